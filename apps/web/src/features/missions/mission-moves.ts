import { type MissionStatus, missionMove } from '@orbite/domain/mission-status';

/** A button of the mission page: one move the API allows the viewer (`allowedMoves`). */
export interface MissionAction {
  /** The event the move records (mission_validated, ...). */
  event: string;
  /** What names the button and its messages: the event, or the event and its target when one event has two meanings. */
  messageKey: string;
  to: MissionStatus;
  reason: 'refusal' | 'failure' | 'approvalDecline' | null;
  /** Refusals and failures close the mission: the confirmation takes two presses. */
  destructive: boolean;
  /** Leaving the draft is a submission (checked complete by `submitMission`), not a plain move. */
  submit: boolean;
  /**
   * A step back (reopening the draft or the contract, back to the search after a failed contracting): offered, never
   * the page's main action.
   */
  backward: boolean;
  /**
   * Starting the mission while its contract is not signed: the mission starts by itself at the last signature, so
   * the team's move passes over the signatures (a contract signed outside Orbite). Offered, never the main action,
   * and its confirmation says so.
   */
  override: boolean;
}

/** The order of the buttons: what moves the mission forward first, what closes it last. */
const order = [
  'mission_validated',
  'mission_approved',
  'mission_created',
  'mission_draft_finalized',
  'mission_revived',
  'mission_contracting_started',
  'mission_contract_signed',
  'mission_finished',
  'mission_reviewed',
  'mission_contracting_failed',
  'mission_reopened',
  'mission_approval_declined',
  'mission_refused',
  'mission_failed',
];

/** Reopening goes back to the draft or to on-going; a revival back to validation or to matching. */
function messageKeyOf(event: string, to: MissionStatus): string {
  if (event === 'mission_reopened' && to === 'notFinalized') return 'mission_reopened_draft';
  if (event === 'mission_revived' && to === 'toValidate') return 'mission_revived_validation';
  return event;
}

/** The viewer's actions on a mission in a status, from the moves the API allows (and whether its contract is signed). */
export function missionActions(
  status: MissionStatus,
  allowed: readonly { to: MissionStatus; reason: MissionAction['reason'] }[],
  contractSigned = false,
): MissionAction[] {
  const actions = allowed.flatMap((move): MissionAction[] => {
    const step = missionMove(status, move.to);
    if (!step) return [];
    return [
      {
        event: step.event,
        messageKey: messageKeyOf(step.event, move.to),
        to: move.to,
        reason: move.reason,
        destructive: move.reason !== null,
        submit: status === 'notFinalized',
        backward: step.event === 'mission_reopened' || step.event === 'mission_contracting_failed',
        override: step.event === 'mission_contract_signed' && !contractSigned,
      },
    ];
  });
  const rank = (event: string) => (order.includes(event) ? order.indexOf(event) : order.length);
  return actions.sort((a, b) => rank(a.event) - rank(b.event));
}
