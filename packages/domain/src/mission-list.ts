/*
 * What a mission list is sorted and filtered by (spec 002): a module without imports, so that the web's
 * boot script can read a list's address (apps/web/src/app/route-prefetch.ts) without the form's rules.
 */

export const missionCategories = ['data', 'tech'] as const;
export type MissionCategory = (typeof missionCategories)[number];

export const missionSortOrders = ['startDate', 'createdAt', 'businessVolume', 'huntingPriorityScore'] as const;
export type MissionSortOrder = (typeof missionSortOrders)[number];
