import { describe, expect, it } from 'vitest';
import { createPlatformPubSub } from './pubsub';

/** The next value of a subscription, or null if none comes within `ms`. */
async function nextWithin<T>(iterator: AsyncIterator<T>, ms = 100): Promise<T | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));
  return Promise.race([iterator.next().then((result) => (result.done ? null : result.value)), timeout]);
}

describe('the in-memory pub/sub', () => {
  it('hands an event to every subscription of its topic only, with no listener warning past 10', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    const { pubsub } = createPlatformPubSub(null);
    const mine = Array.from({ length: 50 }, () => pubsub.subscribe('user:notification', 1)[Symbol.asyncIterator]());
    const theirs = pubsub.subscribe('user:notification', 2)[Symbol.asyncIterator]();
    // A Repeater starts listening on its first pull.
    const firsts = mine.map((subscription) => nextWithin(subscription, 1_000));
    const theirFirst = nextWithin(theirs);
    await new Promise((resolve) => setTimeout(resolve, 10));

    pubsub.publish('user:notification', 1, { notificationId: 7 });
    expect(await Promise.all(firsts)).toEqual(mine.map(() => ({ notificationId: 7 })));
    expect(await theirFirst).toBeNull();

    // A subscription that ended hears nothing more; the others still do.
    await mine[0]!.return?.();
    const seconds = mine.slice(1).map((subscription) => nextWithin(subscription, 1_000));
    await new Promise((resolve) => setTimeout(resolve, 10));
    pubsub.publish('user:notification', 1, { notificationId: 8 });
    expect(await Promise.all(seconds)).toEqual(mine.slice(1).map(() => ({ notificationId: 8 })));

    await Promise.all([...mine, theirs].map((subscription) => subscription.return?.()));
    process.off('warning', onWarning);
    expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning')).toEqual([]);
  });
});
