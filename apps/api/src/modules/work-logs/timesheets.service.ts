/**
 * Timesheets: the invoicing side of a deal's month. The platform moves them after their work logs
 * (open, submitted, craValidated); past the client's validation the platform validates them unless
 * the team turned safe mode on, in which case the team corrects the worked days and validates.
 * Helper D1's invoicing reads them through `timesheetForInvoicing` and `markTimesheetInvoiced`.
 */
import { ErrorCode } from '@orbite/domain/errors';
import {
  canGenerateInvoices,
  canToggleSafeMode,
  type TimesheetStatus,
  timesheetMove,
  timesheetSafeModeEvents,
  timesheetStatusFromWorkLogs,
  type WorkLogStatus,
} from '@orbite/domain/work-log';
import { isValidMonthTotal, workLogTotal } from '@orbite/domain/work-log-days';
import type { DbOrTx, Tx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { type Actor, recordActivity } from '../activity/activity.service';
import { findDeal } from '../deals/deals.repository';
import type { DealRow } from '../deals/deals.tables';
import { generateTimesheetInvoices } from '../invoices/invoice-issuing';
import type { MarketCaller } from '../missions/missions.caller';
import { canReadTimesheet, workLogActorOf } from './work-logs.policy';
import * as repository from './work-logs.repository';
import type { TimesheetRow, WorkLogRow } from './work-logs.tables';

export const systemActor: Actor = { userId: null, impersonatorUserId: null };

/** The platform acting on its own, for the services that take a caller (invoicing). */
export const systemCaller: MarketCaller = {
  actor: systemActor,
  role: null,
  userId: null,
  companyId: null,
  corporateRole: null,
  corporateId: null,
  freelanceId: null,
};

const notFound = () => new AppError(ErrorCode.notFound);
const invalidState = () =>
  new AppError(ErrorCode.invalidMissionState, 'Cette action n’est pas possible dans le statut actuel du relevé.');

async function recordTimesheetEvent(
  tx: DbOrTx,
  actor: Actor,
  timesheet: TimesheetRow,
  type: string,
  payload: Record<string, unknown> = {},
) {
  await recordActivity(tx, actor, {
    category: 'timesheet',
    type,
    entityType: 'timesheet',
    entityId: timesheet.id,
    payload: { dealId: timesheet.dealId, month: timesheet.month, ...payload },
  });
}

/** One move of the machine, with its event; 605 when the machine refuses it. */
async function moveTimesheet(
  tx: DbOrTx,
  actor: Actor,
  who: 'teamMember' | 'system',
  timesheet: TimesheetRow,
  to: TimesheetStatus,
  patch: repository.TimesheetPatch = {},
): Promise<TimesheetRow> {
  const from = timesheet.status as TimesheetStatus;
  const step = timesheetMove(from, to, who, timesheet.safeMode);
  if (!step) throw invalidState();
  const updated = await repository.updateTimesheet(tx, timesheet.id, { ...patch, status: to });
  await recordTimesheetEvent(tx, actor, updated, step.event, { from, to, by: who });
  return updated;
}

/** Opens the timesheet of a deal's month when missing (`timesheet_updated`, by the platform). */
export async function openTimesheet(tx: DbOrTx, dealId: number, month: string): Promise<TimesheetRow> {
  const created = await repository.insertTimesheetIfMissing(tx, { dealId, month });
  if (created) {
    await recordTimesheetEvent(tx, systemActor, created, 'timesheet_updated', { to: 'open', by: 'system' });
    return created;
  }
  return (await repository.timesheetOf(tx, dealId, month, true))!;
}

/** The way from one status to another before the client's validation, one system move at a time. */
const followPaths: Record<string, TimesheetStatus[]> = {
  'open>submitted': ['submitted'],
  'open>craValidated': ['submitted', 'craValidated'],
  'submitted>open': ['open'],
  'submitted>craValidated': ['craValidated'],
};

/**
 * After a work log moved: the timesheet of its month follows the month's work logs (system moves),
 * and once they are all validated, the platform validates it too unless safe mode is on.
 */
export async function followWorkLogs(
  deps: AppDeps,
  tx: Tx,
  deal: DealRow,
  month: string,
  monthWorkLogs: readonly WorkLogRow[],
): Promise<TimesheetRow> {
  let timesheet = await openTimesheet(tx, deal.id, month);
  // Nothing left to invoice (every work log skipped): a timesheet waiting for the client reopens.
  const target =
    timesheetStatusFromWorkLogs(monthWorkLogs.map((log) => log.status as WorkLogStatus)) ??
    (timesheet.status === 'submitted' ? 'open' : null);
  const path = target ? followPaths[`${timesheet.status}>${target}`] : undefined;
  const total = monthWorkLogs
    .filter((log) => log.status !== 'skipped')
    .reduce((sum, log) => sum + workLogTotal(log.entries), 0);
  for (const to of path ?? []) {
    const patch = to === 'craValidated' ? { workedDays: total } : {};
    timesheet = await moveTimesheet(tx, systemActor, 'system', timesheet, to, patch);
  }
  if (timesheet.status === 'craValidated' && !timesheet.safeMode)
    timesheet = await validate(deps, tx, null, timesheet, monthWorkLogs);
  return timesheet;
}

/** Validates a timesheet: its work logs are locked (the days no longer change), then invoiced. */
async function validate(
  deps: AppDeps,
  tx: Tx,
  team: MarketCaller | null,
  timesheet: TimesheetRow,
  monthWorkLogs: readonly WorkLogRow[],
): Promise<TimesheetRow> {
  const actor = team?.actor ?? systemActor;
  const who = team ? 'teamMember' : 'system';
  const validated = await moveTimesheet(tx, actor, who, timesheet, 'validated', {
    validatedAt: new Date(),
    validatedByUserId: actor.userId,
  });
  for (const log of monthWorkLogs.filter((l) => l.status === 'validated')) {
    const locked = await repository.updateWorkLog(tx, log.id, { status: 'locked', lockedAt: new Date() });
    await recordActivity(tx, actor, {
      category: 'work_log',
      type: 'work_log_locked',
      entityType: 'work_log',
      entityId: log.id,
      payload: {
        from: 'validated',
        to: 'locked',
        by: who,
        dealId: log.dealId,
        month: log.month,
        revision: locked?.revision,
      },
    });
  }
  // Invoicing in a savepoint: should it fail (a client's billing settings missing), the validation
  // stands and the invoicing job tries again the next day.
  try {
    await tx.transaction((savepoint) => generateTimesheetInvoices(deps, savepoint, validated.id, team ?? systemCaller));
  } catch (error) {
    deps.logger.warn({ err: error, timesheetId: validated.id }, 'invoices of a validated timesheet not generated');
  }
  return (await repository.findTimesheet(tx, validated.id)) ?? validated;
}

/** A timesheet the team acts on, locked, with its deal. */
async function teamTimesheet(tx: Tx, caller: MarketCaller, id: number) {
  if (caller.role !== 'teamMember') throw notFound();
  const timesheet = await repository.findTimesheet(tx, id, true);
  const deal = timesheet ? await findDeal(tx, timesheet.dealId) : null;
  if (!timesheet || !deal || !canReadTimesheet(caller, deal)) throw notFound();
  return { timesheet, deal };
}

function checkWorkedDays(workedDays: number, month: string) {
  if (!isValidMonthTotal(workedDays, month))
    throw new AppError(
      ErrorCode.invalidInput,
      'Nombre de jours invalide : un nombre positif avec moins de 3 décimales, au plus le nombre de jours du mois.',
      'workedDays',
      'invalidWorkedDays',
    );
}

/** The team corrects the days to invoice before validating (the work logs' total by default). */
export async function correctWorkedDays(deps: AppDeps, caller: MarketCaller, id: number, workedDays: number) {
  return deps.db.transaction(async (tx) => {
    const { timesheet } = await teamTimesheet(tx, caller, id);
    if (!['open', 'submitted', 'craValidated'].includes(timesheet.status)) throw invalidState();
    checkWorkedDays(workedDays, timesheet.month);
    const updated = await repository.updateTimesheet(tx, timesheet.id, { workedDays });
    await recordTimesheetEvent(tx, caller.actor, updated, 'timesheet_updated', {
      workedDays,
      previous: timesheet.workedDays,
      by: 'teamMember',
    });
    return updated;
  });
}

/** The team validates a timesheet the client validated (in safe mode), optionally with corrected days. */
export async function validateTimesheet(
  deps: AppDeps,
  caller: MarketCaller,
  id: number,
  workedDays?: number | null,
): Promise<TimesheetRow> {
  return deps.db.transaction(async (tx) => {
    let { timesheet } = await teamTimesheet(tx, caller, id);
    if (timesheet.status !== 'craValidated') throw invalidState();
    if (workedDays !== undefined && workedDays !== null && workedDays !== timesheet.workedDays) {
      checkWorkedDays(workedDays, timesheet.month);
      timesheet = await repository.updateTimesheet(tx, timesheet.id, { workedDays });
      await recordTimesheetEvent(tx, caller.actor, timesheet, 'timesheet_updated', { workedDays, by: 'teamMember' });
    }
    const logs = await repository.workLogsOfDeals(tx, [timesheet.dealId]);
    const monthLogs = logs.filter((log) => log.month === timesheet.month);
    return validate(deps, tx, caller, timesheet, monthLogs);
  });
}

/** Safe mode on: the platform stops at the client's validation. Off: it validates a waiting timesheet at once. */
export async function toggleSafeMode(deps: AppDeps, caller: MarketCaller, id: number, safeMode: boolean) {
  const who = workLogActorOf(caller);
  if (!who || !canToggleSafeMode(who)) throw notFound();
  return deps.db.transaction(async (tx) => {
    const { timesheet, deal } = await teamTimesheet(tx, caller, id);
    if (timesheet.safeMode === safeMode) return timesheet;
    const updated = await repository.updateTimesheet(tx, timesheet.id, { safeMode });
    await recordTimesheetEvent(tx, caller.actor, updated, timesheetSafeModeEvents[safeMode ? 'on' : 'off']);
    if (safeMode || updated.status !== 'craValidated') return updated;
    const logs = (await repository.workLogsOfDeals(tx, [deal.id])).filter((log) => log.month === updated.month);
    return validate(deps, tx, null, updated, logs);
  });
}

// For invoicing (helper D1).

export interface TimesheetForInvoicing {
  id: number;
  dealId: number;
  month: string;
  status: TimesheetStatus;
  workedDays: number;
  safeMode: boolean;
}

/** What invoicing needs of a timesheet, or null when there is none with this id. */
export async function timesheetForInvoicing(db: DbOrTx, timesheetId: number): Promise<TimesheetForInvoicing | null> {
  const row = await repository.findTimesheet(db, timesheetId);
  if (!row) return null;
  return {
    id: row.id,
    dealId: row.dealId,
    month: row.month,
    status: row.status as TimesheetStatus,
    workedDays: Number(row.workedDays),
    safeMode: row.safeMode,
  };
}

/** validated -> invoiced (`timesheet_invoice_generated`) in the invoicing transaction; 605 from any other status. */
export async function markTimesheetInvoiced(tx: DbOrTx, timesheetId: number, caller: MarketCaller) {
  const timesheet = await repository.findTimesheet(tx, timesheetId, true);
  if (!timesheet) throw notFound();
  if (!canGenerateInvoices(timesheet.status as TimesheetStatus)) throw invalidState();
  const who = caller.role === 'teamMember' ? 'teamMember' : 'system';
  return moveTimesheet(tx, caller.actor, who, timesheet, 'invoiced', { invoicedAt: new Date() });
}

export const timesheetsOfDeals = repository.timesheetsOfDeals;
