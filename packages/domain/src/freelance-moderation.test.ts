import { describe, expect, it } from 'vitest';
import {
  checkEvaluation,
  checkFreelanceIdentity,
  checkStatusChange,
  evaluationScoreOf,
  isFreelanceDeletable,
} from './freelance-moderation';

describe('status changes', () => {
  it('bans only with a category and a reason of that category', () => {
    expect(checkStatusChange({ status: 'banned' })).toMatchObject({ field: 'banCategory' });
    expect(checkStatusChange({ status: 'banned', banCategory: 'moderate', reason: 'harassment' })).toMatchObject({
      field: 'reason',
    });
    expect(
      checkStatusChange({ status: 'banned', banCategory: 'serious', reason: 'harassment', note: '  Messages  ' }),
    ).toEqual({ status: 'banned', banCategory: 'serious', statusReason: 'harassment', statusNote: 'Messages' });
  });

  it('keeps a note for wrongScope and clears every reason on validation', () => {
    expect(checkStatusChange({ status: 'wrongScope', note: 'Salarié' })).toEqual({
      status: 'wrongScope',
      banCategory: null,
      statusReason: null,
      statusNote: 'Salarié',
    });
    expect(checkStatusChange({ status: 'validated', banCategory: 'serious', reason: 'hacking', note: 'x' })).toEqual({
      status: 'validated',
      banCategory: null,
      statusReason: null,
      statusNote: null,
    });
    expect(checkStatusChange({ status: 'frozen' })).toMatchObject({ field: 'status' });
  });
});

describe('evaluations', () => {
  it('need a reason of their type', () => {
    expect(checkEvaluation({ type: 'upvote', reason: 'rareGem' })).toEqual({
      type: 'upvote',
      reason: 'rareGem',
      comment: null,
    });
    expect(checkEvaluation({ type: 'upvote', reason: 'priceIssue' })).toMatchObject({ field: 'reason' });
    expect(checkEvaluation({ type: 'meh', reason: 'rareGem' })).toMatchObject({ field: 'type' });
  });

  it('score upvotes minus downvotes', () => {
    expect(evaluationScoreOf([{ type: 'upvote' }, { type: 'upvote' }, { type: 'downvote' }])).toBe(1);
    expect(evaluationScoreOf([])).toBe(0);
  });
});

describe('deletion', () => {
  const none = { matchStatuses: [], deals: 0, invoices: 0, reviews: 0 };
  it('is refused once a profile went past the application, or with a deal, an invoice or a review', () => {
    expect(isFreelanceDeletable(none)).toBe(true);
    expect(isFreelanceDeletable({ ...none, matchStatuses: ['freelanceApplication', 'teamMemberPreselection'] })).toBe(
      true,
    );
    expect(isFreelanceDeletable({ ...none, matchStatuses: ['corporateValidation'] })).toBe(false);
    expect(isFreelanceDeletable({ ...none, deals: 1 })).toBe(false);
    expect(isFreelanceDeletable({ ...none, invoices: 2 })).toBe(false);
  });
});

describe('identity added or edited by the team', () => {
  it('normalizes the phone and refuses bad values by field', () => {
    expect(
      checkFreelanceIdentity({ email: ' a@b.fr ', firstName: 'Léa', lastName: 'Roux', phone: '06 12 34 56 78' }),
    ).toMatchObject({ email: 'a@b.fr', phoneNumber: '+33612345678', linkedInUrl: null });
    expect(checkFreelanceIdentity({ email: 'nope', firstName: 'A', lastName: 'B' })).toMatchObject({ field: 'email' });
    expect(
      checkFreelanceIdentity({ email: 'a@b.fr', firstName: 'A', lastName: 'B', linkedInUrl: 'https://x.com/in/a' }),
    ).toMatchObject({ field: 'linkedInUrl' });
    expect(
      checkFreelanceIdentity({ email: 'a@b.fr', firstName: 'A', lastName: 'B', acquisitionSource: 'tv' }),
    ).toMatchObject({ field: 'acquisitionSource' });
  });
});
