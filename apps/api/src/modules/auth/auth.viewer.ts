import { IMPERSONATION_MAX_MINUTES } from '@orbite/domain/constants';
import { deriveRole, type PermissionMap, permissionMapOf, type UserRole } from '@orbite/domain/roles';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type DbOrTx, readAll } from '../../db/client';
import { statement } from '../../db/statements';
import { recordActivity } from '../activity/activity.service';
import { findCorporatesOfUsers } from '../companies/companies.service';
import { type CorporateRow, corporates } from '../companies/companies.tables';
import { findFreelancesOfUsers } from '../freelancers/freelancers.service';
import { type FreelanceRow, freelances } from '../freelancers/freelancers.tables';
import { findTeamMembersOfUsers } from '../team/team.service';
import { type TeamMemberRow, teamMembers } from '../team/team.tables';
import { type UserRow, users } from '../users/users.tables';
import { sha256 } from './auth.crypto';
import * as repository from './auth.repository';
import { type SessionRow, sessions } from './auth.tables';
import { publishSessionEnded, type SessionPubSub } from './session-events';

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

/**
 * A user and its profiles in one statement (each profile's `user_id` is unique, so one row at most). It
 * runs on every signed-in request: a statement built once per database (`statement`).
 */
const viewerOfUser = statement((db) =>
  db
    .select({ user: users, corporate: corporates, freelance: freelances, teamMember: teamMembers })
    .from(users)
    .leftJoin(corporates, eq(corporates.userId, users.id))
    .leftJoin(freelances, eq(freelances.userId, users.id))
    .leftJoin(teamMembers, eq(teamMembers.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('viewer_of_user'),
);

export async function loadViewer(db: DbOrTx, userId: number): Promise<Viewer | null> {
  const [row] = await viewerOfUser(db, { userId });
  if (!row) return null;
  return toViewer(row.user, row.corporate, row.freelance, row.teamMember);
}

/**
 * The live session of a token (its hash, not revoked, not expired) and its user's viewer, in one
 * statement: every signed-in request starts with it.
 */
const liveSessionWithViewer = statement((db) =>
  db
    .select({ session: sessions, user: users, corporate: corporates, freelance: freelances, teamMember: teamMembers })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(corporates, eq(corporates.userId, users.id))
    .leftJoin(freelances, eq(freelances.userId, users.id))
    .leftJoin(teamMembers, eq(teamMembers.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('live_session_with_viewer'),
);

/** The live session of a token with the viewer of the user who signed in, or null. */
async function findLiveSessionWithViewer(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ session: SessionRow; signedIn: Viewer } | null> {
  const [row] = await liveSessionWithViewer(db, { tokenHash, now: new Date().toISOString() });
  if (!row) return null;
  return { session: row.session, signedIn: toViewer(row.user, row.corporate, row.freelance, row.teamMember) };
}

/** A user's role and permissions from the profiles they hold (the session's viewer, the chat's people). */
export function toViewer(
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

/**
 * When this process last wrote each session's `last_seen_at`. Without it, every request that reads
 * the session in the same instant (a page's parallel queries, 50 clients on one session in the load
 * bench) sees the mark over a minute old and writes it too: a burst of UPDATEs queuing on one row's
 * lock once a minute, the p99 of every signed-in operation. Bounded: stale entries go once it is large
 * (forgetting one only costs a redundant write).
 */
const touchedAt = new Map<string, number>();
const TOUCHED_SESSIONS_KEPT = 10_000;

/** Whether this request should refresh the session's `last_seen_at` (at most once a minute per process). */
export function claimSessionTouch(session: Pick<SessionRow, 'id' | 'lastSeenAt'>, now = Date.now()): boolean {
  if (now - session.lastSeenAt.getTime() <= touchIntervalMs) return false;
  if (now - (touchedAt.get(session.id) ?? 0) <= touchIntervalMs) return false;
  if (touchedAt.size >= TOUCHED_SESSIONS_KEPT) {
    for (const [id, at] of touchedAt) if (now - at > touchIntervalMs) touchedAt.delete(id);
    // Still full (that many sessions seen within a minute): forget them all rather than scan on every claim.
    if (touchedAt.size >= TOUCHED_SESSIONS_KEPT / 2) touchedAt.clear();
  }
  touchedAt.set(session.id, now);
  return true;
}

/**
 * Resolves a session cookie's token into the session state, or null when it is unknown, revoked or
 * expired. With `pubsub`, a session ended here (impersonation over, privileges gained) closes its sockets.
 */
export async function resolveSession(
  db: DbOrTx,
  token: string | null | undefined,
  pubsub?: SessionPubSub,
): Promise<SessionState | null> {
  if (!token) return null;
  const found = await findLiveSessionWithViewer(db, sha256(token));
  if (!found) return null;
  const { session, signedIn } = found;
  if (claimSessionTouch(session)) {
    // A failed write gives the claim back: the next request tries again.
    await repository.touchSession(db, session.id).catch((error: unknown) => {
      touchedAt.delete(session.id);
      throw error;
    });
  }
  if (session.impersonatedUserId && isImpersonationExpired(session)) {
    // After 60 minutes the impersonated session ends: its token served in the other person's
    // pages and cannot be rotated here, so the team member signs in again.
    await repository.revokeSession(db, session.id, session.userId);
    publishSessionEnded(pubsub, { userId: session.userId, sessionId: session.id });
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
  const privileges = privilegesOf(signedIn);
  if (session.privileges === null) await repository.setSessionPrivileges(db, session.id, privileges);
  else if (!holdsOnlyGrantedPrivileges(session.privileges, privileges)) {
    await repository.revokeSession(db, session.id, session.userId);
    publishSessionEnded(pubsub, { userId: session.userId, sessionId: session.id });
    return null;
  }
  if (!session.impersonatedUserId) return { session, viewer: signedIn, impersonator: null };
  const impersonated = await loadViewer(db, session.impersonatedUserId);
  if (!impersonated) return { session, viewer: signedIn, impersonator: null };
  return { session, viewer: impersonated, impersonator: signedIn };
}

/**
 * Which of `sessionIds` still let their holder in, by id (the token may have been rotated since): not
 * revoked nor expired, impersonation not over, no privilege gained. Reads only; the next request with
 * the cookie revokes it. The sockets' periodic re-check (server.ts): one statement for the sessions,
 * then one viewer per distinct user (a user's many tabs and devices share it).
 */
export async function liveSessionIdsAmong(db: DbOrTx, sessionIds: readonly string[]): Promise<Set<string>> {
  const live = new Set<string>();
  const sessions = (await repository.findLiveSessionsByIds(db, sessionIds)).filter(
    (session) => !(session.impersonatedUserId && isImpersonationExpired(session)),
  );
  const viewers = new Map<number, Awaited<ReturnType<typeof loadViewer>>>();
  for (const session of sessions) {
    if (!viewers.has(session.userId)) viewers.set(session.userId, await loadViewer(db, session.userId));
    const signedIn = viewers.get(session.userId);
    if (!signedIn) continue;
    if (session.privileges === null || holdsOnlyGrantedPrivileges(session.privileges, privilegesOf(signedIn)))
      live.add(session.id);
  }
  return live;
}

function isImpersonationExpired(session: SessionRow): boolean {
  const started = session.impersonationStartedAt?.getTime() ?? 0;
  return Date.now() - started > IMPERSONATION_MAX_MINUTES * 60_000;
}
