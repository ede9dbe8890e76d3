import { PRODUCT_TIME_ZONE } from '@orbite/domain/calendar-day';
import type { Match, Meeting } from '../matches/match-operations';

/*
 * Where a match's meeting stands as the client and the team read it, and which meeting actions the
 * page offers. The server decides again on every call (606 before the time, 613 once the mission no
 * longer seeks); this only keeps impossible buttons off the screen.
 */

/** react-intl options for a meeting's day and time, always in Paris time. */
export const PARIS_DATE_TIME = { timeZone: PRODUCT_TIME_ZONE, dateStyle: 'full', timeStyle: 'short' } as const;

export type MeetingPhase =
  /** No meeting, the profile not chosen to be met. */
  | 'none'
  /** Chosen to be met, no slot proposed yet. */
  | 'selected'
  /** Slots proposed, waiting for the freelancer to book one. */
  | 'proposed'
  /** The freelancer asked for other slots: the proposal is empty again. */
  | 'newSlotsRequested'
  /** A slot booked, still to come. */
  | 'booked'
  /** Booked and its time has passed: to be marked done. */
  | 'past'
  | 'done'
  | 'declined';

export function meetingPhase(meeting: Meeting | null, selected: boolean, now: Date): MeetingPhase {
  if (!meeting) return selected ? 'selected' : 'none';
  switch (meeting.status) {
    case 'proposed':
      return meeting.slots.length > 0 ? 'proposed' : 'newSlotsRequested';
    case 'booked':
      return meeting.bookedAt && new Date(meeting.bookedAt).getTime() <= now.getTime() ? 'past' : 'booked';
    default:
      return meeting.status;
  }
}

/** The label of the propose button: a first proposal, a change of the proposed slots, or a reschedule. */
export type ProposeKind = 'propose' | 'change' | 'reschedule';

export interface MeetingActions {
  propose: ProposeKind | null;
  markDone: boolean;
}

/** The meeting actions open on a match: slots only while presented on a seeking mission, done once past. */
export function meetingActions(match: Pick<Match, 'status' | 'mission' | 'meeting' | 'selected'>, now: Date) {
  const phase = meetingPhase(match.meeting, match.selected, now);
  const open = match.status === 'corporateValidation' && match.mission.status === 'seeking';
  const propose: ProposeKind | null = !open
    ? null
    : phase === 'proposed'
      ? 'change'
      : phase === 'booked' || phase === 'past'
        ? 'reschedule'
        : phase === 'done'
          ? null
          : 'propose';
  return { propose, markDone: phase === 'past' } satisfies MeetingActions;
}
