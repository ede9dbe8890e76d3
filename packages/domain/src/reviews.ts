/**
 * Ratings of a finished mission. Each side rates what it lived: the client rates the freelancer's
 * work, the freelancer rates the mission and the client's team. Scales go from 1 to 5 in half steps.
 * With both reviews, the mission becomes reviewed. See docs/decisions.md, "Reviews".
 */

import { type CalendarDay, daysBetween } from './calendar-day';

/** The spec's scales. */
export const reviewScales = [
  'softSkills',
  'problemSolving',
  'hardSkills',
  'responsibility',
  'workplace',
  'environment',
  'teamSkills',
  'teamSpirit',
] as const;
export type ReviewScale = (typeof reviewScales)[number];

/** Who writes a review: the client company (corporate) or the freelancer (freelance). */
export const reviewSides = ['corporate', 'freelance'] as const;
export type ReviewSide = (typeof reviewSides)[number];

/**
 * The scales each side rates: the client rates the freelancer (soft and hard skills, problem
 * solving, responsibility, working in a team); the freelancer rates the mission (workplace,
 * environment) and the spirit of the client's team.
 */
export const scalesOfSide: Readonly<Record<ReviewSide, readonly ReviewScale[]>> = {
  corporate: ['softSkills', 'problemSolving', 'hardSkills', 'responsibility', 'teamSkills'],
  freelance: ['workplace', 'environment', 'teamSpirit'],
};

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_STEP = 0.5;
export const REVIEW_COMMENT_MAX = 2000;

/** A rating: from 1 to 5, in half steps. */
export function isValidRating(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= RATING_MIN &&
    value <= RATING_MAX &&
    Number.isInteger(value / RATING_STEP)
  );
}

export type ReviewError = 'missingScale' | 'unknownScale' | 'invalidRating' | 'commentTooLong';

/** What is wrong with a review (null when it may be saved): every scale of the side rated, and only those. */
export function reviewError(
  side: ReviewSide,
  ratings: Readonly<Record<string, unknown>>,
  comment?: string | null,
): { error: ReviewError; scale?: string } | null {
  const expected = scalesOfSide[side];
  const unknown = Object.keys(ratings).find((scale) => !expected.includes(scale as ReviewScale));
  if (unknown) return { error: 'unknownScale', scale: unknown };
  for (const scale of expected) {
    if (ratings[scale] === undefined || ratings[scale] === null) return { error: 'missingScale', scale };
    if (!isValidRating(ratings[scale])) return { error: 'invalidRating', scale };
  }
  if ((comment?.trim().length ?? 0) > REVIEW_COMMENT_MAX) return { error: 'commentTooLong' };
  return null;
}

/** The spec's missing rating: who still owes one. */
export type MissingRating = 'both' | 'freelance' | 'corporate';

/** Who still owes a rating of a mission: only a finished mission awaits ratings. */
export function missingRatingOf(missionStatus: string, written: readonly ReviewSide[]): MissingRating | null {
  if (missionStatus !== 'finished') return null;
  const corporate = written.includes('corporate');
  const freelance = written.includes('freelance');
  if (corporate && freelance) return null;
  if (corporate) return 'freelance';
  if (freelance) return 'corporate';
  return 'both';
}

/** Whether a side still owes its rating, given the mission's missing rating. */
export function owesRating(missing: MissingRating | null, side: ReviewSide): boolean {
  return missing === 'both' || missing === side;
}

/** A mission becomes reviewed once both sides have rated it. */
export function isFullyReviewed(written: readonly ReviewSide[]): boolean {
  return reviewSides.every((side) => written.includes(side));
}

/** Statuses in which a side may write or change its review: until the mission is reviewed. */
export const ratableStatuses = ['finished'] as const;
/** Statuses in which reviews can be read. */
export const reviewReadableStatuses = ['finished', 'reviewed'] as const;

/**
 * Days a rating may wait: after that, the side that owes it is blocked (code 600) from submitting a
 * new mission (the client) until it rates.
 */
export const RATING_GRACE_DAYS = 30;

/** Whether a rating owed since a mission finished on `finishedDay` now blocks. */
export function isRatingOverdue(finishedDay: CalendarDay, today: CalendarDay): boolean {
  return daysBetween(finishedDay, today) > RATING_GRACE_DAYS;
}

/** The mean of ratings, rounded to the nearest half step (null without any). */
export function averageRating(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  return Math.round(mean / RATING_STEP) * RATING_STEP;
}

/** The spec's periodic freelancer rating. */
export const periodicRatings = ['good', 'average', 'bad'] as const;
export type PeriodicRating = (typeof periodicRatings)[number];

/** Good from 4, average from 3, bad below (on the mean of the client's ratings). */
export function periodicRatingOf(average: number | null): PeriodicRating | null {
  if (average === null) return null;
  if (average >= 4) return 'good';
  if (average >= 3) return 'average';
  return 'bad';
}
