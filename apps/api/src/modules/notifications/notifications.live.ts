import type { AppDeps } from '../../platform/deps';
import * as repository from './notifications.repository';
import type { UserNotificationView } from './notifications.tables';

/**
 * How long a process keeps a notification it read for the live subscription: every subscription of
 * its user in this process hears of the event within the same dispatch, so a few seconds cover the
 * slowest of them (a socket still busy sending the previous event).
 */
export const LIVE_READ_SHARED_MS = 10_000;

/** Per server (its pub/sub, one per process): the reads under way or just done, by `userId:notificationId`. */
const sharedReads = new WeakMap<object, Map<string, Promise<UserNotificationView | null>>>();

/**
 * The notification `id` of `userId`, read once per process for all of that user's live
 * subscriptions: 2,000 open tabs of one user make one read, not 2,000. The read stays scoped to the
 * owner (another user's notification is null), and the key holds the user, so a subscriber is only
 * ever handed a row read for its own user. A failed read is not kept (null, as a row not found).
 */
export function liveNotificationOf(
  deps: Pick<AppDeps, 'db' | 'pubsub'>,
  userId: number,
  id: number,
): Promise<UserNotificationView | null> {
  const reads = sharedReads.get(deps.pubsub) ?? new Map<string, Promise<UserNotificationView | null>>();
  sharedReads.set(deps.pubsub, reads);
  const key = `${userId}:${id}`;
  const shared = reads.get(key);
  if (shared) return shared;
  const read = repository.findNotificationOfUser(deps.db, userId, id).catch(() => {
    reads.delete(key);
    return null;
  });
  reads.set(key, read);
  setTimeout(() => {
    if (reads.get(key) === read) reads.delete(key);
  }, LIVE_READ_SHARED_MS).unref();
  return read;
}

/**
 * The user's new notifications as they are created, for the `userNotification` subscription: the
 * events of the user's own channel only (count-only events skipped), each read as the owner.
 */
export async function* newNotificationsOf(deps: Pick<AppDeps, 'db' | 'pubsub'>, userId: number) {
  for await (const event of deps.pubsub.subscribe('user:notification', userId)) {
    if (event.notificationId === null) continue;
    const row = await liveNotificationOf(deps, userId, event.notificationId);
    if (row && row.userId === userId) yield row;
  }
}
