import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { makeFreelancer, signedIn } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.stop());

/** Subscribes over graphql-ws with the given cookie and returns the first result. */
function firstResult(
  cookie: string | null,
): Promise<{ data?: unknown; errors?: { extensions?: { code?: number } }[] }> {
  const client = createClient({
    url: `${app.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: cookie ? { cookie } : {} });
      }
    },
    retryAttempts: 0,
  });
  return new Promise((resolve, reject) => {
    const dispose = client.subscribe(
      { query: 'subscription { serverTime }' },
      {
        next: (value) => {
          dispose();
          client.dispose();
          resolve(value as never);
        },
        error: (error) => {
          client.dispose();
          Array.isArray(error) ? resolve({ errors: error }) : reject(error);
        },
        complete: () => {},
      },
    );
  });
}

describe('subscriptions over WebSocket', () => {
  it('authenticate with the session cookie on the upgrade', async () => {
    const { user } = await makeFreelancer(app);
    const client = await signedIn(app, user.email);
    const result = await firstResult(client.cookie);
    expect(result.errors).toBeUndefined();
    expect(typeof (result.data as { serverTime: string }).serverTime).toBe('string');
  });

  it('refuse a signed-out socket with 401', async () => {
    const result = await firstResult(null);
    expect(result.errors?.[0]?.extensions?.code).toBe(401);
  });
});
