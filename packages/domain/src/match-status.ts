/**
 * The match state machine: a freelancer in the running for a mission. The statuses of the spec,
 * every move allowed between them with who may make it and what it records, who sees a match, the
 * freelancer's pipeline stage and the back-office funnel. The API refuses any other move; pages show
 * only the moves `allowedMatchMoves` gives.
 */
import type { MissionStatus } from './mission-status';

export const matchStatuses = [
  'teamMemberPreselection',
  'freelanceProposal',
  'freelanceProposalCancelled',
  'freelanceApplication',
  'freelanceApplicationCancelled',
  'freelanceDeclined',
  'freelanceNotInterested',
  'teamMemberValidation',
  'teamMemberValidationCancelled',
  'teamMemberValidationDeclined',
  'corporateValidation',
  'corporateDeclined',
  'corporateDuplicated',
  'corporateConfirmed',
  'teamMemberCancelled',
] as const;
export type MatchStatus = (typeof matchStatuses)[number];

/** Who cancelled a match, as the match records it. */
export const matchCancelSources = ['freelance', 'corporate', 'teamMember'] as const;
export type MatchCancelSource = (typeof matchCancelSources)[number];

/** Who moves a match: the freelancer, the client, the team, or the platform itself (automatic matching). */
export type MatchActor = 'freelance' | 'corporate' | 'teamMember' | 'system';

export interface MatchMove {
  /** null: the move creates the match. */
  from: MatchStatus | null;
  to: MatchStatus;
  /** The activity event the move records. */
  event: string;
  actors: readonly MatchActor[];
  /** A reason the move must carry: decline reasons, or a cancellation. */
  reason?: 'decline' | 'cancel';
  /** The cancel source a cancellation records. */
  cancelSource?: MatchCancelSource;
}

/** Closed statuses the team may bring back to preselection. */
const revivable: readonly MatchStatus[] = [
  'teamMemberCancelled',
  'corporateDeclined',
  'freelanceDeclined',
  'freelanceProposalCancelled',
  'freelanceApplicationCancelled',
  'teamMemberValidationCancelled',
  'teamMemberValidationDeclined',
];

const cancel = (from: MatchStatus, to: MatchStatus, event: string, source: MatchCancelSource): MatchMove => ({
  from,
  to,
  event,
  actors: [source],
  reason: 'cancel',
  cancelSource: source,
});

const decline = (from: MatchStatus, to: MatchStatus, event: string, actors: readonly MatchActor[]): MatchMove => ({
  from,
  to,
  event,
  actors,
  reason: 'decline',
});

const client = ['corporate', 'teamMember'] as const;

export const matchMoves: readonly MatchMove[] = [
  // Creation: the freelancer applies or passes, the team or the engine preselects, or the team
  // puts a profile straight in front of the client.
  { from: null, to: 'freelanceApplication', event: 'match_applied', actors: ['freelance'] },
  { from: null, to: 'teamMemberPreselection', event: 'match_preselected', actors: ['teamMember', 'system'] },
  { from: null, to: 'freelanceNotInterested', event: 'match_not_interested', actors: ['freelance'] },
  { from: null, to: 'corporateValidation', event: 'match_presented', actors: ['teamMember'] },

  { from: 'teamMemberPreselection', to: 'freelanceProposal', event: 'match_proposed', actors: ['teamMember'] },
  // The freelancer never sees a preselection: they may apply or pass as if it did not exist.
  { from: 'teamMemberPreselection', to: 'freelanceApplication', event: 'match_applied', actors: ['freelance'] },
  {
    from: 'teamMemberPreselection',
    to: 'freelanceNotInterested',
    event: 'match_not_interested',
    actors: ['freelance'],
  },
  { from: 'teamMemberPreselection', to: 'corporateValidation', event: 'match_presented', actors: ['teamMember'] },
  cancel('teamMemberPreselection', 'teamMemberCancelled', 'match_cancelled', 'teamMember'),

  { from: 'freelanceProposal', to: 'teamMemberValidation', event: 'match_proposal_accepted', actors: ['freelance'] },
  decline('freelanceProposal', 'freelanceDeclined', 'match_declined_by_freelance', ['freelance']),
  cancel('freelanceProposal', 'freelanceProposalCancelled', 'match_proposal_cancelled', 'teamMember'),

  {
    from: 'freelanceApplication',
    to: 'teamMemberValidation',
    event: 'match_application_reviewed',
    actors: ['teamMember'],
  },
  // On a Connect mission the platform presents a qualified freelancer's application itself (mission.ts).
  {
    from: 'freelanceApplication',
    to: 'corporateValidation',
    event: 'match_presented',
    actors: ['teamMember', 'system'],
  },
  decline('freelanceApplication', 'teamMemberValidationDeclined', 'match_declined_by_team', ['teamMember']),
  cancel('freelanceApplication', 'freelanceApplicationCancelled', 'match_application_cancelled', 'freelance'),

  { from: 'freelanceNotInterested', to: 'freelanceApplication', event: 'match_applied', actors: ['freelance'] },

  { from: 'teamMemberValidation', to: 'corporateValidation', event: 'match_presented', actors: ['teamMember'] },
  decline('teamMemberValidation', 'teamMemberValidationDeclined', 'match_declined_by_team', ['teamMember']),
  cancel('teamMemberValidation', 'teamMemberValidationCancelled', 'match_cancelled', 'freelance'),

  { from: 'corporateValidation', to: 'corporateConfirmed', event: 'match_confirmed', actors: client },
  decline('corporateValidation', 'corporateDeclined', 'match_declined_by_corporate', client),
  // The profile moves to another mission of the same company.
  { from: 'corporateValidation', to: 'corporateDuplicated', event: 'match_duplicated', actors: client },
  cancel('corporateValidation', 'teamMemberCancelled', 'match_cancelled', 'freelance'),
  cancel('corporateValidation', 'teamMemberCancelled', 'match_cancelled', 'teamMember'),

  cancel('corporateConfirmed', 'teamMemberCancelled', 'match_cancelled', 'freelance'),
  cancel('corporateConfirmed', 'teamMemberCancelled', 'match_cancelled', 'corporate'),
  cancel('corporateConfirmed', 'teamMemberCancelled', 'match_cancelled', 'teamMember'),

  ...revivable.map(
    (from): MatchMove => ({ from, to: 'teamMemberPreselection', event: 'match_revived', actors: ['teamMember'] }),
  ),
];

/**
 * The move an actor makes from one status to another (from null: creating the match), or null when
 * the machine has none for that actor. Several moves may join the same statuses, one per cancel source.
 */
export function matchMove(from: MatchStatus | null, to: MatchStatus, actor: MatchActor): MatchMove | null {
  return matchMoves.find((move) => move.from === from && move.to === to && move.actors.includes(actor)) ?? null;
}

/** Whether an actor may move a match between two statuses (from null: create it in that status). */
export function canMoveMatch(from: MatchStatus | null, to: MatchStatus, actor: MatchActor): boolean {
  return matchMove(from, to, actor) !== null;
}

/** The moves an actor may make from a status (null: the ways it may create a match), for the buttons a page shows. */
export function allowedMatchMoves(from: MatchStatus | null, actor: MatchActor): MatchMove[] {
  return matchMoves.filter((move) => move.from === from && move.actors.includes(actor));
}

/** The cancel source the match records when `actor` makes `move`; null for any other move or actor. */
export function cancelSourceOf(move: MatchMove, actor: MatchActor): MatchCancelSource | null {
  if (move.reason !== 'cancel' || !move.actors.includes(actor) || actor === 'system') return null;
  return move.cancelSource ?? actor;
}

/** Statuses still in play. */
export const activeMatchStatuses = [
  'teamMemberPreselection',
  'freelanceProposal',
  'freelanceApplication',
  'teamMemberValidation',
  'corporateValidation',
  'corporateConfirmed',
] as const satisfies readonly MatchStatus[];

/** Statuses that ended the match: declined, cancelled, duplicated or passed on. */
export const closedMatchStatuses: readonly MatchStatus[] = matchStatuses.filter((status) => !isMatchActive(status));

export function isMatchActive(status: MatchStatus): boolean {
  return (activeMatchStatuses as readonly MatchStatus[]).includes(status);
}

const corporateStatuses: readonly MatchStatus[] = [
  'corporateValidation',
  'corporateDeclined',
  'corporateDuplicated',
  'corporateConfirmed',
];

/**
 * Whether the client sees the match: once presented to them, and a cancelled match only when it
 * had been presented before (`presentedAt` set).
 */
export function visibleToCorporate(status: MatchStatus, presentedAt: string | Date | null): boolean {
  if (corporateStatuses.includes(status)) return true;
  return status === 'teamMemberCancelled' && Boolean(presentedAt);
}

/** Whether the freelancer sees the match: always, except while the team is still preselecting. */
export function visibleToFreelance(status: MatchStatus): boolean {
  return status !== 'teamMemberPreselection';
}

export const freelancePipelineStages = [
  'new',
  'candidat',
  'presentation',
  'availability',
  'datePicking',
  'meetingSet',
  'meetingDone',
  'dealCreated',
  'freeEstimate',
  'contractCreation',
  'signing',
  'ready',
  'onGoing',
  'finished',
  'refusedByFreelance',
  'refused',
  'failed',
] as const;
export type FreelancePipelineStage = (typeof freelancePipelineStages)[number];

/** Where a match's meeting stands: none yet (or only proposed slots), booked, or held. */
export type MeetingProgress = 'none' | 'booked' | 'done';

export interface FreelancePipelineInput {
  status: MatchStatus;
  cancelSource?: MatchCancelSource | null;
  /** Chosen by the client to be met. */
  selected: boolean;
  /** The client has proposed time slots. */
  slotsProposed: boolean;
  meeting: MeetingProgress;
  missionStatus: MissionStatus;
}

const leftByFreelance: readonly MatchStatus[] = [
  'freelanceDeclined',
  'freelanceNotInterested',
  'freelanceApplicationCancelled',
  'teamMemberValidationCancelled',
];

/**
 * The stage the freelancer's pipeline shows for a match. The deal stages after `dealCreated`
 * (freeEstimate to ready) come from the deal, not from the match.
 */
export function freelancePipelineStage(input: FreelancePipelineInput): FreelancePipelineStage {
  const { status, missionStatus } = input;
  if (missionStatus === 'failed' || missionStatus === 'refused') return 'failed';
  if (leftByFreelance.includes(status)) return 'refusedByFreelance';
  if (status === 'teamMemberCancelled') return input.cancelSource === 'freelance' ? 'refusedByFreelance' : 'refused';
  if (!isMatchActive(status)) return 'refused';
  if (status === 'freelanceProposal' || status === 'teamMemberPreselection') return 'new';
  if (status === 'freelanceApplication' || status === 'teamMemberValidation') return 'candidat';
  if (status === 'corporateValidation') {
    if (input.meeting === 'done') return 'meetingDone';
    if (input.meeting === 'booked') return 'meetingSet';
    if (input.slotsProposed) return 'datePicking';
    return input.selected ? 'availability' : 'presentation';
  }
  if (missionStatus === 'onGoing') return 'onGoing';
  if (missionStatus === 'finished' || missionStatus === 'reviewed') return 'finished';
  return 'dealCreated';
}

/** The spec's colours: green once ready, red for the side exits, blue otherwise. */
export function pipelineColor(stage: FreelancePipelineStage): 'green' | 'red' | 'blue' {
  if (stage === 'ready' || stage === 'onGoing' || stage === 'finished') return 'green';
  if (stage === 'refusedByFreelance' || stage === 'refused' || stage === 'failed') return 'red';
  return 'blue';
}

/** The back-office funnel of a mission: a kanban column per stage. */
export const funnelColumns = [
  'preselection',
  'proposal',
  'application',
  'teamValidation',
  'corporateValidation',
  'meeting',
  'confirmed',
  'closed',
] as const;
export type FunnelColumn = (typeof funnelColumns)[number];

/** The status a column stands for; the meeting and closed columns stand for none. */
const columnStatus: Record<FunnelColumn, MatchStatus | null> = {
  preselection: 'teamMemberPreselection',
  proposal: 'freelanceProposal',
  application: 'freelanceApplication',
  teamValidation: 'teamMemberValidation',
  corporateValidation: 'corporateValidation',
  meeting: null,
  confirmed: 'corporateConfirmed',
  closed: null,
};

/** The column a match shows in: a presented match with a booked or held meeting is in "meeting". */
export function funnelColumnOf(status: MatchStatus, meeting: MeetingProgress): FunnelColumn {
  if (!isMatchActive(status)) return 'closed';
  if (status === 'corporateValidation' && meeting !== 'none') return 'meeting';
  const column = funnelColumns.find((c) => columnStatus[c] === status);
  if (!column) throw new Error(`No funnel column for ${status}`);
  return column;
}

/**
 * The status a team member's drag of a match into a column means, or null when the drop is refused:
 * the machine has no such team move, or the column is "meeting" (meetings are booked, not dragged)
 * or "closed" (closing needs a reason, asked in a dialog).
 */
export function funnelDrop(status: MatchStatus, target: FunnelColumn): MatchStatus | null {
  const to = columnStatus[target];
  return to !== null && canMoveMatch(status, to, 'teamMember') ? to : null;
}

/** Why a freelancer does not go on after meeting the client. */
export const postMeetingFreelanceReasons = [
  'retribution',
  'location',
  'technicalContent',
  'conditions',
  'otherMission',
  'other',
] as const;
export type PostMeetingFreelanceReason = (typeof postMeetingFreelanceReasons)[number];

/** Decline reasons, per side: the client's (corporateDeclined) and the team's (teamMemberValidationDeclined). */
export const matchDeclineReasons = {
  corporate: ['skills', 'experience', 'retribution', 'availability', 'location', 'communication', 'other'],
  teamMember: ['skills', 'retribution', 'availability', 'location', 'notFreelance', 'profileQuality', 'other'],
} as const;
export type CorporateMatchDeclineReason = (typeof matchDeclineReasons.corporate)[number];
export type TeamMemberMatchDeclineReason = (typeof matchDeclineReasons.teamMember)[number];

/** The most profiles a client may select to meet at once (more is error 611). */
export const MAX_SELECTED_MATCHES = 5;
