import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../users/users.tables';
import { emailConfirmations } from './auth.tables';

export async function insertEmailConfirmation(db: DbOrTx, row: typeof emailConfirmations.$inferInsert): Promise<void> {
  await db.insert(emailConfirmations).values(row);
}

export async function findEmailConfirmation(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(emailConfirmations).where(eq(emailConfirmations.tokenHash, tokenHash));
  return row ?? null;
}

/** The newest link mailed to a user (the resend cooldown reads its creation date). */
export async function latestEmailConfirmationOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select()
    .from(emailConfirmations)
    .where(eq(emailConfirmations.userId, userId))
    .orderBy(desc(emailConfirmations.createdAt))
    .limit(1);
  return row ?? null;
}

/** Uses a link up; false when another request used it first. */
export async function useEmailConfirmation(db: DbOrTx, id: number): Promise<boolean> {
  const used = await db
    .update(emailConfirmations)
    .set({ usedAt: new Date() })
    .where(and(eq(emailConfirmations.id, id), isNull(emailConfirmations.usedAt)))
    .returning({ id: emailConfirmations.id });
  return used.length > 0;
}

/** The address is proven from now on (a confirmed one keeps its date). */
export async function markEmailConfirmed(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ emailConfirmedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
}
