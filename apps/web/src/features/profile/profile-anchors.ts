/**
 * The ids of the profile page's sections, which links elsewhere open it on (`/freelancer/profile#skills`): the
 * dashboard's checklist, the Connect page. The page scrolls to the one named once the profile is loaded.
 */
export const profileAnchors = {
  picture: 'picture',
  tagline: 'tagline',
  biography: 'biography',
  skills: 'skills',
  experiences: 'experiences',
  preferences: 'preferences',
} as const;
