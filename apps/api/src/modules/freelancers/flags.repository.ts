import { and, desc, eq, gte, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type FreelanceFlagRow, freelanceFlags } from './flags.tables';

/** Flags still in force: not removed, and permanent or not yet expired. */
export function listActiveFlags(db: DbOrTx, freelanceId: number, today: string): Promise<FreelanceFlagRow[]> {
  return db
    .select()
    .from(freelanceFlags)
    .where(
      and(
        eq(freelanceFlags.freelanceId, freelanceId),
        isNull(freelanceFlags.removedAt),
        or(eq(freelanceFlags.permanent, true), gte(freelanceFlags.expiresAt, today)),
      ),
    )
    .orderBy(desc(freelanceFlags.createdAt));
}

export async function insertFlag(db: DbOrTx, flag: typeof freelanceFlags.$inferInsert): Promise<FreelanceFlagRow> {
  const [row] = await db.insert(freelanceFlags).values(flag).returning();
  return row!;
}

export async function removeFlag(db: DbOrTx, id: number): Promise<FreelanceFlagRow | null> {
  const [row] = await db
    .update(freelanceFlags)
    .set({ removedAt: new Date() })
    .where(and(eq(freelanceFlags.id, id), isNull(freelanceFlags.removedAt)))
    .returning();
  return row ?? null;
}
