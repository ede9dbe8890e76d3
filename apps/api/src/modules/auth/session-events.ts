import type { AppDeps } from '../../platform/deps';

export type SessionPubSub = AppDeps['pubsub'];

/**
 * Tells every API process that sessions of a user ended, so that the WebSockets opened with them
 * close (server.ts): one session when `sessionId` is given, otherwise all of them but `exceptSessionId`.
 * Publish after the change is committed; a lost event is caught by the sockets' periodic re-check.
 */
export function publishSessionEnded(
  pubsub: SessionPubSub | undefined,
  event: { userId: number; sessionId?: string | null; exceptSessionId?: string | null },
): void {
  pubsub?.publish('session:ended', {
    userId: event.userId,
    sessionId: event.sessionId ?? null,
    exceptSessionId: event.exceptSessionId ?? null,
  });
}
