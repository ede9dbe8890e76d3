/**
 * Renewals and versions of a deal. 45 days before a signed deal ends, both sides are asked whether
 * to go on; their answers give the mission's ongoing sub-status on the account manager's board.
 * Extending or renewing a deal creates its next version, which goes through the whole deal machine
 * (terms, validation, signature) and starts the day after the previous one ends.
 */
import { addDays, type CalendarDay } from './calendar-day';
import type { DealActor, DealStatus } from './deal-status';
import type { missionOngoingStatuses } from './mission';

/** Days before its end date that a deal asks both sides about renewal. */
export const RENEWAL_NOTICE_DAYS = 45;

export const renewalAnswers = ['renew', 'end'] as const;
export type RenewalAnswer = (typeof renewalAnswers)[number];
export type RenewalSide = 'freelance' | 'corporate';

/** The events an answer records: the spec's "renewal declined" for an end, ours for a wish to renew. */
export const renewalAnswerEvents: Readonly<Record<RenewalAnswer, string>> = {
  renew: 'deal_renewal_wanted',
  end: 'deal_renewal_declined',
};

/** The first day of a deal's renewal window: 45 days before its end date. */
export function renewalWindowStart(endDate: CalendarDay): CalendarDay {
  return addDays(endDate, -RENEWAL_NOTICE_DAYS);
}

/** Whether `today` is within the 45 days before the deal's end date (its end date included). */
export function inRenewalWindow(endDate: CalendarDay, today: CalendarDay): boolean {
  return today >= renewalWindowStart(endDate) && today <= endDate;
}

export interface RenewalQuestionInput {
  status: DealStatus;
  endDate: CalendarDay;
  today: CalendarDay;
  /** When both sides were asked; null when not yet. */
  askedOn: CalendarDay | null;
  /** A later version of the deal already exists (an extension or renewal is under way). */
  hasNextVersion: boolean;
}

/** Whether the daily job should ask both sides now: a signed deal in its window, asked once. */
export function renewalQuestionDue(input: RenewalQuestionInput): boolean {
  return (
    input.status === 'signed' &&
    input.askedOn === null &&
    !input.hasNextVersion &&
    inRenewalWindow(input.endDate, input.today)
  );
}

/** Each side answers for itself; the team may answer for either (after a call). */
export function canAnswerRenewal(actor: DealActor, side: RenewalSide): boolean {
  return actor === side || actor === 'teamMember';
}

export type MissionOngoingStatus = (typeof missionOngoingStatuses)[number];

export interface RenewalState {
  freelance: RenewalAnswer | null;
  corporate: RenewalAnswer | null;
  /** A later version of the deal exists and is not cancelled. */
  hasNextVersion: boolean;
}

/**
 * The sub-status of an ongoing mission: renewing once a next version is under way; otherwise
 * ending as soon as one side does not want to go on; renewing when one side wants to and the
 * other has not declined (the account manager works on it); ongoing before any answer.
 */
export function missionOngoingStatusOf(state: RenewalState): MissionOngoingStatus {
  if (state.hasNextVersion) return 'renewing';
  if (state.freelance === 'end' || state.corporate === 'end') return 'ending';
  if (state.freelance === 'renew' || state.corporate === 'renew') return 'renewing';
  return 'ongoing';
}

/** Whose answer the account manager still waits for. */
export function pendingRenewalAnswers(state: RenewalState): RenewalSide[] {
  return (['freelance', 'corporate'] as const).filter((side) => state[side] === null);
}

/**
 * initial: the first deal of a confirmed match; extension: the same engagement prolonged (a rider
 * to the signed contract, same terms but the duration); renewal: a new period with terms that may
 * change (a new mission order).
 */
export const dealVersionKinds = ['initial', 'extension', 'renewal'] as const;
export type DealVersionKind = (typeof dealVersionKinds)[number];

export interface DealVersionRef {
  version: number;
  status: DealStatus;
  endDate: CalendarDay;
}

export interface NextDealVersion {
  version: number;
  kind: Exclude<DealVersionKind, 'initial'>;
  startDate: CalendarDay;
}

/**
 * The next version of a deal: only the latest version, once signed and not ended, may be extended
 * or renewed; the new version starts the day after it ends. Null when it may not.
 */
export function nextDealVersion(latest: DealVersionRef, kind: NextDealVersion['kind']): NextDealVersion | null {
  if (latest.status !== 'signed') return null;
  return { version: latest.version + 1, kind, startDate: addDays(latest.endDate, 1) };
}
