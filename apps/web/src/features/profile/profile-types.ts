import type { ExperienceEndorsement } from './endorsement-operations';
/** What the profile editor reads of a freelancer (query FreelanceProfile). */
export interface ProfileSkill {
  id: string;
  skillId: string;
  name: string;
  duration: number | null;
  durationInMonths: number | null;
  primary: boolean;
  wished: boolean;
}

export interface ProfileJobTitle {
  id: string;
  jobTitleId: string;
  name: string;
  category: string | null;
  duration: number | null;
}

export interface ExperienceSkill {
  id: string;
  freelanceExperienceSkillId: string;
  name: string;
  primary: boolean;
}

export interface ProfileExperience {
  id: string;
  type: string;
  title: string;
  companyName: string;
  location: string | null;
  description: string | null;
  startDate: string;
  endDate: string | null;
  isOrbiteMission: boolean;
  skills: ExperienceSkill[];
  /** Its referents' recommendations (the pending ones and e-mails only for the freelancer and the team). */
  endorsements: ExperienceEndorsement[];
}

export interface ProfileEducation {
  id: string;
  schoolName: string;
  degree: string | null;
  topic: string | null;
  description: string | null;
  startedIn: number | null;
  graduatedIn: number | null;
}

export interface ProfileLanguage {
  id: string;
  languageId: string;
  name: string;
  level: string;
}

export interface SocialUrls {
  gitHubUrl: string | null;
  gitlabUrl: string | null;
  bitbucketUrl: string | null;
  kaggleUrl: string | null;
  linkedInUrl: string | null;
  stackExchangeUrl: string | null;
  twitterUrl: string | null;
  websiteUrl: string | null;
}

export interface Preferences {
  prefWorkplace: string | null;
  prefContract: string | null;
  prefEnvironment: string | null;
  prefTime: string | null;
  prefMobility: string | null;
  maxDistance: number | null;
  callAvailability: string | null;
}

export interface FreelanceProfile extends SocialUrls, Preferences {
  id: string;
  publicId: string;
  tagline: string | null;
  biography: string | null;
  experienceInYears: number | null;
  retribution: number | null;
  profileScore: number;
  completeness: { score: number; items: { element: string; done: boolean }[] };
  skills: ProfileSkill[];
  jobTitles: ProfileJobTitle[];
  experiences: ProfileExperience[];
  educations: ProfileEducation[];
  languages: ProfileLanguage[];
}

/** A catalogue skill (search, recommendations). */
export interface CatalogueSkill {
  id: string;
  name: string;
  aliases: string[];
  popularity: number;
}

export interface CatalogueJobTitle {
  id: string;
  name: string;
  category: string;
}

/** The fields of FreelanceInfoInput. */
export type FreelanceInfoInput = Partial<
  SocialUrls &
    Preferences & {
      tagline: string | null;
      biography: string | null;
      experienceInYears: number | null;
      retribution: number | null;
    }
>;
