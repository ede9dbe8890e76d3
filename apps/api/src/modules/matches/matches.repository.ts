import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';
import { isRowId } from '../../db/statements';
import { type MatchRow, matches } from './matches.tables';

export async function findMatchById(db: DbOrTx, id: number): Promise<MatchRow | null> {
  if (!isRowId(id)) return null;
  const [row] = await db.select().from(matches).where(eq(matches.id, id));
  return row ?? null;
}

export async function lockMatch(db: DbOrTx, id: number): Promise<MatchRow | null> {
  if (!isRowId(id)) return null;
  const [row] = await db.select().from(matches).where(eq(matches.id, id)).for('update');
  return row ?? null;
}

/** The match of a mission and a freelancer; `lock` holds it for the rest of the transaction. */
export async function findMatchOf(
  db: DbOrTx,
  missionId: number,
  freelanceId: number,
  lock = false,
): Promise<MatchRow | null> {
  if (!isRowId(missionId) || !isRowId(freelanceId)) return null;
  const query = db
    .select()
    .from(matches)
    .where(and(eq(matches.missionId, missionId), eq(matches.freelanceId, freelanceId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A freelancer's matches on some missions, in one query (their match on each mission of a list). */
export function matchesOfFreelanceOn(
  db: DbOrTx,
  freelanceId: number,
  missionIds: readonly number[],
): Promise<MatchRow[]> {
  const valid = [...new Set(missionIds.filter(isRowId))];
  if (!isRowId(freelanceId) || valid.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(matches)
    .where(and(eq(matches.freelanceId, freelanceId), inArray(matches.missionId, valid)));
}

export async function insertMatch(db: DbOrTx, match: typeof matches.$inferInsert): Promise<MatchRow> {
  const [row] = await db.insert(matches).values(match).returning();
  return row!;
}

export async function updateMatch(
  db: DbOrTx,
  id: number,
  patch: Partial<typeof matches.$inferInsert>,
): Promise<MatchRow> {
  const [row] = await db
    .update(matches)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(matches.id, id))
    .returning();
  return row!;
}

export function listMatchesOfMission(db: DbOrTx, missionId: number): Promise<MatchRow[]> {
  return db.select().from(matches).where(eq(matches.missionId, missionId)).orderBy(desc(matches.updatedAt));
}

export function listMatchesOfFreelance(db: DbOrTx, freelanceId: number): Promise<MatchRow[]> {
  return db.select().from(matches).where(eq(matches.freelanceId, freelanceId)).orderBy(desc(matches.updatedAt));
}

export async function countMatches(
  db: DbOrTx,
  missionId: number,
  where: { statuses?: readonly string[]; selected?: boolean },
): Promise<number> {
  const conditions = [eq(matches.missionId, missionId)];
  if (where.statuses) conditions.push(inArray(matches.status, [...where.statuses]));
  if (where.selected !== undefined) conditions.push(eq(matches.selected, where.selected));
  const [row] = await db
    .select({ value: count() })
    .from(matches)
    .where(and(...conditions));
  return row?.value ?? 0;
}

export interface MissionMatchCounts {
  /** Presented to the client, not chosen to be met yet. */
  presented: number;
  /** Chosen by the client to be met. */
  selected: number;
  /** With a meeting booked and not held yet. */
  meetingsBooked: number;
  confirmed: number;
}

/** What waits on the client in each mission's running, in one query for a list of missions. */
export async function matchCountsByMission(
  db: DbOrTx,
  missionIds: readonly number[],
): Promise<Map<number, MissionMatchCounts>> {
  const valid = [...new Set(missionIds.filter(isRowId))];
  if (valid.length === 0) return new Map();
  const rows = await selectRows<{
    mission_id: number;
    presented: number;
    selected: number;
    booked: number;
    confirmed: number;
  }>(
    db,
    sql`
      select m.mission_id,
        count(*) filter (where m.status = 'corporateValidation' and not m.selected)::int as presented,
        count(*) filter (where m.status = 'corporateValidation' and m.selected)::int as selected,
        count(*) filter (where m.status = 'corporateValidation' and exists (
          select 1 from meetings x where x.match_id = m.id and x.status = 'booked'))::int as booked,
        count(*) filter (where m.status = 'corporateConfirmed')::int as confirmed
      from matches m
      where m.mission_id in (${sql.join(valid, sql`, `)})
      group by m.mission_id
    `,
  );
  return new Map(
    rows.map((row) => [
      Number(row.mission_id),
      {
        presented: Number(row.presented),
        selected: Number(row.selected),
        meetingsBooked: Number(row.booked),
        confirmed: Number(row.confirmed),
      },
    ]),
  );
}

/** The missions among `missionIds` that already have a confirmed freelancer. */
export async function missionsWithConfirmedMatch(db: DbOrTx, missionIds: readonly number[]): Promise<Set<number>> {
  const valid = [...new Set(missionIds.filter(isRowId))];
  if (valid.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ missionId: matches.missionId })
    .from(matches)
    .where(and(inArray(matches.missionId, valid), eq(matches.status, 'corporateConfirmed')));
  return new Set(rows.map((row) => row.missionId));
}

/** The matches of a mission with some freelancers (those of a page of recommendations). */
export function matchesOfMissionWith(db: DbOrTx, missionId: number, freelanceIds: readonly number[]) {
  const valid = [...new Set(freelanceIds.filter(isRowId))];
  if (!isRowId(missionId) || valid.length === 0) return Promise.resolve([] as MatchRow[]);
  return db
    .select()
    .from(matches)
    .where(and(eq(matches.missionId, missionId), inArray(matches.freelanceId, valid)));
}
