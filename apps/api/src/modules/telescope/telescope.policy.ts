import type { UserRole } from '@orbite/domain/roles';

export interface TelescopeActor {
  role: UserRole | null;
  userId: number | null;
}

/** Telescope searches the whole freelancer base: the team only. */
export function canSearchFreelances(actor: TelescopeActor): boolean {
  return actor.role === 'teamMember' && actor.userId !== null;
}

/** A saved search is its owner's alone: other team members neither see nor change it. */
export function canUseFreelanceSearch(actor: TelescopeActor, search: { ownerUserId: number }): boolean {
  return canSearchFreelances(actor) && search.ownerUserId === actor.userId;
}
