import { and, count, desc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { statement } from '../../db/statements';
import { authAttempts, passwordResetTokens, type SessionRow, sessions, userIdentities } from './auth.tables';

export async function insertSession(db: DbOrTx, session: typeof sessions.$inferInsert): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(session).returning();
  return row!;
}

/**
 * The live session of a token (its hash, not revoked, not expired), read afresh on every request so that a
 * revocation takes effect at once; a prepared statement, as every signed-in request runs it.
 */
const liveSessionByTokenHash = statement((db) =>
  db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('live_session_by_token_hash'),
);

export async function findLiveSessionByTokenHash(db: DbOrTx, tokenHash: string): Promise<SessionRow | null> {
  const [row] = await liveSessionByTokenHash(db, { tokenHash, now: new Date().toISOString() });
  return row ?? null;
}

/** The live ones among `ids` (the sockets' periodic re-check: one statement for every open socket). */
export async function findLiveSessionsByIds(db: DbOrTx, ids: readonly string[]): Promise<SessionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(sessions)
    .where(and(inArray(sessions.id, [...ids]), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
}

export async function listLiveSessions(db: DbOrTx, userId: number): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt));
}

export async function touchSession(db: DbOrTx, id: string): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, id));
}

export async function revokeSession(db: DbOrTx, id: string, userId: number): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes every live session of a user, except one when given. */
export async function revokeUserSessions(db: DbOrTx, userId: number, exceptId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptId ? ne(sessions.id, exceptId) : undefined),
    );
}

/** Starts or ends impersonation on a session; with `tokenHash`, the session gets that new token at once. */
export async function setImpersonation(
  db: DbOrTx,
  id: string,
  impersonatedUserId: number | null,
  tokenHash?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({
      impersonatedUserId,
      impersonationStartedAt: impersonatedUserId ? new Date() : null,
      ...(tokenHash ? { tokenHash } : {}),
    })
    .where(eq(sessions.id, id));
}

/** Gives a live session a new token: the old one stops working at once. */
export async function rotateSessionToken(db: DbOrTx, id: string, tokenHash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ tokenHash })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export async function setSessionPrivileges(db: DbOrTx, id: string, privileges: string): Promise<void> {
  await db.update(sessions).set({ privileges }).where(eq(sessions.id, id));
}

export async function insertPasswordResetToken(
  db: DbOrTx,
  token: typeof passwordResetTokens.$inferInsert,
): Promise<void> {
  await db.insert(passwordResetTokens).values(token);
}

export async function findPasswordResetToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash));
  return row ?? null;
}

/** Marks a reset token used; false when it was already used (single use, even under concurrent requests). */
export async function consumePasswordResetToken(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return rows.length > 0;
}

export async function insertAttempt(db: DbOrTx, action: string, key: string): Promise<number> {
  const [row] = await db.insert(authAttempts).values({ action, key }).returning({ id: authAttempts.id });
  return row!.id;
}

/** Attempts of a key since a date, up to a given one: each request counts those made before its own. */
export async function countAttemptsUpTo(
  db: DbOrTx,
  action: string,
  key: string,
  since: Date,
  lastId: number,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.action, action),
        eq(authAttempts.key, key),
        gt(authAttempts.createdAt, since),
        lte(authAttempts.id, lastId),
      ),
    );
  return row?.value ?? 0;
}

export async function deleteAttempt(db: DbOrTx, id: number): Promise<void> {
  await db.delete(authAttempts).where(eq(authAttempts.id, id));
}

export async function countAttemptsSince(db: DbOrTx, action: string, key: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(authAttempts)
    .where(and(eq(authAttempts.action, action), eq(authAttempts.key, key), gt(authAttempts.createdAt, since)));
  return row?.value ?? 0;
}

export async function clearAttempts(db: DbOrTx, action: string, key: string): Promise<void> {
  await db.delete(authAttempts).where(and(eq(authAttempts.action, action), eq(authAttempts.key, key)));
}

export async function purgeAttemptsBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(authAttempts).where(sql`${authAttempts.createdAt} < ${before}`);
}

export async function findIdentity(db: DbOrTx, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
  return row ?? null;
}

export async function insertIdentity(db: DbOrTx, identity: typeof userIdentities.$inferInsert): Promise<void> {
  await db.insert(userIdentities).values(identity);
}

export function listIdentities(db: DbOrTx, userId: number) {
  return db
    .select({ provider: userIdentities.provider, email: userIdentities.email, createdAt: userIdentities.createdAt })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(userIdentities.createdAt);
}

export async function deleteIdentities(db: DbOrTx, userId: number, provider: string): Promise<number> {
  const rows = await db
    .delete(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)))
    .returning({ id: userIdentities.id });
  return rows.length;
}
