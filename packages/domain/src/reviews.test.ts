import { describe, expect, it } from 'vitest';
import {
  averageRating,
  isFullyReviewed,
  isRatingOverdue,
  isValidRating,
  missingRatingOf,
  owesRating,
  periodicRatingOf,
  reviewError,
  reviewScales,
  scalesOfSide,
} from './reviews';

describe('isValidRating', () => {
  it('takes 1 to 5 in half steps', () => {
    for (const value of [1, 1.5, 3, 4.5, 5]) expect(isValidRating(value)).toBe(true);
  });
  it('refuses out of range, quarter steps, non numbers', () => {
    for (const value of [0, 0.5, 5.5, 6, 3.25, 2.1, Number.NaN, '4', null]) expect(isValidRating(value)).toBe(false);
  });
});

describe('scalesOfSide', () => {
  it('splits the eight scales between the two sides, each once', () => {
    const all = [...scalesOfSide.corporate, ...scalesOfSide.freelance];
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual([...reviewScales].sort());
  });
});

describe('reviewError', () => {
  const freelance = { workplace: 4, environment: 3.5, teamSpirit: 5 };
  it('accepts every scale of the side rated', () => {
    expect(reviewError('freelance', freelance, 'Très bonne équipe.')).toBeNull();
  });
  it('names a missing scale, an unknown one, a wrong rating, a long comment', () => {
    expect(reviewError('freelance', { workplace: 4, environment: 3.5 })).toEqual({
      error: 'missingScale',
      scale: 'teamSpirit',
    });
    expect(reviewError('freelance', { ...freelance, hardSkills: 4 })).toEqual({
      error: 'unknownScale',
      scale: 'hardSkills',
    });
    expect(reviewError('freelance', { ...freelance, workplace: 4.25 })).toEqual({
      error: 'invalidRating',
      scale: 'workplace',
    });
    expect(reviewError('freelance', freelance, 'x'.repeat(2001))).toEqual({ error: 'commentTooLong' });
  });
});

describe('missingRatingOf', () => {
  it('says who still owes a rating of a finished mission', () => {
    expect(missingRatingOf('finished', [])).toBe('both');
    expect(missingRatingOf('finished', ['corporate'])).toBe('freelance');
    expect(missingRatingOf('finished', ['freelance'])).toBe('corporate');
    expect(missingRatingOf('finished', ['freelance', 'corporate'])).toBeNull();
  });
  it('is null for any other status', () => {
    expect(missingRatingOf('onGoing', [])).toBeNull();
    expect(missingRatingOf('reviewed', [])).toBeNull();
  });
  it('tells a side whether it owes', () => {
    expect(owesRating('both', 'corporate')).toBe(true);
    expect(owesRating('freelance', 'corporate')).toBe(false);
    expect(owesRating(null, 'freelance')).toBe(false);
  });
  it('marks a mission reviewed with both reviews only', () => {
    expect(isFullyReviewed(['corporate'])).toBe(false);
    expect(isFullyReviewed(['corporate', 'freelance'])).toBe(true);
  });
});

describe('isRatingOverdue', () => {
  it('blocks after 30 days, not on the 30th', () => {
    expect(isRatingOverdue('2026-01-01', '2026-01-31')).toBe(false);
    expect(isRatingOverdue('2026-01-01', '2026-02-01')).toBe(true);
  });
});

describe('averageRating and periodicRatingOf', () => {
  it('rounds the mean to a half step', () => {
    expect(averageRating([4, 4.5, 5])).toBe(4.5);
    expect(averageRating([3, 4])).toBe(3.5);
    expect(averageRating([])).toBeNull();
  });
  it('grades good from 4, average from 3, bad below', () => {
    expect(periodicRatingOf(4)).toBe('good');
    expect(periodicRatingOf(3.5)).toBe('average');
    expect(periodicRatingOf(2.5)).toBe('bad');
    expect(periodicRatingOf(null)).toBeNull();
  });
});
