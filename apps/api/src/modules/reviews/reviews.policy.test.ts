import { describe, expect, it } from 'vitest';
import { canRate, canReadReview, canReadReviews, reviewSideOf } from './reviews.policy';

const team = { role: 'teamMember', companyId: null, freelanceId: null } as const;
const client = { role: 'corporate', companyId: 7, freelanceId: null } as const;
const otherClient = { role: 'corporate', companyId: 8, freelanceId: null } as const;
const freelancer = { role: 'freelancer', companyId: null, freelanceId: 3 } as const;
const otherFreelancer = { role: 'freelancer', companyId: null, freelanceId: 4 } as const;
const finished = { companyId: 7, status: 'finished' };
const reviewed = { companyId: 7, status: 'reviewed' };

describe('reviewSideOf', () => {
  it('gives the client of the company and the contracted freelancer their side', () => {
    expect(reviewSideOf(client, finished, 3)).toBe('corporate');
    expect(reviewSideOf(freelancer, finished, 3)).toBe('freelance');
  });
  it('gives no side to another company, another freelancer, the team', () => {
    expect(reviewSideOf(otherClient, finished, 3)).toBeNull();
    expect(reviewSideOf(otherFreelancer, finished, 3)).toBeNull();
    expect(reviewSideOf(freelancer, finished, null)).toBeNull();
    expect(reviewSideOf(team, finished, 3)).toBeNull();
  });
});

describe('canRate', () => {
  it('lets a side rate a finished mission only', () => {
    expect(canRate('corporate', finished)).toBe(true);
    expect(canRate('freelance', reviewed)).toBe(false);
    expect(canRate('freelance', { companyId: 7, status: 'onGoing' })).toBe(false);
    expect(canRate(null, finished)).toBe(false);
  });
});

describe('reading reviews', () => {
  it('opens the reviews to the team and both sides only', () => {
    expect(canReadReviews(team, null)).toBe(true);
    expect(canReadReviews(client, 'corporate')).toBe(true);
    expect(canReadReviews(otherClient, null)).toBe(false);
  });
  it('shows each side only its own review until the mission is reviewed', () => {
    expect(canReadReview(client, 'corporate', finished, 'corporate')).toBe(true);
    expect(canReadReview(client, 'corporate', finished, 'freelance')).toBe(false);
    expect(canReadReview(client, 'corporate', reviewed, 'freelance')).toBe(true);
    expect(canReadReview(team, null, finished, 'freelance')).toBe(true);
    expect(canReadReview(otherClient, null, reviewed, 'freelance')).toBe(false);
  });
});
