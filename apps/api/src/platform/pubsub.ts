import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';

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
};

export interface PlatformPubSub {
  pubsub: ReturnType<typeof createPubSub<PubSubTopics>>;
  close(): Promise<void>;
}

/** In memory on one process; through Redis when REDIS_URL is set, so that every process sees every event. */
export function createPlatformPubSub(redisUrl: string | null): PlatformPubSub {
  if (!redisUrl) return { pubsub: createPubSub<PubSubTopics>(), close: async () => {} };
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<PubSubTopics>({ eventTarget }),
    async close() {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
