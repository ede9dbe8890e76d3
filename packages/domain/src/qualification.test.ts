import { describe, expect, it } from 'vitest';
import { type InterviewQualifStatus, isGreyedBadge, latestInterviewOf, qualificationBadgeOf } from './qualification';

const now = new Date('2026-03-15T12:00:00+01:00');
const interview = (date: string, qualifStatus: InterviewQualifStatus) => ({ date, qualifStatus });
const base = { isInstructor: false, isQualified: false, flaggedForQualif: null, interviews: [] };

describe('qualificationBadgeOf', () => {
  it('puts instructor first', () => {
    const everything = {
      isInstructor: true,
      isQualified: true,
      flaggedForQualif: 'urgent' as const,
      interviews: [interview('2026-03-01', 'frozen')],
    };
    expect(qualificationBadgeOf(everything, now)).toBe('instructor');
  });
  it('shows qualified from the flag or from the latest interview', () => {
    expect(qualificationBadgeOf({ ...base, isQualified: true, flaggedForQualif: 'urgent' }, now)).toBe('qualified');
    const interviews = [interview('2026-01-01', 'toReview'), interview('2026-02-01', 'qualified')];
    expect(qualificationBadgeOf({ ...base, interviews }, now)).toBe('qualified');
  });
  it('looks only at the latest interview, whatever the order of the list', () => {
    const interviews = [interview('2026-02-01', 'toReview'), interview('2026-01-01', 'qualified')];
    expect(qualificationBadgeOf({ ...base, interviews }, now)).toBe('toReview');
  });
  it('shows frozen for a frozen interview up to 2 months old, not a day more', () => {
    expect(qualificationBadgeOf({ ...base, interviews: [interview('2026-01-15', 'frozen')] }, now)).toBe('frozen');
    const older = { ...base, flaggedForQualif: 'normal' as const, interviews: [interview('2026-01-14', 'frozen')] };
    expect(qualificationBadgeOf(older, now)).toBe('flaggedNormal');
  });
  it('measures 2 months in calendar months, across a short February', () => {
    const endOfApril = new Date('2026-04-30T10:00:00+02:00');
    expect(qualificationBadgeOf({ ...base, interviews: [interview('2026-02-28', 'frozen')] }, endOfApril)).toBe(
      'frozen',
    );
    expect(qualificationBadgeOf({ ...base, interviews: [interview('2026-02-27', 'frozen')] }, endOfApril)).toBe(
      'notQualified',
    );
  });
  it('puts frozen before to review, and to review before pending', () => {
    const frozen = [interview('2026-03-01', 'toReview'), interview('2026-03-10', 'frozen')];
    expect(qualificationBadgeOf({ ...base, interviews: frozen }, now)).toBe('frozen');
    expect(qualificationBadgeOf({ ...base, interviews: [interview('2026-03-10', 'toReview')] }, now)).toBe('toReview');
  });
  it('shows pending for a latest interview not qualified, before any flag', () => {
    const input = {
      ...base,
      flaggedForQualif: 'urgent' as const,
      interviews: [interview('2026-03-10', 'notQualified')],
    };
    expect(qualificationBadgeOf(input, now)).toBe('pending');
  });
  it('shows the flag when no interview decides', () => {
    expect(qualificationBadgeOf({ ...base, flaggedForQualif: 'urgent' }, now)).toBe('flaggedUrgent');
    expect(qualificationBadgeOf({ ...base, flaggedForQualif: 'normal' }, now)).toBe('flaggedNormal');
    const undecided = { ...base, flaggedForQualif: 'self' as const, interviews: [interview('2026-03-10', 'pending')] };
    expect(qualificationBadgeOf(undecided, now)).toBe('flaggedSelf');
  });
  it('falls back to not qualified, greyed', () => {
    const input = { ...base, interviews: [interview('2026-03-10', 'cancelledByCandidate')] };
    expect(qualificationBadgeOf(input, now)).toBe('notQualified');
    expect(qualificationBadgeOf({}, now)).toBe('notQualified');
    expect(isGreyedBadge('notQualified')).toBe(true);
    expect(isGreyedBadge('pending')).toBe(false);
  });
});

describe('latestInterviewOf', () => {
  it('reads timestamps as Paris days and ignores undated interviews', () => {
    const latest = latestInterviewOf([
      interview('2026-03-09T23:30:00Z', 'toReview'),
      interview('not a date', 'qualified'),
      interview('2026-03-09', 'frozen'),
    ]);
    expect(latest?.day).toBe('2026-03-10');
    expect(latest?.interview.qualifStatus).toBe('toReview');
    expect(latestInterviewOf([])).toBeNull();
  });
});
