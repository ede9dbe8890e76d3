import {
  type FreelancePipelineStage,
  freelancePipelineStages,
  type MatchStatus,
  pipelineColor,
} from '@orbite/domain/match-status';
import type { Match, MatchMove } from '../matches/match-operations';

/*
 * How the freelancer's pages read a match: what they should do next, where the match stands on the
 * pipeline, and which of the moves the API offers to show. The rules themselves (state machine,
 * stage of a match) stay in packages/domain and the API; this only arranges them for the screens.
 */

type MatchLike = Pick<Match, 'id' | 'status' | 'freelanceStatus' | 'presentedAt' | 'selected' | 'updatedAt'> & {
  mission: { id: string };
  meeting: Pick<NonNullable<Match['meeting']>, 'status' | 'slots'> | null;
};

export type NextActionKind =
  | 'answerProposal'
  | 'pickSlot'
  | 'awaitSlots'
  | 'meetingBooked'
  | 'awaitDecision'
  | 'awaitTeam'
  | 'awaitClient'
  | 'contracting'
  | 'onMission';

export interface NextAction {
  kind: NextActionKind;
  /** The freelancer has to act (answer a proposal, choose a slot): shown highlighted. */
  urgent: boolean;
  /** Where the action is done. */
  to: string;
  /** The booked slot, for meetingBooked. */
  at?: string;
}

const missionPath = (match: MatchLike, section?: string) =>
  `/freelancer/missions/${match.mission.id}${section ? `/${section}` : ''}`;

/** The free slots of a meeting still to choose from (the client proposed, nobody booked). */
export function openSlots(match: Pick<MatchLike, 'meeting'>) {
  return match.meeting?.status === 'proposed' ? match.meeting.slots.filter((slot) => !slot.booked) : [];
}

/** What the freelancer should do (or wait for) next on a match; null once it is over. */
export function nextActionOf(match: MatchLike): NextAction | null {
  const stage = match.freelanceStatus;
  if (isClosedStage(stage)) return null;
  if (match.status === 'freelanceProposal')
    return { kind: 'answerProposal', urgent: true, to: `/freelancer/explore/match/${match.id}` };
  if (stage === 'onGoing') return { kind: 'onMission', urgent: false, to: missionPath(match) };
  if (match.status === 'corporateValidation') {
    const meeting = match.meeting;
    if (meeting?.status === 'proposed')
      return openSlots(match).length > 0
        ? { kind: 'pickSlot', urgent: true, to: missionPath(match, 'meeting') }
        : { kind: 'awaitSlots', urgent: false, to: missionPath(match, 'meeting') };
    if (meeting?.status === 'booked') {
      const booked = meeting.slots.find((slot) => slot.booked);
      return { kind: 'meetingBooked', urgent: false, to: missionPath(match, 'meeting'), at: booked?.dateTime };
    }
    if (meeting?.status === 'done') return { kind: 'awaitDecision', urgent: false, to: missionPath(match) };
    return { kind: 'awaitClient', urgent: false, to: missionPath(match) };
  }
  if (match.status === 'freelanceApplication' || match.status === 'teamMemberValidation')
    return { kind: 'awaitTeam', urgent: false, to: missionPath(match) };
  if (match.status === 'corporateConfirmed') return { kind: 'contracting', urgent: false, to: missionPath(match) };
  return null;
}

/** A match that ended: a side exit (red) or a finished mission. */
export function isClosedStage(stage: FreelancePipelineStage): boolean {
  return pipelineColor(stage) === 'red' || stage === 'finished';
}

/**
 * "My missions" in two groups: those in play, the ones needing the freelancer first, then the
 * latest change first; and those over (finished, declined, not retained).
 */
export function groupMyMatches<T extends MatchLike>(matches: readonly T[]): { active: T[]; closed: T[] } {
  const byUpdate = (a: T, b: T) => b.updatedAt.localeCompare(a.updatedAt);
  const active = matches.filter((m) => !isClosedStage(m.freelanceStatus));
  const urgent = (m: T) => (nextActionOf(m)?.urgent ? 0 : 1);
  return {
    active: [...active].sort((a, b) => urgent(a) - urgent(b) || byUpdate(a, b)),
    closed: matches.filter((m) => isClosedStage(m.freelanceStatus)).sort(byUpdate),
  };
}

/** The stages of the way to a mission, in order; the side exits are not on it. */
export const pipelinePath = freelancePipelineStages.filter((stage) => pipelineColor(stage) !== 'red');

export type TimelineState = 'done' | 'current' | 'upcoming' | 'exit';
export interface TimelineStep {
  stage: FreelancePipelineStage;
  state: TimelineState;
}

/** The last stage of the path a closed match had reached, judged from what it kept (presentation, meeting). */
export function reachedStage(
  match: Pick<MatchLike, 'status' | 'presentedAt' | 'selected' | 'meeting'>,
): FreelancePipelineStage {
  const meeting = match.meeting?.status;
  if (match.status === 'corporateConfirmed') return 'dealCreated';
  if (meeting === 'done') return 'meetingDone';
  if (meeting === 'booked') return 'meetingSet';
  if (meeting) return 'datePicking';
  if (match.presentedAt) return match.selected ? 'availability' : 'presentation';
  const fromProposal: readonly MatchStatus[] = [
    'freelanceProposal',
    'freelanceDeclined',
    'freelanceProposalCancelled',
    'freelanceNotInterested',
    'teamMemberPreselection',
  ];
  return fromProposal.includes(match.status) ? 'new' : 'candidat';
}

/**
 * The pipeline as a timeline: the stages passed, the current one, those to come; a match that left
 * the path shows the stages it had reached, then its exit in red.
 */
export function pipelineTimeline(
  match: Pick<MatchLike, 'status' | 'freelanceStatus' | 'presentedAt' | 'selected' | 'meeting'>,
): TimelineStep[] {
  const stage = match.freelanceStatus;
  if (pipelineColor(stage) === 'red') {
    const reached = pipelinePath.indexOf(reachedStage(match));
    return [
      ...pipelinePath.slice(0, reached + 1).map((s): TimelineStep => ({ stage: s, state: 'done' })),
      { stage, state: 'exit' },
    ];
  }
  const current = pipelinePath.indexOf(stage);
  return pipelinePath.map((s, index) => ({
    stage: s,
    state: index < current ? 'done' : index === current ? (stage === 'finished' ? 'done' : 'current') : 'upcoming',
  }));
}

export type FreelanceMoveKind = 'accept' | 'decline' | 'withdrawApplication' | 'withdraw';

export interface FreelanceMove extends MatchMove {
  kind: FreelanceMoveKind;
}

const moveKind: Partial<Record<MatchStatus, FreelanceMoveKind>> = {
  teamMemberValidation: 'accept',
  freelanceDeclined: 'decline',
  freelanceApplicationCancelled: 'withdrawApplication',
  teamMemberValidationCancelled: 'withdraw',
  teamMemberCancelled: 'withdraw',
};

/**
 * The API's moves as the freelancer's buttons. Withdrawing is not offered once the mission has
 * started or ended (the contract binds then), nor while a meeting is proposed or booked: the meeting
 * panel's "decline the meeting" is the way out then.
 */
export function freelanceMovesOf(
  match: Pick<MatchLike, 'freelanceStatus' | 'meeting'> & { allowedMoves: MatchMove[] },
) {
  const started = match.freelanceStatus === 'onGoing' || match.freelanceStatus === 'finished';
  const meetingOpen = match.meeting?.status === 'proposed' || match.meeting?.status === 'booked';
  return match.allowedMoves.flatMap((move): FreelanceMove[] => {
    const kind = moveKind[move.to];
    if (!kind) return [];
    if (kind === 'withdraw' && (started || meetingOpen)) return [];
    return [{ ...move, kind }];
  });
}
