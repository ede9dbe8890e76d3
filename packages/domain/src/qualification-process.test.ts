import { describe, expect, it } from 'vitest';
import type { CalendarDay } from './calendar-day';
import {
  checkOutcome,
  flagRefusal,
  freezeRefusal,
  outcomeEffectOf,
  type SchedulingContext,
  schedulingRefusal,
  selfRequestRefusal,
} from './qualification-process';

const today = '2026-03-15' as CalendarDay;
const context = (patch: Partial<SchedulingContext> = {}): SchedulingContext => ({
  freelance: { id: 1, status: 'validated', isFrozenUntil: null },
  instructor: { id: 2, isInstructor: true },
  skillHeld: true,
  hasPendingInterview: false,
  day: '2026-03-20' as CalendarDay,
  today,
  ...patch,
});

describe('schedulingRefusal', () => {
  it('lets the team schedule with an instructor on a skill of the freelancer, from today on', () => {
    expect(schedulingRefusal(context())).toBeNull();
    expect(schedulingRefusal(context({ day: today }))).toBeNull();
    expect(schedulingRefusal(context({ freelance: { id: 1, status: 'new', isFrozenUntil: null } }))).toBeNull();
  });
  it('refuses banned or out-of-scope freelancers', () => {
    for (const status of ['banned', 'wrongScope'] as const)
      expect(schedulingRefusal(context({ freelance: { id: 1, status, isFrozenUntil: null } }))).toEqual({
        field: 'freelanceId',
        reason: 'outOfScope',
      });
  });
  it('needs an instructor other than the candidate', () => {
    expect(schedulingRefusal(context({ instructor: null }))?.reason).toBe('notInstructor');
    expect(schedulingRefusal(context({ instructor: { id: 2, isInstructor: false } }))?.reason).toBe('notInstructor');
    expect(schedulingRefusal(context({ instructor: { id: 1, isInstructor: true } }))).toEqual({
      field: 'instructorId',
      reason: 'selfInterview',
    });
  });
  it('needs one of the freelancer’s skills, a day not past, after a freeze, and no interview already waiting', () => {
    expect(schedulingRefusal(context({ skillHeld: false }))?.field).toBe('skillId');
    expect(schedulingRefusal(context({ day: '2026-03-14' as CalendarDay }))?.reason).toBe('dateInPast');
    const frozen = { id: 1, status: 'validated' as const, isFrozenUntil: '2026-04-01' as CalendarDay };
    expect(schedulingRefusal(context({ freelance: frozen }))).toEqual({ field: 'date', reason: 'frozenUntil' });
    expect(schedulingRefusal(context({ freelance: frozen, day: '2026-04-01' as CalendarDay }))).toBeNull();
    expect(schedulingRefusal(context({ hasPendingInterview: true }))?.reason).toBe('alreadyScheduled');
  });
});

describe('checkOutcome', () => {
  it('accepts a held interview with its assessment', () => {
    const result = checkOutcome(
      {
        qualifStatus: 'qualified',
        approvalRating: 'strongYes',
        expertiseLevel: 'high',
        technicalKnowledge: 'polyvalent',
        doubtCriteria: ['communication', 'communication'],
      },
      today,
    );
    expect(result).toEqual({
      ok: true,
      outcome: {
        qualifStatus: 'qualified',
        approvalRating: 'strongYes',
        expertiseLevel: 'high',
        technicalKnowledge: 'polyvalent',
        doubtCriteria: ['communication'],
        noShowParty: null,
        frozenUntil: null,
      },
    });
  });
  it('refuses statuses that are not outcomes and unknown values', () => {
    expect(checkOutcome({ qualifStatus: 'pending' }, today)).toMatchObject({
      ok: false,
      refusal: { field: 'qualifStatus' },
    });
    expect(checkOutcome({ qualifStatus: 'flaggedUrgent' }, today).ok).toBe(false);
    expect(checkOutcome({ qualifStatus: 'qualified', approvalRating: 'maybe' }, today)).toMatchObject({
      refusal: { field: 'approvalRating', reason: 'unknownValue' },
    });
    expect(
      checkOutcome({ qualifStatus: 'toReview', approvalRating: 'yes', doubtCriteria: ['luck'] }, today),
    ).toMatchObject({ refusal: { field: 'doubtCriteria' } });
  });
  it('needs a rating for a held interview, a positive one to qualify', () => {
    expect(checkOutcome({ qualifStatus: 'notQualified' }, today)).toMatchObject({
      refusal: { field: 'approvalRating', reason: 'missingAssessment' },
    });
    expect(checkOutcome({ qualifStatus: 'qualified', approvalRating: 'no' }, today)).toMatchObject({
      refusal: { reason: 'ratingContradicts' },
    });
    expect(checkOutcome({ qualifStatus: 'notQualified', approvalRating: 'yes' }, today).ok).toBe(true);
  });
  it('keeps cancellations free of assessment, with a no-show party that matches', () => {
    expect(checkOutcome({ qualifStatus: 'cancelledByCandidate', noShowParty: 'candidate' }, today).ok).toBe(true);
    expect(checkOutcome({ qualifStatus: 'cancelledByInstructor' }, today).ok).toBe(true);
    expect(checkOutcome({ qualifStatus: 'cancelledByCandidate', noShowParty: 'instructor' }, today)).toMatchObject({
      refusal: { field: 'noShowParty' },
    });
    expect(checkOutcome({ qualifStatus: 'cancelledByTM', noShowParty: 'candidate' }, today).ok).toBe(false);
    expect(checkOutcome({ qualifStatus: 'cancelledByTM', approvalRating: 'yes' }, today)).toMatchObject({
      refusal: { reason: 'assessmentOnCancellation' },
    });
    expect(checkOutcome({ qualifStatus: 'qualified', approvalRating: 'yes', noShowParty: 'candidate' }, today).ok).toBe(
      false,
    );
  });
  it('needs a future day to freeze', () => {
    const frozen = { qualifStatus: 'frozen', approvalRating: 'no' };
    expect(checkOutcome(frozen, today)).toMatchObject({ refusal: { field: 'frozenUntil' } });
    expect(checkOutcome({ ...frozen, frozenUntil: today }, today).ok).toBe(false);
    expect(checkOutcome({ ...frozen, frozenUntil: '2026-06-01' }, today)).toMatchObject({
      ok: true,
      outcome: { frozenUntil: '2026-06-01' },
    });
  });
});

describe('outcomeEffectOf', () => {
  it('moves the freelancer’s qualification with the outcome', () => {
    expect(outcomeEffectOf({ qualifStatus: 'qualified', frozenUntil: null })).toEqual({
      qualification: 'qualified',
      clearFlag: true,
      isFrozenUntil: null,
    });
    expect(outcomeEffectOf({ qualifStatus: 'notQualified', frozenUntil: null })).toEqual({
      qualification: 'disqualified',
      clearFlag: true,
    });
    expect(outcomeEffectOf({ qualifStatus: 'toReview', frozenUntil: null })).toEqual({ qualification: 'pending' });
    expect(outcomeEffectOf({ qualifStatus: 'frozen', frozenUntil: '2026-06-01' as CalendarDay })).toMatchObject({
      isFrozenUntil: '2026-06-01',
    });
    expect(outcomeEffectOf({ qualifStatus: 'cancelledByTM', frozenUntil: null })).toEqual({});
  });
});

describe('flags, requests and freezes', () => {
  it('flags only freelancers not qualified yet, asks once, freezes to a future day', () => {
    expect(flagRefusal({ qualification: 'qualified' }, 'urgent')?.reason).toBe('alreadyQualified');
    expect(flagRefusal({ qualification: 'qualified' }, null)).toBeNull();
    expect(flagRefusal({ qualification: null }, 'normal')).toBeNull();
    const fresh = { qualification: null, flaggedForQualif: null, alreadyAsked: false };
    expect(selfRequestRefusal(fresh)).toBeNull();
    expect(selfRequestRefusal({ ...fresh, alreadyAsked: true })).not.toBeNull();
    expect(selfRequestRefusal({ ...fresh, flaggedForQualif: 'normal' })).not.toBeNull();
    expect(selfRequestRefusal({ ...fresh, qualification: 'qualified' })?.reason).toBe('alreadyQualified');
    expect(freezeRefusal(null, today)).toBeNull();
    expect(freezeRefusal('2026-03-15', today)?.field).toBe('until');
    expect(freezeRefusal('2026-03-16', today)).toBeNull();
  });
});
