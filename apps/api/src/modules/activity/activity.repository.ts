import { and, count, desc, eq, gt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { statement } from '../../db/statements';
import { corporates } from '../companies/companies.tables';
import { deals } from '../deals/deals.tables';
import { matches } from '../matches/matches.tables';
import { missions } from '../missions/missions.tables';
import { type ActivityEventRow, activityEvents } from './activity.tables';
import { technicalCategories, technicalTypePrefixes, technicalTypes } from './activity.technical';

/** An event as it happens (now): every mutation records one or two, so the statement is built once. */
const insertEventNow = statement((db) =>
  db
    .insert(activityEvents)
    .values({
      category: sql.placeholder('category'),
      type: sql.placeholder('type'),
      actorUserId: sql.placeholder('actorUserId'),
      impersonatorUserId: sql.placeholder('impersonatorUserId'),
      entityType: sql.placeholder('entityType'),
      entityId: sql.placeholder('entityId'),
      payload: sql.placeholder('payload'),
    })
    .returning()
    .prepare('insert_activity_event'),
);

export async function insertActivityEvent(
  db: DbOrTx,
  event: typeof activityEvents.$inferInsert,
): Promise<ActivityEventRow> {
  // A dated event (the demo's history) is written as given.
  if (event.createdAt !== undefined) {
    const [row] = await db.insert(activityEvents).values(event).returning();
    return row as ActivityEventRow;
  }
  const [row] = await insertEventNow(db, {
    category: event.category,
    type: event.type,
    actorUserId: event.actorUserId ?? null,
    impersonatorUserId: event.impersonatorUserId ?? null,
    entityType: event.entityType ?? null,
    entityId: event.entityId ?? null,
    payload: event.payload ?? {},
  });
  return row as ActivityEventRow;
}

export async function findActivityEventById(db: DbOrTx, id: number): Promise<ActivityEventRow | null> {
  const [row] = await db.select().from(activityEvents).where(eq(activityEvents.id, id));
  return row ?? null;
}

/** Events that are not technical (see activity.technical.ts). */
const notTechnical = (): SQL =>
  and(
    notInArray(activityEvents.category, [...technicalCategories]),
    notInArray(activityEvents.type, [...technicalTypes]),
    ...technicalTypePrefixes.map((prefix) => sql`${activityEvents.type} not like ${`${prefix}%`}`),
  ) as SQL;

/** Events of one entity. */
export const ofEntity = (type: string, id: string | number): SQL =>
  and(eq(activityEvents.entityType, type), eq(activityEvents.entityId, String(id))) as SQL;

/** Events of the entities of a type whose ids a subquery returns (the (type, id) index serves it). */
const ofEntities = (type: string, ids: SQL): SQL =>
  and(eq(activityEvents.entityType, type), sql`${activityEvents.entityId} in (${ids})`) as SQL;

/**
 * Everything that happened around a freelancer: their profile, their account, their matches and
 * their deals. One query; each branch reads the (entity type, entity id) index.
 */
export function ofFreelance(freelanceId: number, userId: number | null): SQL {
  return or(
    ofEntity('freelancer', freelanceId),
    userId === null ? undefined : ofEntity('user', userId),
    ofEntities('match', sql`select ${matches.id}::text from ${matches} where ${matches.freelanceId} = ${freelanceId}`),
    ofEntities('deal', sql`select ${deals.id}::text from ${deals} where ${deals.freelanceId} = ${freelanceId}`),
  ) as SQL;
}

/** Everything that happened around a client company: itself, its missions, its people and its deals. */
export function ofCompany(companyId: number): SQL {
  return or(
    ofEntity('company', companyId),
    ofEntities('mission', sql`select ${missions.id}::text from ${missions} where ${missions.companyId} = ${companyId}`),
    ofEntities(
      'corporate',
      sql`select ${corporates.id}::text from ${corporates} where ${corporates.companyId} = ${companyId}`,
    ),
    ofEntities('deal', sql`select ${deals.id}::text from ${deals} where ${deals.companyId} = ${companyId}`),
  ) as SQL;
}

/** A match and the deals signed on it. */
export function ofMatch(matchId: number): SQL {
  return or(
    ofEntity('match', matchId),
    ofEntities('deal', sql`select ${deals.id}::text from ${deals} where ${deals.matchId} = ${matchId}`),
  ) as SQL;
}

/** A page of the events a filter selects, newest first, technical ones left out unless asked. */
export async function listActivity(
  db: DbOrTx,
  filter: SQL,
  page: { offset: number; limit: number; includeTechnical: boolean },
): Promise<{ items: ActivityEventRow[]; count: number }> {
  const where = page.includeTechnical ? filter : and(filter, notTechnical());
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(activityEvents)
      .where(where)
      .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: count() }).from(activityEvents).where(where),
  ]);
  return { items, count: total?.value ?? 0 };
}

/** A page of the events of one entity (a mission, a match...), newest first. */
export function listActivityForEntity(
  db: DbOrTx,
  entity: { type: string; id: string | number },
  page: { offset: number; limit: number; includeTechnical?: boolean },
): Promise<{ items: ActivityEventRow[]; count: number }> {
  return listActivity(db, ofEntity(entity.type, entity.id), {
    ...page,
    includeTechnical: page.includeTechnical ?? false,
  });
}

/** Whether the user recorded this type with this path since a moment (the page-view rate limit). */
export async function hasRecentEvent(
  db: DbOrTx,
  userId: number,
  type: string,
  path: string,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: activityEvents.id })
    .from(activityEvents)
    .where(
      and(
        eq(activityEvents.actorUserId, userId),
        eq(activityEvents.type, type),
        gt(activityEvents.createdAt, since),
        sql`${activityEvents.payload}->>'path' = ${path}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}
