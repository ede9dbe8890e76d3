import { currentDealVersion } from '@orbite/domain/deal-status';
import { and, asc, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isRowId } from '../../db/statements';
import { type DealRow, deals } from './deals.tables';

export type DealInsert = typeof deals.$inferInsert;
export type DealPatch = Partial<Omit<DealInsert, 'id' | 'revision' | 'createdAt'>>;

/** A deal by id; `lock` holds it for the rest of the transaction. */
export async function findDeal(db: DbOrTx, id: number, lock = false): Promise<DealRow | null> {
  if (!isRowId(id)) return null;
  const query = db.select().from(deals).where(eq(deals.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Many deals in one query; unknown ids are left out. */
export async function findDeals(db: DbOrTx, ids: readonly number[]): Promise<DealRow[]> {
  const valid = [...new Set(ids.filter(isRowId))];
  if (valid.length === 0) return [];
  return db.select().from(deals).where(inArray(deals.id, valid));
}

/** Every version of every deal of a mission, oldest first. */
export function dealsOfMission(db: DbOrTx, missionId: number): Promise<DealRow[]> {
  if (!isRowId(missionId)) return Promise.resolve([]);
  return db
    .select()
    .from(deals)
    .where(eq(deals.missionId, missionId))
    .orderBy(asc(deals.matchId), asc(deals.version), asc(deals.id));
}

/** The deals of several missions in one query, oldest first. */
export function dealsOfMissions(db: DbOrTx, missionIds: readonly number[]): Promise<DealRow[]> {
  const valid = [...new Set(missionIds.filter(isRowId))];
  if (valid.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(deals)
    .where(inArray(deals.missionId, valid))
    .orderBy(asc(deals.missionId), asc(deals.version), asc(deals.id));
}

/** The latest version of the deals of a match (whatever its status); `lock` holds it. */
export async function latestDealOfMatch(db: DbOrTx, matchId: number, lock = false): Promise<DealRow | null> {
  if (!isRowId(matchId)) return null;
  const query = db.select().from(deals).where(eq(deals.matchId, matchId)).orderBy(desc(deals.version)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The mission's current deal: the latest version that is not cancelled, or the latest version
 * when every one is cancelled; null when the mission has none.
 */
export async function currentDealOfMission(db: DbOrTx, missionId: number): Promise<DealRow | null> {
  const all = await dealsOfMission(db, missionId);
  return currentOf(all);
}

/** The current deal among one mission's deals (see `currentDealOfMission`). */
export function currentOf(missionDeals: readonly DealRow[]): DealRow | null {
  return currentDealVersion(missionDeals);
}

/** The deals of a freelancer, newest first. */
export function dealsOfFreelance(db: DbOrTx, freelanceId: number): Promise<DealRow[]> {
  if (!isRowId(freelanceId)) return Promise.resolve([]);
  return db.select().from(deals).where(eq(deals.freelanceId, freelanceId)).orderBy(desc(deals.startDate));
}

/** The deals of a client company, newest first. */
export function dealsOfCompany(db: DbOrTx, companyId: number): Promise<DealRow[]> {
  if (!isRowId(companyId)) return Promise.resolve([]);
  return db.select().from(deals).where(eq(deals.companyId, companyId)).orderBy(desc(deals.startDate));
}

/** Signed deals (the running ones), optionally only those ending on or before a day. */
export function signedDeals(db: DbOrTx, endingOnOrBefore?: string): Promise<DealRow[]> {
  const conditions = [eq(deals.status, 'signed')];
  if (endingOnOrBefore) conditions.push(lte(deals.endDate, endingOnOrBefore));
  return db
    .select()
    .from(deals)
    .where(and(...conditions))
    .orderBy(asc(deals.endDate), asc(deals.id));
}

/** Whether a later version than `version` exists for the match and is not cancelled. */
export async function hasNextVersion(db: DbOrTx, matchId: number, version: number): Promise<boolean> {
  const [row] = await db
    .select({ id: deals.id })
    .from(deals)
    .where(and(eq(deals.matchId, matchId), sql`${deals.version} > ${version}`, ne(deals.status, 'cancelled')))
    .limit(1);
  return Boolean(row);
}

export async function insertDeal(db: DbOrTx, deal: DealInsert): Promise<DealRow> {
  const [row] = await db.insert(deals).values(deal).returning();
  return row!;
}

/**
 * Writes a change and bumps the revision. With `expectedRevision`, the write happens only when the
 * deal is still at that revision: null means someone changed it in between (the caller answers 622).
 */
export async function updateDeal(
  db: DbOrTx,
  id: number,
  patch: DealPatch,
  expectedRevision?: number,
): Promise<DealRow | null> {
  const where =
    expectedRevision === undefined ? eq(deals.id, id) : and(eq(deals.id, id), eq(deals.revision, expectedRevision));
  const [row] = await db
    .update(deals)
    .set({ ...patch, revision: sql`${deals.revision} + 1`, updatedAt: new Date() })
    .where(where)
    .returning();
  return row ?? null;
}

/** Deals that have work logs: signed (running) or ended, oldest start first (work logs, helper C). */
export function signedOrEndedDeals(db: DbOrTx): Promise<DealRow[]> {
  return db
    .select()
    .from(deals)
    .where(inArray(deals.status, ['signed', 'ended']))
    .orderBy(asc(deals.startDate), asc(deals.id));
}

/** The latest version of the deals of several matches, in one query (the freelancer's pipeline stages). */
export async function latestDealsOfMatches(db: DbOrTx, matchIds: readonly number[]): Promise<Map<number, DealRow>> {
  const valid = [...new Set(matchIds.filter(isRowId))];
  if (valid.length === 0) return new Map();
  const rows = await db
    .select()
    .from(deals)
    .where(inArray(deals.matchId, valid))
    .orderBy(asc(deals.matchId), asc(deals.version));
  return new Map(rows.map((row) => [row.matchId, row]));
}
