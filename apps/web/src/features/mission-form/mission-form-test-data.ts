import { addDays, todayInParis } from '@orbite/domain/calendar-day';

/** A mission of the API as the form's query answers it (tests). */
export function mission(patch: Record<string, unknown> = {}) {
  return {
    __typename: 'Mission',
    id: '41',
    status: 'notFinalized',
    version: 3,
    title: null,
    description: null,
    category: null,
    startDate: null,
    maxWeeksAfterStart: null,
    durationInDays: null,
    workingTime: null,
    estimatedEndDate: null,
    retribution: null,
    experienceLevel: null,
    workplace: null,
    offer: 'boost',
    renewable: null,
    projectType: null,
    location: null,
    skills: [] as unknown[],
    company: { __typename: 'Company', id: '1', name: 'Lumen Analytics', logoUrl: null },
    ...patch,
  };
}

/** A start date a week ahead, never in the past. */
export const nextMonday = () => addDays(todayInParis(), 7);
