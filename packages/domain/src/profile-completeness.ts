/** Elements of a complete profile, in the order of the dashboard checklist. */
export const profileCompletenessElements = [
  'tagline',
  'biography',
  'picture',
  'missionPreferences',
  'experiences',
  'topSkill',
] as const;
export type ProfileCompletenessElement = (typeof profileCompletenessElements)[number];

/** Preferences that must all be chosen for "mission preferences" to count ('none' is a choice). */
export const missionPreferenceFields = [
  'prefWorkplace',
  'prefContract',
  'prefEnvironment',
  'prefTime',
  'prefMobility',
] as const;
export type MissionPreferenceField = (typeof missionPreferenceFields)[number];

/** "More than one experience": at least 2. */
export const MIN_EXPERIENCES_FOR_COMPLETENESS = 2;

/** What the completeness reads of a freelancer's profile. */
export interface ProfileForCompleteness {
  tagline?: string | null;
  /** Rich text: markup and non-breaking spaces alone do not count. */
  biography?: string | null;
  pictureUrl?: string | null;
  preferences?: Partial<Record<MissionPreferenceField, string | null>> | null;
  experienceCount?: number | null;
  skills?: readonly { primary: boolean }[] | null;
}

export interface ProfileCompleteness {
  items: { element: ProfileCompletenessElement; done: boolean }[];
  /** 0 to 100, each element weighing the same, rounded. */
  score: number;
}

function hasText(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** Text of rich text: tags and entities of spaces removed. */
function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .trim();
}

/**
 * The completeness checklist and score: tagline and biography written, a picture, every mission
 * preference chosen (workplace, contract, environment, time, mobility), more than one experience,
 * and at least one top (primary) skill. The dashboard shows the items; the server stores the score
 * as profileScore.
 */
export function profileCompletenessOf(profile: ProfileForCompleteness): ProfileCompleteness {
  const done: Record<ProfileCompletenessElement, boolean> = {
    tagline: hasText(profile.tagline),
    biography: plainText(profile.biography) !== '',
    picture: hasText(profile.pictureUrl),
    missionPreferences: missionPreferenceFields.every((field) => hasText(profile.preferences?.[field])),
    experiences: (profile.experienceCount ?? 0) >= MIN_EXPERIENCES_FOR_COMPLETENESS,
    topSkill: (profile.skills ?? []).some((skill) => skill.primary),
  };
  const items = profileCompletenessElements.map((element) => ({ element, done: done[element] }));
  const score = Math.round((items.filter((item) => item.done).length / items.length) * 100);
  return { items, score };
}
