import { type CorporatePermission, type CorporateRole, corporatePermissions } from '@orbite/domain/roles';

/**
 * Who may do what with a client company's crew (its corporate users and pending invitations).
 * - Admins and holders of showCrew see the crew and invite, resend and revoke invitations.
 * - A manager holding showCrew invites managers only, with no flag they do not hold themselves.
 * - Only admins change a role or flags and remove a user.
 * - Nobody removes themselves; the last admin keeps the admin role, showCrew and showAdministration.
 * - A corporate who created missions of the company stays (the missions keep their author).
 */
export interface CrewActor {
  corporateId: number;
  companyId: number;
  role: CorporateRole;
  permissions: Partial<Record<CorporatePermission, boolean>>;
}

export interface CrewTarget {
  id: number;
  companyId: number;
  role: CorporateRole;
}

export type Flags = Record<CorporatePermission, boolean>;

export const isAdmin = (actor: Pick<CrewActor, 'role'>) => actor.role === 'admin';

export function canManageCrew(actor: CrewActor): boolean {
  return isAdmin(actor) || actor.permissions.showCrew === true;
}

/** The role and flags an actor may hand out in an invitation. */
export function canInvite(actor: CrewActor, role: CorporateRole, flags: Flags): boolean {
  if (!canManageCrew(actor)) return false;
  if (isAdmin(actor)) return true;
  if (role === 'admin') return false;
  return corporatePermissions.every((flag) => !flags[flag] || actor.permissions[flag] === true);
}

export function canEditMembers(actor: CrewActor): boolean {
  return isAdmin(actor);
}

/**
 * Why a change of role or flags is refused, or null when it is allowed. `admins` counts the
 * company's admins before the change.
 */
export function editRefusal(
  actor: CrewActor,
  target: CrewTarget,
  change: { role: CorporateRole; flags: Flags },
  admins: number,
): 'forbidden' | 'lastAdmin' | null {
  if (!canEditMembers(actor)) return 'forbidden';
  const losesAdmin =
    target.role === 'admin' && (change.role !== 'admin' || !change.flags.showCrew || !change.flags.showAdministration);
  if (losesAdmin && admins <= 1) return 'lastAdmin';
  return null;
}

/** Why removing a user is refused (643 for every reason but forbidden), or null when allowed. */
export function removalRefusal(
  actor: CrewActor,
  target: CrewTarget,
  facts: { admins: number; createdMissions: number },
): 'forbidden' | 'self' | 'lastAdmin' | 'ownsMissions' | null {
  if (!canEditMembers(actor)) return 'forbidden';
  if (target.id === actor.corporateId) return 'self';
  if (target.role === 'admin' && facts.admins <= 1) return 'lastAdmin';
  if (facts.createdMissions > 0) return 'ownsMissions';
  return null;
}

/** Every flag, false unless given: what an invitation or an edit stores. */
export function flagsOf(input: Partial<Record<CorporatePermission, boolean | null | undefined>>): Flags {
  const flags = {} as Flags;
  for (const flag of corporatePermissions) flags[flag] = input[flag] === true;
  return flags;
}
