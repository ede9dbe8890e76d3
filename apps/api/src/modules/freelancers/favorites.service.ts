import { ErrorCode } from '@orbite/domain/errors';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import * as favorites from './favorites.repository';
import * as freelancers from './freelancers.repository';

/**
 * Stars a freelancer for the team member, or removes the star: true when the freelancer is now a
 * favourite. Each team member has their own favourites (the list's favorites mode).
 */
export async function toggleFreelanceFavorite(db: DbOrTx, teamMemberId: number, freelanceId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const freelance = await freelancers.findFreelanceById(tx, freelanceId);
    if (!freelance) throw new AppError(ErrorCode.notFound, 'Freelance introuvable.');
    if (await favorites.removeFavorite(tx, teamMemberId, freelanceId)) return false;
    await favorites.addFavorite(tx, teamMemberId, freelanceId);
    return true;
  });
}

/** For each freelancer id, whether the team member follows them (one query for a whole list). */
export async function favoritesOf(db: DbOrTx, teamMemberId: number, freelanceIds: readonly number[]) {
  const ids = await favorites.favoriteIdsAmong(db, teamMemberId, freelanceIds);
  return freelanceIds.map((id) => ids.has(id));
}
