import {
  allowedWorkLogMoves,
  canEditWorkLog,
  type WorkLogActor,
  type WorkLogMove,
  type WorkLogStatus,
} from '@orbite/domain/work-log';
import type { MarketCaller } from '../missions/missions.caller';

type Caller = Pick<MarketCaller, 'role' | 'companyId' | 'freelanceId'>;
interface DealScope {
  companyId: number;
  freelanceId: number;
}

/** The actor of the work log machine a caller is (never `system`: that is the platform itself). */
export function workLogActorOf(caller: Pick<MarketCaller, 'role'>): WorkLogActor | null {
  if (caller.role === 'teamMember') return 'teamMember';
  if (caller.role === 'corporate') return 'corporate';
  if (caller.role === 'freelancer') return 'freelance';
  return null;
}

/** The team reads every work log; the client its company's deals'; the freelancer their own deals'. */
export function canReadWorkLogs(caller: Caller, deal: DealScope): boolean {
  if (caller.role === 'teamMember') return true;
  if (caller.role === 'corporate') return caller.companyId !== null && caller.companyId === deal.companyId;
  if (caller.role === 'freelancer') return caller.freelanceId !== null && caller.freelanceId === deal.freelanceId;
  return false;
}

/** Days and comments: the deal's freelancer, or the team for them, on a draft. The client never. */
export function canEditWorkLogOf(caller: Caller, deal: DealScope, status: WorkLogStatus): boolean {
  const actor = workLogActorOf(caller);
  return actor !== null && canReadWorkLogs(caller, deal) && canEditWorkLog(status, actor);
}

/** The actions a work log page offers its viewer, one per move of the machine. */
export const workLogActions = ['submit', 'withdraw', 'validate', 'contest', 'lock', 'skip', 'reopen'] as const;
export type WorkLogAction = (typeof workLogActions)[number];

/** The machine's event behind each action. */
export const eventOfAction: Record<WorkLogAction, string> = {
  submit: 'work_log_submitted',
  withdraw: 'work_log_withdrawn',
  validate: 'work_log_cra_validated',
  contest: 'work_log_contested',
  lock: 'work_log_locked',
  skip: 'work_log_skipped',
  reopen: 'work_log_reopened_after_skip',
};

/** The move an action makes for this caller, or null when the machine or the scope refuses it. */
export function workLogMoveFor(
  caller: Caller,
  deal: DealScope,
  status: WorkLogStatus,
  action: WorkLogAction,
): WorkLogMove | null {
  const actor = workLogActorOf(caller);
  if (!actor || !canReadWorkLogs(caller, deal)) return null;
  return allowedWorkLogMoves(status, actor).find((move) => move.event === eventOfAction[action]) ?? null;
}

export function allowedWorkLogActions(caller: Caller, deal: DealScope, status: WorkLogStatus): WorkLogAction[] {
  return workLogActions.filter((action) => workLogMoveFor(caller, deal, status, action) !== null);
}

/** The invoicing side (timesheet, worked days, safe mode): the team and the client, not the freelancer. */
export function canReadTimesheet(caller: Caller, deal: DealScope): boolean {
  return caller.role !== 'freelancer' && canReadWorkLogs(caller, deal);
}
