import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isRowId } from '../../db/statements';
import { type TimesheetRow, timesheets, type WorkLogEntryValue, type WorkLogRow, workLogs } from './work-logs.tables';

export type WorkLogPatch = Partial<Omit<typeof workLogs.$inferInsert, 'id' | 'dealId' | 'month' | 'revision'>>;
export type TimesheetPatch = Partial<Omit<typeof timesheets.$inferInsert, 'id' | 'dealId' | 'month'>>;

/** A work log by id; `lock` holds it for the rest of the transaction. */
export async function findWorkLog(db: DbOrTx, id: number, lock = false): Promise<WorkLogRow | null> {
  if (!isRowId(id)) return null;
  const query = db.select().from(workLogs).where(eq(workLogs.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The work logs of some deals, oldest month first. */
export function workLogsOfDeals(db: DbOrTx, dealIds: readonly number[], statuses?: readonly string[]) {
  const valid = [...new Set(dealIds.filter(isRowId))];
  if (valid.length === 0) return Promise.resolve([] as WorkLogRow[]);
  const conditions = [inArray(workLogs.dealId, valid)];
  if (statuses?.length) conditions.push(inArray(workLogs.status, [...statuses]));
  return db
    .select()
    .from(workLogs)
    .where(and(...conditions))
    .orderBy(asc(workLogs.month), asc(workLogs.dealId));
}

/** Work logs in some statuses, whatever the deal (the team's lists), newest month first. */
export function workLogsInStatuses(db: DbOrTx, statuses: readonly string[], limit = 200): Promise<WorkLogRow[]> {
  return db
    .select()
    .from(workLogs)
    .where(inArray(workLogs.status, [...statuses]))
    .orderBy(desc(workLogs.month), asc(workLogs.id))
    .limit(limit);
}

/**
 * Opens the month of a deal when it has no work log yet (unique deal and month): the new row, or
 * null when another call opened it first.
 */
export async function insertWorkLogIfMissing(
  db: DbOrTx,
  values: { dealId: number; month: string; entries: WorkLogEntryValue[]; totalDays: number },
): Promise<WorkLogRow | null> {
  const [row] = await db.insert(workLogs).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Writes a change and bumps the revision. With `expectedRevision`, only when the work log is still at
 * that revision: null means someone changed it in between (622).
 */
export async function updateWorkLog(
  db: DbOrTx,
  id: number,
  patch: WorkLogPatch,
  expectedRevision?: number,
): Promise<WorkLogRow | null> {
  const where =
    expectedRevision === undefined
      ? eq(workLogs.id, id)
      : and(eq(workLogs.id, id), eq(workLogs.revision, expectedRevision));
  const [row] = await db
    .update(workLogs)
    .set({ ...patch, revision: sql`${workLogs.revision} + 1`, updatedAt: new Date() })
    .where(where)
    .returning();
  return row ?? null;
}

/** Records the day a reminder went out, without touching the revision (the freelancer may be editing). */
export async function markReminded(db: DbOrTx, id: number, day: string): Promise<void> {
  await db.update(workLogs).set({ lastRemindedOn: day }).where(eq(workLogs.id, id));
}

export async function findTimesheet(db: DbOrTx, id: number, lock = false): Promise<TimesheetRow | null> {
  if (!isRowId(id)) return null;
  const query = db.select().from(timesheets).where(eq(timesheets.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The timesheet of a deal's month; `lock` holds it. */
export async function timesheetOf(db: DbOrTx, dealId: number, month: string, lock = false) {
  const query = db
    .select()
    .from(timesheets)
    .where(and(eq(timesheets.dealId, dealId), eq(timesheets.month, month)));
  const [row] = lock ? await query.for('update') : await query;
  return (row as TimesheetRow | undefined) ?? null;
}

/** The timesheets of some deals. */
export function timesheetsOfDeals(db: DbOrTx, dealIds: readonly number[]): Promise<TimesheetRow[]> {
  const valid = [...new Set(dealIds.filter(isRowId))];
  if (valid.length === 0) return Promise.resolve([]);
  return db.select().from(timesheets).where(inArray(timesheets.dealId, valid)).orderBy(asc(timesheets.month));
}

export async function insertTimesheetIfMissing(
  db: DbOrTx,
  values: { dealId: number; month: string },
): Promise<TimesheetRow | null> {
  const [row] = await db.insert(timesheets).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateTimesheet(db: DbOrTx, id: number, patch: TimesheetPatch): Promise<TimesheetRow> {
  const [row] = await db
    .update(timesheets)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(timesheets.id, id))
    .returning();
  return row!;
}

/** Ids of the validated timesheets outside safe mode (read by invoicing's daily job, helper D1). */
export async function validatedTimesheetIdsOutsideSafeMode(db: DbOrTx, limit = 200): Promise<number[]> {
  const rows = await db
    .select({ id: timesheets.id })
    .from(timesheets)
    .where(and(eq(timesheets.status, 'validated'), eq(timesheets.safeMode, false)))
    .orderBy(asc(timesheets.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
