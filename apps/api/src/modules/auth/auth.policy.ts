import { isImpersonableRole, type UserRole } from '@orbite/domain/roles';

export interface ImpersonationActor {
  role: UserRole | null;
  impersonating: boolean;
}

export interface ImpersonationTarget {
  userId: number;
  role: UserRole | null;
}

/**
 * A team member may impersonate any freelancer or corporate user. Impersonation is never nested,
 * never targets another team member (no borrowing of staff rights) nor an account without a role.
 */
export function canImpersonate(actor: ImpersonationActor, actorUserId: number, target: ImpersonationTarget): boolean {
  if (actor.role !== 'teamMember' || actor.impersonating) return false;
  if (target.userId === actorUserId) return false;
  return isImpersonableRole(target.role);
}

/** Credentials belong to their owner: nobody changes them through an impersonated session. */
export function canChangeCredentials(state: { impersonating: boolean }): boolean {
  return !state.impersonating;
}
