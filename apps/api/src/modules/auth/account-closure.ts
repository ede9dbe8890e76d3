/**
 * When the team closes an account (a freelancer banned or deleted), the person is signed out at
 * once: every session of the user is revoked in the transaction that closes the account (a rollback
 * keeps them), and `session:ended` is published after the commit, so that their open WebSockets
 * close with 4401 right away instead of at the next 60-second re-check. Their HTTP requests are
 * refused from the commit on (the session is no longer live).
 *
 * Deleting a freelancer calls `endAllSessionsOf` itself (freelancers/admin.service.ts). A ban is a
 * status change among others (freelancers/moderation.service.ts): it records a
 * `freelance_status_changed` event to `banned` in its transaction, and the listener below, registered
 * when this module is loaded (admin.service.ts imports it), ends the sessions in that transaction.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { afterCommit, currentDeps } from '../../platform/unit-of-work';
import { onActivityRecorded } from '../activity/activity.service';
import type { ActivityEventRow } from '../activity/activity.tables';
import { freelances } from '../freelancers/freelancers.tables';
import { revokeUserSessions } from './auth.repository';
import { publishSessionEnded, type SessionPubSub } from './session-events';

/** Revokes every session of `userId` in `db` and, once committed, closes their sockets everywhere. */
export async function endAllSessionsOf(
  db: DbOrTx,
  userId: number,
  pubsub: SessionPubSub | undefined = currentDeps()?.pubsub,
): Promise<void> {
  await revokeUserSessions(db, userId);
  afterCommit(() => publishSessionEnded(pubsub, { userId }));
}

async function userOfFreelance(db: DbOrTx, freelanceId: number): Promise<number | null> {
  const [row] = await db
    .select({ userId: freelances.userId })
    .from(freelances)
    .where(eq(freelances.id, freelanceId))
    .limit(1);
  return row?.userId ?? null;
}

/** A freelancer banned now (not one already banned whose reason changes): their sessions end. */
export async function endSessionsOfBannedFreelancer(db: DbOrTx, event: ActivityEventRow): Promise<void> {
  if (event.type !== 'freelance_status_changed' || event.entityType !== 'freelancer' || !event.entityId) return;
  if (event.payload.to !== 'banned' || event.payload.from === 'banned') return;
  const userId = await userOfFreelance(db, Number(event.entityId));
  if (userId !== null) await endAllSessionsOf(db, userId);
}

onActivityRecorded(endSessionsOfBannedFreelancer);
