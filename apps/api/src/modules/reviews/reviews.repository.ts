import { and, eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';
import { isRowId } from '../../db/statements';
import { matches } from '../matches/matches.tables';
import { missions } from '../missions/missions.tables';
import { type MissionReviewRow, missionReviews } from './reviews.tables';

/** The reviews of many missions in one query (lists show the missing rating of each). */
export async function reviewsOfMissions(db: DbOrTx, missionIds: readonly number[]): Promise<MissionReviewRow[]> {
  const ids = [...new Set(missionIds.filter(isRowId))];
  if (ids.length === 0) return [];
  return db.select().from(missionReviews).where(inArray(missionReviews.missionId, ids));
}

/** A side's review of a mission, held for the rest of the transaction. */
export async function lockReview(db: DbOrTx, missionId: number, side: string): Promise<MissionReviewRow | null> {
  const [row] = await db
    .select()
    .from(missionReviews)
    .where(and(eq(missionReviews.missionId, missionId), eq(missionReviews.authorSide, side)))
    .for('update');
  return row ?? null;
}

export async function insertReview(db: DbOrTx, values: typeof missionReviews.$inferInsert): Promise<MissionReviewRow> {
  const [row] = await db.insert(missionReviews).values(values).returning();
  return row!;
}

export async function updateReview(
  db: DbOrTx,
  id: number,
  patch: Pick<MissionReviewRow, 'ratings' | 'comment' | 'authorUserId'>,
): Promise<MissionReviewRow> {
  const [row] = await db
    .update(missionReviews)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(missionReviews.id, id))
    .returning();
  return row!;
}

/** The freelancer each mission contracted with: its confirmed match. */
export async function confirmedFreelancesOf(db: DbOrTx, missionIds: readonly number[]): Promise<Map<number, number>> {
  const ids = [...new Set(missionIds.filter(isRowId))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ missionId: matches.missionId, freelanceId: matches.freelanceId })
    .from(matches)
    .where(and(inArray(matches.missionId, ids), eq(matches.status, 'corporateConfirmed')));
  return new Map(rows.map((row) => [row.missionId, row.freelanceId]));
}

export interface AwaitingRating {
  missionId: number;
  title: string | null;
  companyId: number;
  /** When the mission finished: its last mission_finished event, else its last change. */
  finishedAt: Date;
}

/**
 * Finished missions a side has not rated yet, oldest first: a company's (corporate) or those a
 * freelancer was contracted on (freelance).
 */
export async function missionsAwaitingRating(
  db: DbOrTx,
  owner: { side: 'corporate'; companyId: number } | { side: 'freelance'; freelanceId: number },
): Promise<AwaitingRating[]> {
  const scope =
    owner.side === 'corporate'
      ? sql`m.company_id = ${owner.companyId}`
      : sql`exists (select 1 from ${matches} x where x.mission_id = m.id and x.status = 'corporateConfirmed' and x.freelance_id = ${owner.freelanceId})`;
  const rows = await selectRows<{ mission_id: number; title: string | null; company_id: number; finished_at: string }>(
    db,
    sql`select m.id as mission_id, m.title, m.company_id,
          coalesce(
            (select max(e.created_at) from activity_events e
              where e.entity_type = 'mission' and e.entity_id = m.id::text and e.type = 'mission_finished'),
            m.updated_at
          ) as finished_at
        from ${missions} m
        where m.status = 'finished' and ${scope}
          and not exists (select 1 from ${missionReviews} r where r.mission_id = m.id and r.author_side = ${owner.side})
        order by finished_at asc, m.id asc`,
  );
  return rows.map((row) => ({
    missionId: Number(row.mission_id),
    title: row.title,
    companyId: Number(row.company_id),
    finishedAt: new Date(row.finished_at),
  }));
}

/** Every review a freelancer received from clients, for the team's summary. */
export async function clientReviewsOfFreelance(db: DbOrTx, freelanceId: number): Promise<MissionReviewRow[]> {
  if (!isRowId(freelanceId)) return [];
  return db
    .select()
    .from(missionReviews)
    .where(and(eq(missionReviews.freelanceId, freelanceId), eq(missionReviews.authorSide, 'corporate')));
}
