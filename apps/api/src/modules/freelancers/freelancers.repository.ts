import type { FreelanceAcquisitionSource } from '@orbite/domain/enums';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type FreelanceRow, freelances } from './freelancers.tables';

export async function findFreelanceByUserId(db: DbOrTx, userId: number): Promise<FreelanceRow | null> {
  const [row] = await db.select().from(freelances).where(eq(freelances.userId, userId));
  return row ?? null;
}

export async function findFreelanceByReferralCode(db: DbOrTx, code: string): Promise<FreelanceRow | null> {
  const [row] = await db.select().from(freelances).where(eq(freelances.referralCode, code.trim().toUpperCase()));
  return row ?? null;
}

export async function insertFreelance(db: DbOrTx, freelance: typeof freelances.$inferInsert): Promise<FreelanceRow> {
  const [row] = await db.insert(freelances).values(freelance).returning();
  return row!;
}

export async function findFreelancesByUserIds(db: DbOrTx, userIds: number[]): Promise<FreelanceRow[]> {
  if (userIds.length === 0) return [];
  return db.select().from(freelances).where(inArray(freelances.userId, userIds));
}

export async function findFreelanceById(db: DbOrTx, id: number): Promise<FreelanceRow | null> {
  if (!Number.isInteger(id)) return null;
  const [row] = await db.select().from(freelances).where(eq(freelances.id, id));
  return row ?? null;
}

/** Records how the freelancer came to the marketplace. */
export async function setAcquisitionSource(db: DbOrTx, freelanceId: number, source: FreelanceAcquisitionSource) {
  await db.update(freelances).set({ acquisitionSource: source }).where(eq(freelances.id, freelanceId));
}
