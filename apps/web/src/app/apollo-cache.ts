import type { InMemoryCacheConfig } from '@apollo/client';

/**
 * The cache's policies, the same in the browser (app/apollo.ts) and on the server that renders a page's first
 * screen (server/render-page.tsx), whose cache the browser starts from.
 */
export const cacheOptions: InMemoryCacheConfig = {
  // The spec: an experience's skill is cached by its own id (`id` is the catalogue skill's).
  // Lists that a mutation's answer replaces whole (the moves a match offers now, its decline reasons).
  typePolicies: {
    FreelanceExperienceSkill: { keyFields: ['freelanceExperienceSkillId'] },
    Match: { fields: { allowedMoves: { merge: false }, declineReasons: { merge: false } } },
    Mission: { fields: { allowedMoves: { merge: false }, skills: { merge: false } } },
  },
};

/** Errors are answered with the data that could be read (the pages show both). */
export const defaultOptions = {
  watchQuery: { errorPolicy: 'all' },
  query: { errorPolicy: 'all' },
  mutate: { errorPolicy: 'all' },
} as const;
