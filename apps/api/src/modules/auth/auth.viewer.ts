import { IMPERSONATION_MAX_MINUTES } from '@orbite/domain/constants';
import { deriveRole, type PermissionMap, permissionMapOf, type UserRole } from '@orbite/domain/roles';
import { type DbOrTx, readAll } from '../../db/client';
import { recordActivity } from '../activity/activity.service';
import { findCorporateOfUser, findCorporatesOfUsers } from '../companies/companies.service';
import type { CorporateRow } from '../companies/companies.tables';
import { findFreelanceOfUser, findFreelancesOfUsers } from '../freelancers/freelancers.service';
import type { FreelanceRow } from '../freelancers/freelancers.tables';
import { findTeamMemberOfUser, findTeamMembersOfUsers } from '../team/team.service';
import type { TeamMemberRow } from '../team/team.tables';
import { findUserById } from '../users/users.repository';
import type { UserRow } from '../users/users.tables';
import { sha256 } from './auth.crypto';
import * as repository from './auth.repository';
import type { SessionRow } from './auth.tables';

/** A user with the profiles it holds and what follows from them. */
export interface Viewer {
  user: UserRow;
  role: UserRole | null;
  corporate: CorporateRow | null;
  freelance: FreelanceRow | null;
  teamMember: TeamMemberRow | null;
  permissions: PermissionMap;
}

/** The session behind a request: who signed in, and who they act as. */
export interface SessionState {
  session: SessionRow;
  /** The effective user: the impersonated one while a team member impersonates. */
  viewer: Viewer;
  /** The team member behind the session while impersonating, else null. */
  impersonator: Viewer | null;
}

export async function loadViewer(db: DbOrTx, userId: number): Promise<Viewer | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
  const [corporate, freelance, teamMember] = await readAll(db, [
    () => findCorporateOfUser(db, userId),
    () => findFreelanceOfUser(db, userId),
    () => findTeamMemberOfUser(db, userId),
  ] as const);
  return toViewer(user, corporate, freelance, teamMember);
}

function toViewer(
  user: UserRow,
  corporate: CorporateRow | null,
  freelance: FreelanceRow | null,
  teamMember: TeamMemberRow | null,
): Viewer {
  const role = deriveRole({ anonymized: Boolean(user.anonymizedAt), corporate, freelance, teamMember });
  const flags = corporate?.permissions ?? freelance?.permissions ?? {};
  return { user, role, corporate, freelance, teamMember, permissions: permissionMapOf(role, flags) };
}

/** Viewers of many users at once, in the order of the rows given: four queries whatever the count. */
export async function loadViewers(db: DbOrTx, users: UserRow[]): Promise<Viewer[]> {
  const ids = users.map((user) => user.id);
  const [corporates, freelances, teamMembers] = await readAll(db, [
    () => findCorporatesOfUsers(db, ids),
    () => findFreelancesOfUsers(db, ids),
    () => findTeamMembersOfUsers(db, ids),
  ] as const);
  const byUser = <T extends { userId: number }>(rows: T[]) => new Map(rows.map((row) => [row.userId, row]));
  const [c, f, t] = [byUser(corporates), byUser(freelances), byUser(teamMembers)];
  return users.map((user) => toViewer(user, c.get(user.id) ?? null, f.get(user.id) ?? null, t.get(user.id) ?? null));
}

/**
 * What a session lets its holder do, as words: the role, the corporate role and the permission
 * flags held. Stored on the session when it is created (`privileges`).
 */
export function privilegesOf(viewer: Viewer): string {
  const words = [`role:${viewer.role ?? 'none'}`];
  if (viewer.corporate) words.push(`corporate:${viewer.corporate.role}`);
  for (const [flag, held] of Object.entries(viewer.permissions)) if (held) words.push(`flag:${flag}`);
  return words.sort().join(' ');
}

/**
 * A session may keep fewer privileges than it was created with (they are read afresh on each
 * request) but never gain one: after a promotion (new role, admin, a flag granted) the person signs
 * in again, so a token stolen before cannot carry the new rights.
 */
export function holdsOnlyGrantedPrivileges(granted: string, current: string): boolean {
  const allowed = new Set(granted.split(' '));
  return current.split(' ').every((word) => allowed.has(word));
}

const touchIntervalMs = 60_000;

/** Resolves a session cookie's token into the session state, or null when it is unknown, revoked or expired. */
export async function resolveSession(db: DbOrTx, token: string | null | undefined): Promise<SessionState | null> {
  if (!token) return null;
  const session = await repository.findLiveSessionByTokenHash(db, sha256(token));
  if (!session) return null;
  if (Date.now() - session.lastSeenAt.getTime() > touchIntervalMs) await repository.touchSession(db, session.id);
  if (session.impersonatedUserId && isImpersonationExpired(session)) {
    // After 60 minutes the impersonated session ends: its token served in the other person's
    // pages and cannot be rotated here, so the team member signs in again.
    await repository.revokeSession(db, session.id, session.userId);
    await recordActivity(
      db,
      { userId: session.userId, impersonatorUserId: null },
      {
        category: 'user',
        type: 'user_impersonation_restored',
        entityType: 'user',
        entityId: session.impersonatedUserId,
        payload: { expired: true },
      },
    );
    return null;
  }
  const signedIn = await loadViewer(db, session.userId);
  if (!signedIn) return null;
  const privileges = privilegesOf(signedIn);
  if (session.privileges === null) await repository.setSessionPrivileges(db, session.id, privileges);
  else if (!holdsOnlyGrantedPrivileges(session.privileges, privileges)) {
    await repository.revokeSession(db, session.id, session.userId);
    return null;
  }
  if (!session.impersonatedUserId) return { session, viewer: signedIn, impersonator: null };
  const impersonated = await loadViewer(db, session.impersonatedUserId);
  if (!impersonated) return { session, viewer: signedIn, impersonator: null };
  return { session, viewer: impersonated, impersonator: signedIn };
}

function isImpersonationExpired(session: SessionRow): boolean {
  const started = session.impersonationStartedAt?.getTime() ?? 0;
  return Date.now() - started > IMPERSONATION_MAX_MINUTES * 60_000;
}
