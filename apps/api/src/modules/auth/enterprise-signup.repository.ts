import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enterpriseSignups } from './auth.tables';

export type EnterpriseSignupRow = typeof enterpriseSignups.$inferSelect;

export async function insertEnterpriseSignup(
  db: DbOrTx,
  signup: typeof enterpriseSignups.$inferInsert,
): Promise<EnterpriseSignupRow> {
  const [row] = await db.insert(enterpriseSignups).values(signup).returning();
  return row!;
}

export async function findEnterpriseSignupByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(enterpriseSignups).where(eq(enterpriseSignups.tokenHash, tokenHash));
  return row ?? null;
}

/** The newest sign-up started with an address (the resend cooldown reads its creation date). */
export async function latestEnterpriseSignupOf(db: DbOrTx, email: string) {
  const [row] = await db
    .select()
    .from(enterpriseSignups)
    .where(eq(enterpriseSignups.email, email))
    .orderBy(desc(enterpriseSignups.createdAt))
    .limit(1);
  return row ?? null;
}

export async function markEnterpriseSignupValidated(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(enterpriseSignups)
    .set({ validatedAt: new Date() })
    .where(and(eq(enterpriseSignups.id, id), isNull(enterpriseSignups.validatedAt)));
}

/** Marks a sign-up completed; false when it already was (single use, even under concurrent requests). */
export async function completeEnterpriseSignup(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(enterpriseSignups)
    .set({ completedAt: new Date() })
    .where(and(eq(enterpriseSignups.id, id), isNull(enterpriseSignups.completedAt)))
    .returning({ id: enterpriseSignups.id });
  return rows.length > 0;
}
