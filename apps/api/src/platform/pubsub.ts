import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { Logger } from './logger';

/** Topics published across API processes; each module adds its own. */
export type PubSubTopics = {
  'user:event': [userId: number, payload: { type: string; at: string }];
  /** A notification was created for the user, or their unseen count changed (id null). */
  'user:notification': [userId: number, payload: { notificationId: number | null }];
  /** A message was posted, edited or read in a conversation the user is in. */
  'user:chat': [
    userId: number,
    payload: { conversationId: number; messageId: number | null; kind: 'message' | 'edited' | 'deleted' | 'read' },
  ];
  /** An activity event was recorded anywhere on the marketplace (the team's live feed). */
  'team:activity': [payload: { eventId: number }];
  /** Rows imported so far by a running pre-freelancer import (progress only: nothing committed yet). */
  'team:freelanceImport': [importId: number, payload: { processed: number; total: number }];
  /**
   * Sessions of a user ended (sign-out, revocation, password change or reset): one session when
   * `sessionId` is set, otherwise all of them but `exceptSessionId`. Sockets opened with them close.
   */
  'session:ended': [payload: { userId: number; sessionId: string | null; exceptSessionId: string | null }];
};

export interface PlatformPubSub {
  pubsub: ReturnType<typeof createPubSub<PubSubTopics>>;
  /** Null when live events can travel (always in memory); otherwise why not (Redis unreachable). */
  unready(): string | null;
  close(): Promise<void>;
}

type PubSubEventTarget = NonNullable<NonNullable<Parameters<typeof createPubSub<PubSubTopics>>[0]>['eventTarget']>;
type PubSubEvent = Parameters<PubSubEventTarget['dispatchEvent']>[0];
type Listener = ((event: PubSubEvent) => void) | { handleEvent(event: PubSubEvent): void };

/**
 * The in-memory event target: a set of listeners per topic, each event handed to that topic's
 * listeners in turn (what the Redis target keeps for its channels too). Node's EventTarget would do
 * the same but warns (MaxListenersExceededWarning) past 10 listeners of one type, and a topic has
 * one listener per live subscription: a user with a dozen tabs is not a leak.
 */
export function createLocalEventTarget(): PubSubEventTarget {
  const listenersOf = new Map<string, Set<Listener>>();
  const target = {
    addEventListener(type: string, listener: Listener | null) {
      if (!listener) return;
      const listeners = listenersOf.get(type) ?? new Set<Listener>();
      listenersOf.set(type, listeners);
      listeners.add(listener);
    },
    removeEventListener(type: string, listener: Listener | null) {
      const listeners = listenersOf.get(type);
      if (!listeners || !listener) return;
      listeners.delete(listener);
      if (listeners.size === 0) listenersOf.delete(type);
    },
    dispatchEvent(event: PubSubEvent) {
      const listeners = listenersOf.get(event.type);
      if (!listeners) return true;
      // A listener added while the event is handed out does not get it (as with EventTarget).
      for (const listener of [...listeners])
        if (listeners.has(listener))
          if (typeof listener === 'function') listener(event);
          else listener.handleEvent(event);
      return true;
    },
  };
  return target as unknown as PubSubEventTarget;
}

/** Reconnects quickly, then every second at most, for as long as Redis stays away. */
const reconnectDelay = (attempt: number) => Math.min(attempt * 100, 1_000);

/**
 * In memory on one process; through Redis when REDIS_URL is set, so that every process sees every event.
 *
 * Redis going away must not take the API down: a publish that fails is logged and dropped (a live
 * event is a hint; the data is committed and the next query shows it), connection errors are
 * logged once per outage, and both clients reconnect on their own, the subscriber resubscribing to
 * its channels, so live updates resume when Redis returns.
 */
export function createPlatformPubSub(redisUrl: string | null, logger?: Logger, channelPrefix = ''): PlatformPubSub {
  if (!redisUrl)
    return {
      pubsub: createPubSub<PubSubTopics>({ eventTarget: createLocalEventTarget() }),
      unready: () => null,
      close: async () => {},
    };
  const options = { lazyConnect: false, retryStrategy: reconnectDelay };
  // A publish waits for one reconnection at most; a subscription waits for Redis to come back.
  const publishClient = new Redis(redisUrl, { ...options, maxRetriesPerRequest: 1 });
  const subscribeClient = new Redis(redisUrl, { ...options, maxRetriesPerRequest: null });
  for (const [name, client] of [
    ['publish', publishClient],
    ['subscribe', subscribeClient],
  ] as const) {
    let down = false;
    client.on('error', (error: Error) => {
      if (!down) logger?.warn({ err: error, client: name }, 'Redis unreachable: live events paused');
      down = true;
    });
    client.on('ready', () => {
      if (down) logger?.info({ client: name }, 'Redis is back: live events resume');
      down = false;
    });
  }
  // The event target publishes and (un)subscribes without waiting nor catching: a rejected command
  // would be an unhandled rejection, which ends a Node process.
  const dropped = (what: string, channel: string) => (error: unknown) => {
    logger?.warn({ err: error, channel }, `${what} failed: Redis unreachable`);
    return 0;
  };
  // Channels carry the deployment's prefix on Redis and lose it on the way back.
  const onRedis = (channel: string) => `${channelPrefix}${channel}`;
  const safePublisher = {
    publish: (channel: string, message: string) =>
      publishClient.publish(onRedis(channel), message).catch(dropped('live event', channel)),
  } as unknown as Redis;
  const safeSubscriber = {
    on: (event: 'message', listener: (channel: string, message: string) => void) =>
      subscribeClient.on(event, (channel: string, message: string) => {
        if (channel.startsWith(channelPrefix)) listener(channel.slice(channelPrefix.length), message);
      }),
    subscribe: (channel: string) => subscribeClient.subscribe(onRedis(channel)).catch(dropped('subscribe', channel)),
    unsubscribe: (channel: string) =>
      subscribeClient.unsubscribe(onRedis(channel)).catch(dropped('unsubscribe', channel)),
  } as unknown as Redis;
  const eventTarget = createRedisEventTarget({ publishClient: safePublisher, subscribeClient: safeSubscriber });
  return {
    pubsub: createPubSub<PubSubTopics>({ eventTarget }),
    unready: () =>
      publishClient.status === 'ready' && subscribeClient.status === 'ready'
        ? null
        : `Redis unreachable (${publishClient.status}/${subscribeClient.status})`,
    async close() {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
