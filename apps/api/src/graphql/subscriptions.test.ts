import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFreelancer, signedIn } from '../testing/factories';
import { eventually, subscribeLive } from '../testing/live';
import { createTestApp, type TestApp } from '../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.stop());

/** Subscribes over graphql-ws with the given cookie and returns the first result. */
async function firstResult(cookie: string | null) {
  const live = subscribeLive<string>(app.url, cookie, { query: 'subscription { serverTime }' }, 'serverTime');
  await Promise.race([live.done, eventually(() => live.received.length > 0)]);
  await live.close();
  return { serverTime: live.received[0], errors: live.errors };
}

describe('subscriptions over WebSocket', () => {
  it('authenticate with the session cookie on the upgrade', async () => {
    const { user } = await makeFreelancer(app);
    const client = await signedIn(app, user.email);
    const result = await firstResult(client.cookie);
    expect(result.errors).toEqual([]);
    expect(typeof result.serverTime).toBe('string');
  });

  it('refuse a signed-out socket with 401', async () => {
    const result = await firstResult(null);
    expect(result.errors?.[0]?.extensions?.code).toBe(401);
  });
});
