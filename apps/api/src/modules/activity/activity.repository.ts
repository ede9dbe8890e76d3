import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type ActivityEventRow, activityEvents } from './activity.tables';

export async function insertActivityEvent(
  db: DbOrTx,
  event: typeof activityEvents.$inferInsert,
): Promise<ActivityEventRow> {
  const [row] = await db.insert(activityEvents).values(event).returning();
  return row as ActivityEventRow;
}

/** A page of the events of one entity (a mission, a match...), newest first. */
export async function listActivityForEntity(
  db: DbOrTx,
  entity: { type: string; id: string | number },
  page: { offset: number; limit: number },
): Promise<{ items: ActivityEventRow[]; count: number }> {
  const where = and(eq(activityEvents.entityType, entity.type), eq(activityEvents.entityId, String(entity.id)));
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
