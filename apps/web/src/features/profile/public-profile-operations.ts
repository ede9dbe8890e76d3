import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { PROFILE_SECTION_FIELDS } from './profile-fragments';
import type {
  ProfileEducation,
  ProfileExperience,
  ProfileJobTitle,
  ProfileLanguage,
  ProfileSkill,
  SocialUrls,
} from './profile-types';

export interface PublicProfile extends SocialUrls {
  publicId: string;
  view: 'full' | 'client' | 'anonymous';
  displayName: string;
  firstName: string;
  lastName: string | null;
  jobTitle: string | null;
  profilePictureUrl: string | null;
  tagline: string | null;
  biography: string | null;
  experienceInYears: number | null;
  availableNow: boolean;
  availableSoon: boolean;
  availabilityDate: string | null;
  skills: ProfileSkill[];
  jobTitles: ProfileJobTitle[];
  experiences: ProfileExperience[];
  educations: ProfileEducation[];
  languages: ProfileLanguage[];
}

export const FREELANCE_PUBLIC_PROFILE: TypedDocumentNode<
  { freelancePublicProfile: PublicProfile },
  { publicId: string }
> = gql`
  query FreelancePublicProfile($publicId: String!) {
    freelancePublicProfile(publicId: $publicId) {
      publicId
      view
      displayName
      firstName
      lastName
      jobTitle
      profilePictureUrl
      tagline
      biography
      experienceInYears
      availableNow
      availableSoon
      availabilityDate
      gitHubUrl
      gitlabUrl
      bitbucketUrl
      kaggleUrl
      linkedInUrl
      stackExchangeUrl
      twitterUrl
      websiteUrl
      skills {
        ...ProfileSkillFields
      }
      jobTitles {
        ...ProfileJobTitleFields
      }
      experiences {
        ...ProfileExperienceFields
      }
      educations {
        ...ProfileEducationFields
      }
      languages {
        ...ProfileLanguageFields
      }
    }
  }
  ${PROFILE_SECTION_FIELDS}
`;

/** A freelancer's public profile (anonymized for visitors); a missing one sends the shell to /404. */
export function useFreelancePublicProfile(publicId: string) {
  return useQuery(FREELANCE_PUBLIC_PROFILE, {
    variables: { publicId },
    skip: !publicId,
    fetchPolicy: 'cache-and-network',
  });
}
