import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { freelanceFavorites } from './favorites.tables';

/** The freelancers among `freelanceIds` the team member follows. */
export async function favoriteIdsAmong(db: DbOrTx, teamMemberId: number, freelanceIds: readonly number[]) {
  if (!freelanceIds.length) return new Set<number>();
  const rows = await db
    .select({ freelanceId: freelanceFavorites.freelanceId })
    .from(freelanceFavorites)
    .where(
      and(
        eq(freelanceFavorites.teamMemberId, teamMemberId),
        inArray(freelanceFavorites.freelanceId, [...freelanceIds]),
      ),
    );
  return new Set(rows.map((row) => row.freelanceId));
}

/** Adds the favourite; false when it was already there. */
export async function addFavorite(db: DbOrTx, teamMemberId: number, freelanceId: number): Promise<boolean> {
  const rows = await db
    .insert(freelanceFavorites)
    .values({ teamMemberId, freelanceId })
    .onConflictDoNothing()
    .returning({ freelanceId: freelanceFavorites.freelanceId });
  return rows.length > 0;
}

/** Removes the favourite; false when there was none. */
export async function removeFavorite(db: DbOrTx, teamMemberId: number, freelanceId: number): Promise<boolean> {
  const rows = await db
    .delete(freelanceFavorites)
    .where(and(eq(freelanceFavorites.teamMemberId, teamMemberId), eq(freelanceFavorites.freelanceId, freelanceId)))
    .returning({ freelanceId: freelanceFavorites.freelanceId });
  return rows.length > 0;
}
