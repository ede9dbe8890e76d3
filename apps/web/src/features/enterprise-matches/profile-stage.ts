import { isMatchActive, MAX_SELECTED_MATCHES } from '@orbite/domain/match-status';
import type { Match } from '../matches/match-operations';
import { meetingActions, meetingPhase } from '../meetings/meeting-state';

/*
 * A presented profile as the client follows it: the stage its card shows and the actions it offers.
 * The moves themselves come from the server (`allowedMoves`, from the domain's state machine); this
 * only names where the profile stands and picks the buttons.
 */

export type ProfileStage =
  | 'presented'
  | 'selected'
  | 'slotsProposed'
  | 'newSlotsRequested'
  | 'meetingBooked'
  | 'meetingPast'
  | 'meetingDone'
  | 'confirmed'
  | 'declined'
  | 'moved'
  | 'withdrawn'
  | 'cancelled';

type StageInput = Pick<Match, 'status' | 'selected' | 'meeting' | 'cancelSource'>;

export function profileStage(match: StageInput, now: Date): ProfileStage {
  switch (match.status) {
    case 'corporateConfirmed':
      return 'confirmed';
    case 'corporateDeclined':
      return 'declined';
    case 'corporateDuplicated':
      return 'moved';
    case 'corporateValidation':
      break;
    default:
      return match.cancelSource === 'freelance' ? 'withdrawn' : 'cancelled';
  }
  const phase = meetingPhase(match.meeting, match.selected, now);
  const byPhase = {
    none: 'presented',
    selected: 'selected',
    proposed: 'slotsProposed',
    newSlotsRequested: 'newSlotsRequested',
    booked: 'meetingBooked',
    past: 'meetingPast',
    done: 'meetingDone',
    // The meeting was declined but the profile is presented again (the team revived it).
    declined: match.selected ? 'selected' : 'presented',
  } as const;
  return byPhase[phase];
}

/** The badge colour of a stage: green once confirmed, orange when the client has something to do, grey when closed. */
export function stageColor(stage: ProfileStage): string {
  if (stage === 'confirmed') return 'success';
  if (stage === 'meetingPast' || stage === 'meetingDone' || stage === 'newSlotsRequested') return 'warning';
  if (['declined', 'moved', 'withdrawn', 'cancelled'].includes(stage)) return 'gray';
  return 'orbite';
}

/** The order of the active cards: the furthest along first. */
const stageOrder: readonly ProfileStage[] = [
  'confirmed',
  'meetingPast',
  'meetingDone',
  'meetingBooked',
  'newSlotsRequested',
  'slotsProposed',
  'selected',
  'presented',
];

/** The profiles still in play, furthest along first, and the closed ones (declined, moved, withdrawn). */
export function splitProfiles<M extends StageInput & { presentedAt: string | null }>(matches: readonly M[], now: Date) {
  const rank = (match: M) => stageOrder.indexOf(profileStage(match, now));
  const active = matches
    .filter((match) => isMatchActive(match.status))
    .sort((a, b) => rank(a) - rank(b) || (b.presentedAt ?? '').localeCompare(a.presentedAt ?? ''));
  const closed = matches.filter((match) => !isMatchActive(match.status));
  return { active, closed };
}

/** "n/5 profils sélectionnés pour un rendez-vous": the server counts every selected match of the mission. */
export function selectionCount(matches: readonly Pick<Match, 'selected'>[]) {
  return { count: matches.filter((match) => match.selected).length, max: MAX_SELECTED_MATCHES };
}

export type MeetAction = 'meet' | 'propose' | 'change' | 'reschedule';
export type ProfileAction = MeetAction | 'markDone' | 'confirm' | 'decline' | 'duplicate' | 'unselect';

/**
 * The client's actions on a profile, most useful first: the meeting step (meet, then propose, change
 * or reschedule slots, mark done once past), confirm, decline, move to another mission, and take it
 * off the shortlist while no meeting is under way.
 */
export function profileActions(
  match: Pick<Match, 'status' | 'selected' | 'meeting' | 'mission' | 'allowedMoves'>,
  now: Date,
): ProfileAction[] {
  const meeting = meetingActions(match, now);
  const can = (to: string) => match.allowedMoves.some((move) => move.to === to);
  const meet: MeetAction | null =
    meeting.propose === 'propose' ? (match.selected ? 'propose' : 'meet') : meeting.propose;
  const actions: ProfileAction[] = [];
  if (meeting.markDone) actions.push('markDone');
  if (meet) actions.push(meet);
  if (can('corporateConfirmed')) actions.push('confirm');
  if (can('corporateDeclined')) actions.push('decline');
  if (can('corporateDuplicated')) actions.push('duplicate');
  const meetingUnderWay = match.meeting && match.meeting.status !== 'declined';
  if (
    match.selected &&
    !meetingUnderWay &&
    match.status === 'corporateValidation' &&
    match.mission.status === 'seeking'
  )
    actions.push('unselect');
  return actions;
}

/** How the client declines: through the meeting while one is pending (it is released), else by the match's move. */
export function declineRoute(match: Pick<Match, 'meeting'>): 'meeting' | 'status' {
  const status = match.meeting?.status;
  return status === 'proposed' || status === 'booked' ? 'meeting' : 'status';
}
