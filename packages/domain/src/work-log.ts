/**
 * Work logs and timesheets. A work log is the monthly activity report (CRA) of one deal: the
 * freelancer fills its days and submits it, the client validates or contests it, the team locks it
 * for invoicing, skips a month with nothing to report, and may reopen a skipped month. A timesheet is
 * the invoicing side of a deal's month: it follows its work logs up to the client's validation, then
 * the team (or the platform, outside safe mode) validates it, generates its invoices and syncs them
 * with the accounting system. Both machines say who may make each move and what it records; the
 * per-day rules are in work-log-days.ts.
 */

export const workLogStatuses = ['draft', 'submitted', 'validated', 'locked', 'paid', 'skipped'] as const;
export type WorkLogStatus = (typeof workLogStatuses)[number];

/** Who moves a work log or a timesheet. */
export type WorkLogActor = 'freelance' | 'corporate' | 'teamMember' | 'system';

export interface WorkLogMove {
  /** null: the move creates the work log. */
  from: WorkLogStatus | null;
  to: WorkLogStatus;
  event: string;
  actors: readonly WorkLogActor[];
  /** contest: the client's comment on what is wrong; skip: why the month has nothing to report. */
  reason?: 'contest' | 'skip';
}

export const workLogMoves: readonly WorkLogMove[] = [
  // The platform opens the month of every signed deal; the team may open a missing one.
  { from: null, to: 'draft', event: 'work_log_created', actors: ['system', 'teamMember'] },
  // The team submits for a freelancer who sent the report another way.
  { from: 'draft', to: 'submitted', event: 'work_log_submitted', actors: ['freelance', 'teamMember'] },
  // The freelancer takes back a report the client has not answered yet.
  { from: 'submitted', to: 'draft', event: 'work_log_withdrawn', actors: ['freelance'] },
  { from: 'submitted', to: 'validated', event: 'work_log_cra_validated', actors: ['corporate', 'teamMember'] },
  {
    from: 'submitted',
    to: 'draft',
    event: 'work_log_contested',
    actors: ['corporate', 'teamMember'],
    reason: 'contest',
  },
  // Locked with its timesheet's validation: the days can no longer change; a correction is a credit note.
  { from: 'validated', to: 'locked', event: 'work_log_locked', actors: ['teamMember', 'system'] },
  { from: 'locked', to: 'paid', event: 'work_log_paid', actors: ['teamMember', 'system'] },
  { from: 'draft', to: 'skipped', event: 'work_log_skipped', actors: ['teamMember'], reason: 'skip' },
  { from: 'submitted', to: 'skipped', event: 'work_log_skipped', actors: ['teamMember'], reason: 'skip' },
  { from: 'skipped', to: 'draft', event: 'work_log_reopened_after_skip', actors: ['teamMember'] },
];

/**
 * The move an actor makes between two statuses, or null. Two moves join submitted to draft: the
 * freelancer's withdrawal and the client's (or team's) contest.
 */
export function workLogMove(from: WorkLogStatus | null, to: WorkLogStatus, actor: WorkLogActor): WorkLogMove | null {
  return workLogMoves.find((move) => move.from === from && move.to === to && move.actors.includes(actor)) ?? null;
}

export function canMoveWorkLog(from: WorkLogStatus | null, to: WorkLogStatus, actor: WorkLogActor): boolean {
  return workLogMove(from, to, actor) !== null;
}

export function allowedWorkLogMoves(from: WorkLogStatus | null, actor: WorkLogActor): WorkLogMove[] {
  return workLogMoves.filter((move) => move.from === from && move.actors.includes(actor));
}

/**
 * Who may change a work log's days and comments (`work_log_updated`): the freelancer, or the team
 * for them, while it is a draft. The client never edits it: it validates or contests.
 */
export function canEditWorkLog(status: WorkLogStatus, actor: WorkLogActor): boolean {
  return status === 'draft' && (actor === 'freelance' || actor === 'teamMember');
}

export const timesheetStatuses = ['open', 'submitted', 'craValidated', 'validated', 'invoiced', 'synced'] as const;
export type TimesheetStatus = (typeof timesheetStatuses)[number];

export interface TimesheetMove {
  from: TimesheetStatus | null;
  to: TimesheetStatus;
  event: string;
  actors: readonly WorkLogActor[];
}

/** The moves up to `craValidated` follow the work logs and are the platform's alone. */
export const timesheetMoves: readonly TimesheetMove[] = [
  { from: null, to: 'open', event: 'timesheet_updated', actors: ['system'] },
  { from: 'open', to: 'submitted', event: 'timesheet_submitted', actors: ['system'] },
  { from: 'submitted', to: 'open', event: 'timesheet_updated', actors: ['system'] },
  { from: 'submitted', to: 'craValidated', event: 'timesheet_cra_validated', actors: ['system'] },
  { from: 'craValidated', to: 'validated', event: 'timesheet_validated', actors: ['teamMember', 'system'] },
  { from: 'validated', to: 'invoiced', event: 'timesheet_invoice_generated', actors: ['teamMember', 'system'] },
  { from: 'invoiced', to: 'synced', event: 'timesheet_synced', actors: ['teamMember', 'system'] },
];

/** Safe mode is the team's switch on a timesheet: while on, the platform makes no move past the client's validation. */
export const timesheetSafeModeEvents = { on: 'timesheet_safe_mode_on', off: 'timesheet_safe_mode_off' } as const;

/** Steps the platform takes on its own unless safe mode is on. */
const automaticSteps: readonly TimesheetStatus[] = ['validated', 'invoiced', 'synced'];

export function timesheetMove(
  from: TimesheetStatus | null,
  to: TimesheetStatus,
  actor: WorkLogActor,
  safeMode: boolean,
): TimesheetMove | null {
  if (safeMode && actor === 'system' && automaticSteps.includes(to)) return null;
  return timesheetMoves.find((move) => move.from === from && move.to === to && move.actors.includes(actor)) ?? null;
}

export function canMoveTimesheet(
  from: TimesheetStatus | null,
  to: TimesheetStatus,
  actor: WorkLogActor,
  safeMode: boolean,
): boolean {
  return timesheetMove(from, to, actor, safeMode) !== null;
}

/** Only the team turns safe mode on or off. */
export function canToggleSafeMode(actor: WorkLogActor): boolean {
  return actor === 'teamMember';
}

/** Invoices come only from a validated timesheet (and only once). */
export function canGenerateInvoices(status: TimesheetStatus): boolean {
  return status === 'validated';
}

/**
 * The status a timesheet follows from its month's work logs (skipped ones left aside): open while
 * one is a draft, submitted while one waits for the client, craValidated once every one is
 * validated (or further). Null when there is nothing to invoice: no work log, or all skipped.
 */
export function timesheetStatusFromWorkLogs(statuses: readonly WorkLogStatus[]): TimesheetStatus | null {
  const counted = statuses.filter((status) => status !== 'skipped');
  if (counted.length === 0) return null;
  if (counted.includes('draft')) return 'open';
  if (counted.includes('submitted')) return 'submitted';
  return 'craValidated';
}
