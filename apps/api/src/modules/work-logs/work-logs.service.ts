/**
 * Work logs (CRA): one per deal and month of a signed (or ended) deal, opened by the platform,
 * filled and submitted by the freelancer, validated or contested by the client, locked, skipped or
 * reopened by the team. Every move goes through `@orbite/domain/work-log` and records its event;
 * the month's timesheet follows (timesheets.service.ts).
 */
import { toCalendarDay, todayInParis } from '@orbite/domain/calendar-day';
import { ErrorCode } from '@orbite/domain/errors';
import type { WorkLogStatus } from '@orbite/domain/work-log';
import {
  type DealPeriod,
  expectedWorkedDays,
  monthOf,
  monthsOfPeriod,
  prefilledEntries,
  type WorkLogEntry,
  workLogEntryErrors,
  workLogTotal,
} from '@orbite/domain/work-log-days';
import type { DbOrTx, Tx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { recordActivity } from '../activity/activity.service';
import * as deals from '../deals/deals.repository';
import type { DealRow } from '../deals/deals.tables';
import type { MarketCaller } from '../missions/missions.caller';
import { followWorkLogs, openTimesheet, systemActor } from './timesheets.service';
import {
  canEditWorkLogOf,
  canReadWorkLogs,
  type WorkLogAction,
  workLogActorOf,
  workLogMoveFor,
} from './work-logs.policy';
import * as repository from './work-logs.repository';
import type { WorkLogRow } from './work-logs.tables';

export { markTimesheetInvoiced, type TimesheetForInvoicing, timesheetForInvoicing } from './timesheets.service';

const notFound = () => new AppError(ErrorCode.notFound);
const invalid = (field: string, message: string, reason?: string) =>
  new AppError(ErrorCode.invalidInput, message, field, reason);

/** Deals whose months have work logs. */
const withWorkLogs = (deal: DealRow) => deal.status === 'signed' || deal.status === 'ended';

/** The days a deal covers: up to its end date, or the day it was ended when earlier. */
export function periodOf(deal: DealRow): DealPeriod {
  const ended = deal.endedAt ? toCalendarDay(deal.endedAt) : null;
  return { startDate: deal.startDate, endDate: ended && ended < deal.endDate ? ended : deal.endDate };
}

export function expectedDaysOf(deal: DealRow, month: string): number {
  return expectedWorkedDays(month, periodOf(deal), deal.daysPerWeek);
}

/**
 * Opens (idempotently) the work log and timesheet of every month a signed or ended deal covers up
 * to the current month, prefilled at the deal's rhythm. Returns how many work logs it opened.
 */
export async function openWorkLogsOfDeal(tx: DbOrTx, deal: DealRow, today = todayInParis()): Promise<number> {
  if (!withWorkLogs(deal)) return 0;
  const period = periodOf(deal);
  let opened = 0;
  for (const month of monthsOfPeriod(period).filter((m) => m <= monthOf(today))) {
    const entries = prefilledEntries(month, period, deal.daysPerWeek);
    const created = await repository.insertWorkLogIfMissing(tx, {
      dealId: deal.id,
      month,
      entries,
      totalDays: workLogTotal(entries),
    });
    if (!created) continue;
    opened += 1;
    await recordActivity(tx, systemActor, {
      category: 'work_log',
      type: 'work_log_created',
      entityType: 'work_log',
      entityId: created.id,
      payload: { to: 'draft', by: 'system', dealId: deal.id, month },
    });
    await openTimesheet(tx, deal.id, month);
  }
  return opened;
}

/** Opens the missing months of some deals, in one transaction when anything is missing. */
async function ensureOpened(deps: AppDeps, dealRows: readonly DealRow[]) {
  const month = monthOf(todayInParis());
  const open = dealRows.filter(withWorkLogs);
  if (open.length === 0) return;
  const existing = await repository.workLogsOfDeals(
    deps.db,
    open.map((d) => d.id),
  );
  const missing = open.filter((deal) => {
    const months = monthsOfPeriod(periodOf(deal)).filter((m) => m <= month);
    const have = new Set(existing.filter((log) => log.dealId === deal.id).map((log) => log.month));
    return months.some((m) => !have.has(m));
  });
  if (missing.length === 0) return;
  await deps.db.transaction(async (tx) => {
    for (const deal of missing) await openWorkLogsOfDeal(tx, deal);
  });
}

export interface WorkLogWithDeal {
  workLog: WorkLogRow;
  deal: DealRow;
}

async function readableDeal(db: DbOrTx, caller: MarketCaller, dealId: number, lock = false) {
  const deal = await deals.findDeal(db, dealId, lock);
  if (!deal || !canReadWorkLogs(caller, deal)) throw notFound();
  return deal;
}

/** A work log the caller may read, with its deal; `lock` holds the work log. */
export async function readableWorkLog(db: DbOrTx, caller: MarketCaller, id: number, lock = false) {
  const workLog = await repository.findWorkLog(db, id, lock);
  const deal = workLog ? await deals.findDeal(db, workLog.dealId) : null;
  if (!workLog || !deal || !canReadWorkLogs(caller, deal)) throw notFound();
  return { workLog, deal };
}

export async function workLogsOfDeal(deps: AppDeps, caller: MarketCaller, dealId: number) {
  const deal = await readableDeal(deps.db, caller, dealId);
  await ensureOpened(deps, [deal]);
  const logs = await repository.workLogsOfDeals(deps.db, [deal.id]);
  return logs.map((workLog) => ({ workLog, deal }));
}

/** Every work log of a mission's deals (each version), for the mission page's section. */
export async function workLogsOfMission(
  deps: AppDeps,
  caller: MarketCaller,
  missionId: number,
): Promise<WorkLogWithDeal[]> {
  const all = (await deals.dealsOfMission(deps.db, missionId)).filter((deal) => canReadWorkLogs(caller, deal));
  await ensureOpened(deps, all);
  return withDeals(
    await repository.workLogsOfDeals(
      deps.db,
      all.map((d) => d.id),
    ),
    all,
  );
}

/** The freelancer's work logs, every month of every deal (the dashboard). */
export async function myWorkLogs(deps: AppDeps, caller: MarketCaller): Promise<WorkLogWithDeal[]> {
  if (caller.role !== 'freelancer' || !caller.freelanceId) throw new AppError(ErrorCode.forbidden);
  const mine = (await deals.dealsOfFreelance(deps.db, caller.freelanceId)).filter(withWorkLogs);
  await ensureOpened(deps, mine);
  return withDeals(
    await repository.workLogsOfDeals(
      deps.db,
      mine.map((d) => d.id),
    ),
    mine,
  );
}

/** The client's reports in a status (by default those waiting for its validation); the team's across companies. */
export async function companyWorkLogs(
  deps: AppDeps,
  caller: MarketCaller,
  status: WorkLogStatus = 'submitted',
): Promise<WorkLogWithDeal[]> {
  if (caller.role === 'teamMember') {
    const logs = await repository.workLogsInStatuses(deps.db, [status]);
    return withDeals(
      logs,
      await deals.findDeals(
        deps.db,
        logs.map((l) => l.dealId),
      ),
    );
  }
  if (caller.role !== 'corporate' || !caller.companyId) throw new AppError(ErrorCode.forbidden);
  const theirs = (await deals.dealsOfCompany(deps.db, caller.companyId)).filter(withWorkLogs);
  const logs = await repository.workLogsOfDeals(
    deps.db,
    theirs.map((d) => d.id),
    [status],
  );
  return withDeals(logs, theirs);
}

function withDeals(logs: readonly WorkLogRow[], dealRows: readonly DealRow[]): WorkLogWithDeal[] {
  const byId = new Map(dealRows.map((d) => [d.id, d]));
  return logs.flatMap((workLog) => {
    const deal = byId.get(workLog.dealId);
    return deal ? [{ workLog, deal }] : [];
  });
}

const errorMessages: Record<string, string> = {
  invalidDays: 'Chaque jour compte 0, une demi-journée ou une journée.',
  outsideDeal: 'Ce jour est hors de la période de la mission.',
  outsideMonth: 'Ce jour n’appartient pas au mois du compte rendu.',
  invalidDay: 'Date invalide.',
  duplicate: 'Ce jour est saisi deux fois.',
};

/** The freelancer (or the team for them) changes the days and the comment of a draft; 622 on a stale revision. */
export async function updateWorkLog(
  deps: AppDeps,
  caller: MarketCaller,
  id: number,
  input: { entries: readonly WorkLogEntry[]; comment?: string | null; revision: number },
): Promise<WorkLogRow> {
  return deps.db.transaction(async (tx) => {
    const { workLog, deal } = await readableWorkLog(tx, caller, id, true);
    if (!canEditWorkLogOf(caller, deal, workLog.status as WorkLogStatus)) {
      if (caller.role === 'corporate')
        throw new AppError(ErrorCode.forbidden, 'Seul le freelance remplit son compte rendu.');
      throw new AppError(ErrorCode.invalidMissionState, 'Ce compte rendu n’est plus modifiable.');
    }
    if (input.revision !== workLog.revision) throw new AppError(ErrorCode.missionHasChanged);
    const errors = workLogEntryErrors(input.entries, workLog.month, periodOf(deal));
    const first = errors[0];
    if (first) throw invalid('entries', `${first.day} : ${errorMessages[first.error]}`, first.error);
    const comment = input.comment?.trim() || null;
    if (comment && comment.length > 2000) throw invalid('comment', '2 000 caractères au plus.');
    // Zeros are not kept: a day off is a day without an entry.
    const entries = input.entries
      .filter((entry) => entry.days > 0)
      .map(({ day, days }) => ({ day, days }))
      .sort((a, b) => (a.day < b.day ? -1 : 1));
    const updated = await repository.updateWorkLog(
      tx,
      workLog.id,
      { entries, totalDays: workLogTotal(entries), comment },
      workLog.revision,
    );
    if (!updated) throw new AppError(ErrorCode.missionHasChanged);
    await recordActivity(tx, caller.actor, {
      category: 'work_log',
      type: 'work_log_updated',
      entityType: 'work_log',
      entityId: workLog.id,
      payload: { dealId: deal.id, month: workLog.month, totalDays: updated.totalDays, by: workLogActorOf(caller) },
    });
    return updated;
  });
}

/**
 * A move of the machine: submit, withdraw (freelancer), validate or contest (client, team), lock,
 * skip with a reason, reopen after a skip (team). 605 when the machine refuses it for this caller.
 */
export async function moveWorkLog(
  deps: AppDeps,
  caller: MarketCaller,
  id: number,
  action: WorkLogAction,
  options: { comment?: string | null; revision?: number | null } = {},
): Promise<WorkLogRow> {
  return deps.db.transaction(async (tx) => {
    const { workLog, deal } = await readableWorkLog(tx, caller, id, true);
    return applyMove(deps, tx, caller, workLog, deal, action, options);
  });
}

async function applyMove(
  deps: AppDeps,
  tx: Tx,
  caller: MarketCaller,
  workLog: WorkLogRow,
  deal: DealRow,
  action: WorkLogAction,
  options: { comment?: string | null; revision?: number | null },
): Promise<WorkLogRow> {
  const from = workLog.status as WorkLogStatus;
  const step = workLogMoveFor(caller, deal, from, action);
  if (!step) throw new AppError(ErrorCode.invalidMissionState, 'Cette action n’est pas possible sur ce compte rendu.');
  if (options.revision != null && options.revision !== workLog.revision)
    throw new AppError(ErrorCode.missionHasChanged);
  const comment = options.comment?.trim() || null;
  if (comment && comment.length > 2000) throw invalid('comment', '2 000 caractères au plus.');
  if (step.reason === 'contest' && !comment) throw invalid('comment', 'Expliquez ce qui doit être corrigé.');
  if (step.reason === 'skip' && !comment) throw invalid('reason', 'Indiquez pourquoi ce mois est ignoré.');
  const now = new Date();
  const patch: repository.WorkLogPatch = { status: step.to };
  if (step.reason) patch.statusComment = comment;
  if (action === 'submit') {
    Object.assign(patch, { submittedAt: now, submittedByUserId: caller.actor.userId, statusComment: null });
  }
  if (action === 'withdraw') patch.submittedAt = null;
  if (action === 'validate') Object.assign(patch, { validatedAt: now, validatedByUserId: caller.actor.userId });
  if (action === 'lock') patch.lockedAt = now;
  if (action === 'reopen') patch.statusComment = null;
  const updated = (await repository.updateWorkLog(tx, workLog.id, patch))!;
  await recordActivity(tx, caller.actor, {
    category: 'work_log',
    type: step.event,
    entityType: 'work_log',
    entityId: workLog.id,
    payload: {
      from,
      to: step.to,
      by: workLogActorOf(caller),
      dealId: deal.id,
      missionId: deal.missionId,
      month: workLog.month,
      totalDays: updated.totalDays,
      ...(comment && step.reason ? { comment } : {}),
    },
  });
  const monthLogs = (await repository.workLogsOfDeals(tx, [deal.id])).filter((log) => log.month === workLog.month);
  await followWorkLogs(deps, tx, deal, workLog.month, monthLogs);
  return (await repository.findWorkLog(tx, workLog.id))!;
}

export const dealOfWorkLog = (db: DbOrTx, workLog: WorkLogRow) => deals.findDeal(db, workLog.dealId);
export const signedOrEndedDeals = deals.signedOrEndedDeals;
