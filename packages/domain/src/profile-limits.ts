/** Bounds of the freelancer profile, enforced by the API and shown by the forms. */
export const PROFILE_LIMITS = {
  /** Skills on a profile. */
  skills: 50,
  /** Job titles on a profile (the suggestions hide once 3 are chosen). */
  jobTitles: 10,
  /** Skills attached to one experience. */
  experienceSkills: 30,
  taglineLength: 120,
  /** Biographies and descriptions, in characters of rich text. */
  richTextLength: 20_000,
  experienceYears: { min: 0, max: 60 },
  maxDistanceKm: { min: 0, max: 1000 },
} as const;

/** Job-title suggestions are hidden once this many titles are chosen. */
export const JOB_TITLE_SUGGESTIONS_HIDDEN_FROM = 3;
