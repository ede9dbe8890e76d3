/**
 * The mission state machine: statuses of the spec, and every move allowed between them, with who
 * may make it and what it records. The API refuses any other move (code 605, invalid mission
 * state); the web app shows only the moves `allowedMissionMoves` gives.
 */
export const missionStatuses = [
  'notFinalized',
  'toApprove',
  'approvalDeclined',
  'toValidate',
  'refused',
  'seeking',
  'failed',
  'quotation',
  'onGoing',
  'finished',
  'reviewed',
] as const;
export type MissionStatus = (typeof missionStatuses)[number];

/** Who moves a mission: a client admin, a client manager, the team, or the platform itself (a signed deal). */
export type MissionActor = 'corporateAdmin' | 'corporateManager' | 'teamMember' | 'system';

export interface MissionMove {
  from: MissionStatus;
  to: MissionStatus;
  /** The activity event the move records. */
  event: string;
  actors: readonly MissionActor[];
  /** A reason the move must carry. */
  reason?: 'refusal' | 'failure' | 'approvalDecline';
}

const client = ['corporateAdmin', 'corporateManager'] as const;

export const missionMoves: readonly MissionMove[] = [
  // A manager's draft goes to the company's admin first; an admin's or the team's goes to the team.
  { from: 'notFinalized', to: 'toApprove', event: 'mission_draft_finalized', actors: ['corporateManager'] },
  { from: 'notFinalized', to: 'toValidate', event: 'mission_created', actors: ['corporateAdmin', 'teamMember'] },
  { from: 'toApprove', to: 'toValidate', event: 'mission_approved', actors: ['corporateAdmin', 'teamMember'] },
  {
    from: 'toApprove',
    to: 'approvalDeclined',
    event: 'mission_approval_declined',
    actors: ['corporateAdmin'],
    reason: 'approvalDecline',
  },
  { from: 'approvalDeclined', to: 'notFinalized', event: 'mission_reopened', actors: client },
  { from: 'toValidate', to: 'seeking', event: 'mission_validated', actors: ['teamMember'] },
  { from: 'toValidate', to: 'refused', event: 'mission_refused', actors: ['teamMember'], reason: 'refusal' },
  { from: 'toValidate', to: 'notFinalized', event: 'mission_reopened', actors: [...client, 'teamMember'] },
  { from: 'refused', to: 'toValidate', event: 'mission_revived', actors: ['teamMember'] },
  { from: 'seeking', to: 'quotation', event: 'mission_contracting_started', actors: ['teamMember', 'system'] },
  { from: 'seeking', to: 'failed', event: 'mission_failed', actors: [...client, 'teamMember'], reason: 'failure' },
  { from: 'quotation', to: 'onGoing', event: 'mission_contract_signed', actors: ['system', 'teamMember'] },
  { from: 'quotation', to: 'seeking', event: 'mission_contracting_failed', actors: ['teamMember'] },
  { from: 'quotation', to: 'failed', event: 'mission_failed', actors: [...client, 'teamMember'], reason: 'failure' },
  { from: 'onGoing', to: 'finished', event: 'mission_finished', actors: ['teamMember', 'system'] },
  { from: 'finished', to: 'onGoing', event: 'mission_reopened', actors: ['teamMember'] },
  { from: 'finished', to: 'reviewed', event: 'mission_reviewed', actors: ['system', 'teamMember'] },
  { from: 'failed', to: 'seeking', event: 'mission_revived', actors: ['teamMember'] },
];

/** The move from one status to another, or null when the machine has none. */
export function missionMove(from: MissionStatus, to: MissionStatus): MissionMove | null {
  return missionMoves.find((move) => move.from === from && move.to === to) ?? null;
}

/** Whether an actor may move a mission between two statuses. */
export function canMoveMission(from: MissionStatus, to: MissionStatus, actor: MissionActor): boolean {
  return missionMove(from, to)?.actors.includes(actor) ?? false;
}

/** The moves an actor may make from a status, for the buttons a page shows. */
export function allowedMissionMoves(from: MissionStatus, actor: MissionActor): MissionMove[] {
  return missionMoves.filter((move) => move.from === from && move.actors.includes(actor));
}

/** Statuses no move leaves except a team revival: the archive. */
export const archivedMissionStatuses: readonly MissionStatus[] = [
  'approvalDeclined',
  'refused',
  'failed',
  'finished',
  'reviewed',
];

/** Back-office list modes and the statuses each shows. */
export const backofficeMissionTabs = {
  validation: ['toValidate'],
  matching: ['seeking'],
  care: ['quotation'],
  ongoing: ['onGoing'],
  draft: ['notFinalized'],
  archived: archivedMissionStatuses,
  all: missionStatuses,
} as const satisfies Record<string, readonly MissionStatus[]>;
export type BackofficeMissionTab = keyof typeof backofficeMissionTabs;

/** Client list modes and the statuses each shows. */
export const corporateMissionTabs = {
  all: missionStatuses,
  deposit: ['toApprove', 'toValidate', 'seeking', 'quotation'],
  contracted: ['onGoing'],
  archived: archivedMissionStatuses,
} as const satisfies Record<string, readonly MissionStatus[]>;
export type CorporateMissionTab = keyof typeof corporateMissionTabs;

export type StatusColor = 'red' | 'grey' | 'green' | 'blue';

/** The spec's colours: red for the refusals and failures, grey before validation, green from on-going. */
export function missionStatusColor(status: MissionStatus): StatusColor {
  if (status === 'approvalDeclined' || status === 'refused' || status === 'failed') return 'red';
  if (status === 'notFinalized' || status === 'toValidate' || status === 'toApprove') return 'grey';
  if (status === 'onGoing' || status === 'finished' || status === 'reviewed') return 'green';
  return 'blue';
}

/** A match ratio as shown everywhere: "7/9" and the rounded percent (0 when there is nothing to match). */
export function matchRatio(numerator: number, denominator: number): { label: string; percent: number } {
  const percent = denominator > 0 ? Math.round((numerator / denominator) * 100) : 0;
  return { label: `${numerator}/${denominator}`, percent };
}
