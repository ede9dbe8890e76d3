import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isRowId } from '../../db/statements';
import { type FreelanceSearchRow, freelanceSearches } from './telescope.tables';

/** A team member's saved telescope searches; every query is scoped to the owner. */

/** An id a saved search may have: anything else (NaN, beyond the integer column) finds nothing. */
export function listFreelanceSearches(db: DbOrTx, ownerUserId: number): Promise<FreelanceSearchRow[]> {
  return db
    .select()
    .from(freelanceSearches)
    .where(eq(freelanceSearches.ownerUserId, ownerUserId))
    .orderBy(desc(freelanceSearches.createdAt), desc(freelanceSearches.id));
}

/** A saved search of this owner; another owner's is not found. */
export async function findFreelanceSearch(
  db: DbOrTx,
  ownerUserId: number,
  id: number,
): Promise<FreelanceSearchRow | null> {
  if (!isRowId(id)) return null;
  const [row] = await db
    .select()
    .from(freelanceSearches)
    .where(and(eq(freelanceSearches.id, id), eq(freelanceSearches.ownerUserId, ownerUserId)));
  return row ?? null;
}

export async function insertFreelanceSearch(
  db: DbOrTx,
  search: { ownerUserId: number; name: string; filters: Record<string, unknown> },
): Promise<FreelanceSearchRow> {
  const [row] = await db.insert(freelanceSearches).values(search).returning();
  return row!;
}

export async function updateFreelanceSearch(
  db: DbOrTx,
  ownerUserId: number,
  id: number,
  patch: { name: string; filters: Record<string, unknown> },
): Promise<FreelanceSearchRow | null> {
  if (!isRowId(id)) return null;
  const [row] = await db
    .update(freelanceSearches)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(freelanceSearches.id, id), eq(freelanceSearches.ownerUserId, ownerUserId)))
    .returning();
  return row ?? null;
}

export async function deleteFreelanceSearch(db: DbOrTx, ownerUserId: number, id: number): Promise<boolean> {
  if (!isRowId(id)) return false;
  const rows = await db
    .delete(freelanceSearches)
    .where(and(eq(freelanceSearches.id, id), eq(freelanceSearches.ownerUserId, ownerUserId)))
    .returning({ id: freelanceSearches.id });
  return rows.length > 0;
}
