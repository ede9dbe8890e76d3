import { describe, expect, it } from 'vitest';
import {
  canAnswerRenewal,
  inRenewalWindow,
  missionOngoingStatusOf,
  nextDealVersion,
  pendingRenewalAnswers,
  RENEWAL_NOTICE_DAYS,
  type RenewalQuestionInput,
  renewalAnswerEvents,
  renewalQuestionDue,
  renewalWindowStart,
} from './deal-renewal';
import { dealStatuses } from './deal-status';
import { missionOngoingStatuses } from './mission';

describe('renewal window', () => {
  it('opens 45 days before the end date and closes after it', () => {
    expect(RENEWAL_NOTICE_DAYS).toBe(45);
    expect(renewalWindowStart('2026-06-30')).toBe('2026-05-16');
    expect(inRenewalWindow('2026-06-30', '2026-05-15')).toBe(false);
    expect(inRenewalWindow('2026-06-30', '2026-05-16')).toBe(true);
    expect(inRenewalWindow('2026-06-30', '2026-06-30')).toBe(true);
    expect(inRenewalWindow('2026-06-30', '2026-07-01')).toBe(false);
  });

  it('counts across February and leap years', () => {
    expect(renewalWindowStart('2024-03-15')).toBe('2024-01-30');
    expect(renewalWindowStart('2025-03-15')).toBe('2025-01-29');
  });
});

describe('renewal question', () => {
  const base: RenewalQuestionInput = {
    status: 'signed',
    endDate: '2026-06-30',
    today: '2026-05-20',
    askedOn: null,
    hasNextVersion: false,
  };

  it('is due once, for a signed deal in its window', () => {
    expect(renewalQuestionDue(base)).toBe(true);
    expect(renewalQuestionDue({ ...base, askedOn: '2026-05-16' })).toBe(false);
    expect(renewalQuestionDue({ ...base, today: '2026-05-15' })).toBe(false);
    expect(renewalQuestionDue({ ...base, today: '2026-07-01' })).toBe(false);
  });

  it('is not asked of a deal already being extended or not running', () => {
    expect(renewalQuestionDue({ ...base, hasNextVersion: true })).toBe(false);
    for (const status of dealStatuses.filter((s) => s !== 'signed')) {
      expect(renewalQuestionDue({ ...base, status })).toBe(false);
    }
  });

  it('is answered by each side for itself, or by the team for either', () => {
    expect(canAnswerRenewal('freelance', 'freelance')).toBe(true);
    expect(canAnswerRenewal('freelance', 'corporate')).toBe(false);
    expect(canAnswerRenewal('corporate', 'corporate')).toBe(true);
    expect(canAnswerRenewal('corporate', 'freelance')).toBe(false);
    expect(canAnswerRenewal('teamMember', 'freelance')).toBe(true);
    expect(canAnswerRenewal('teamMember', 'corporate')).toBe(true);
    expect(canAnswerRenewal('system', 'corporate')).toBe(false);
  });

  it('records the spec’s renewal declined event for an end', () => {
    expect(renewalAnswerEvents.end).toBe('deal_renewal_declined');
    expect(renewalAnswerEvents.renew).toBe('deal_renewal_wanted');
  });
});

describe('ongoing sub-status', () => {
  const none = { freelance: null, corporate: null, hasNextVersion: false };

  it('derives ongoing, renewing or ending from the answers', () => {
    expect(missionOngoingStatusOf(none)).toBe('ongoing');
    expect(missionOngoingStatusOf({ ...none, freelance: 'renew' })).toBe('renewing');
    expect(missionOngoingStatusOf({ ...none, corporate: 'renew' })).toBe('renewing');
    expect(missionOngoingStatusOf({ ...none, freelance: 'renew', corporate: 'renew' })).toBe('renewing');
    expect(missionOngoingStatusOf({ ...none, corporate: 'end' })).toBe('ending');
    expect(missionOngoingStatusOf({ ...none, freelance: 'end', corporate: 'renew' })).toBe('ending');
    expect(missionOngoingStatusOf({ ...none, freelance: 'renew', corporate: 'end' })).toBe('ending');
  });

  it('is renewing once a next version is under way, whatever was answered', () => {
    expect(missionOngoingStatusOf({ freelance: 'end', corporate: null, hasNextVersion: true })).toBe('renewing');
  });

  it('only gives the mission’s own sub-statuses', () => {
    const answers = [null, 'renew', 'end'] as const;
    for (const freelance of answers) {
      for (const corporate of answers) {
        for (const hasNextVersion of [false, true]) {
          expect(missionOngoingStatuses).toContain(missionOngoingStatusOf({ freelance, corporate, hasNextVersion }));
        }
      }
    }
  });

  it('names who has not answered yet', () => {
    expect(pendingRenewalAnswers(none)).toEqual(['freelance', 'corporate']);
    expect(pendingRenewalAnswers({ ...none, corporate: 'end' })).toEqual(['freelance']);
    expect(pendingRenewalAnswers({ ...none, freelance: 'renew', corporate: 'end' })).toEqual([]);
  });
});

describe('deal versions', () => {
  it('extends or renews only a signed deal, the day after it ends', () => {
    expect(nextDealVersion({ version: 1, status: 'signed', endDate: '2026-06-30' }, 'renewal')).toEqual({
      version: 2,
      kind: 'renewal',
      startDate: '2026-07-01',
    });
    expect(nextDealVersion({ version: 3, status: 'signed', endDate: '2024-02-28' }, 'extension')).toEqual({
      version: 4,
      kind: 'extension',
      startDate: '2024-02-29',
    });
    expect(nextDealVersion({ version: 1, status: 'signed', endDate: '2026-12-31' }, 'renewal')?.startDate).toBe(
      '2027-01-01',
    );
    for (const status of dealStatuses.filter((s) => s !== 'signed')) {
      expect(nextDealVersion({ version: 1, status, endDate: '2026-06-30' }, 'renewal')).toBeNull();
    }
  });
});
