import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type FreelanceRow, freelances } from './freelancers.tables';

export type QualificationValues = Pick<FreelanceRow, 'qualification' | 'qualifiedAt' | 'qualifiedByUserId'>;

/** Writes a freelancer's qualification with when and by whom it was set (all null when cleared). */
export async function updateQualification(
  db: DbOrTx,
  freelanceId: number,
  values: QualificationValues,
): Promise<FreelanceRow> {
  const [row] = await db
    .update(freelances)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(freelances.id, freelanceId))
    .returning();
  return row!;
}
