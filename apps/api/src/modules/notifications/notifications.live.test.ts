import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFreelancer, signedIn } from '../../testing/factories';
import { eventually, subscribeLive } from '../../testing/live';
import { countQueries, createTestApp, type TestApp } from '../../testing/test-app';
import { insertNotifications } from './notifications.repository';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.stop());

/** Subscriptions per user: well past Node's default of 10 listeners per event. */
const SUBSCRIPTIONS_PER_USER = 24;

interface Live {
  received: { id: string; plainTextDescription: string }[];
  close(): Promise<void>;
}

describe('the live subscription with many subscribers', () => {
  it('reads each new notification once per process whatever the number of subscribers, and hands each user only their own', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    // Two API processes through Redis when there is one; one process in memory otherwise.
    const urls = process.env.REDIS_URL ? [app.url, (await app.peer()).url] : [app.url];
    const [a, b] = [await makeFreelancer(app), await makeFreelancer(app)];
    const users = [
      { id: a.user.id, cookie: (await signedIn(app, a.user.email)).cookie! },
      { id: b.user.id, cookie: (await signedIn(app, b.user.email)).cookie! },
    ];
    const lives = users.map((user) =>
      Array.from({ length: SUBSCRIPTIONS_PER_USER }, (_, index): Live => {
        const live = subscribeLive<Live['received'][number]>(
          urls[index % urls.length]!,
          user.cookie,
          {
            query: 'subscription($id: ID!) { userNotification(userId: $id) { id plainTextDescription } }',
            variables: { id: String(user.id) },
          },
          'userNotification',
        );
        return { received: live.received, close: live.close };
      }),
    );
    const { deps } = app.server;
    const create = async (userId: number, text: string) => {
      const [row] = await insertNotifications(deps.db, [
        { userId, category: 'missions', type: 'test_live', description: text, plainTextDescription: text, url: null },
      ]);
      return row!.id;
    };
    const everyoneHas = (index: number, id: number) =>
      lives[index]!.every((live) => live.received.some((n) => n.id === String(id)));

    // Subscriptions start once their socket is acknowledged: a first notification, told until all have it.
    const warmUps = await Promise.all(users.map((user) => create(user.id, 'Échauffement')));
    const warmed = await eventually(() => {
      users.forEach((user, index) => {
        deps.pubsub.publish('user:notification', user.id, { notificationId: warmUps[index]! });
      });
      return warmUps.every((id, index) => everyoneHas(index, id));
    }, 10_000);
    expect(warmed).toBe(true);

    const forA = await create(a.user.id, 'Pour A');
    const forB = await create(b.user.id, 'Pour B');
    const reads = await countQueries(app, async () => {
      deps.pubsub.publish('user:notification', a.user.id, { notificationId: forA });
      deps.pubsub.publish('user:notification', b.user.id, { notificationId: forB });
      // B's notification announced on A's channel (a forged event): read as A's, it is not found.
      deps.pubsub.publish('user:notification', a.user.id, { notificationId: forB });
      expect(await eventually(() => everyoneHas(0, forA) && everyoneHas(1, forB))).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    // One read per event and per process, not one per subscriber (that would be 72 per process here).
    expect(reads).toBe(3 * urls.length);

    for (const live of lives[0]!)
      expect(live.received.map((n) => n.plainTextDescription).filter((text) => text !== 'Échauffement')).toEqual([
        'Pour A',
      ]);
    for (const live of lives[1]!)
      expect(live.received.map((n) => n.plainTextDescription).filter((text) => text !== 'Échauffement')).toEqual([
        'Pour B',
      ]);

    await Promise.all(lives.flat().map((live) => live.close()));
    process.off('warning', onWarning);
    expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning')).toEqual([]);
  });
});
