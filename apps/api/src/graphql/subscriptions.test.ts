import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDED_CLOSE_CODE } from '../server';
import { makeFreelancer, PASSWORD, signedIn } from '../testing/factories';
import { eventually, openServerTimeSocket, subscribeLive } from '../testing/live';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app';

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

async function mySessionId(client: TestClient) {
  const answer = await client.gql<{ mySessions: { id: string; current: boolean }[] }>('{ mySessions { id current } }');
  return answer.data!.mySessions.find((session) => session.current)!.id;
}

describe('a socket whose session ends', () => {
  it('closes with 4401 when its session signs out', async () => {
    const { user } = await makeFreelancer(app);
    const client = await signedIn(app, user.email);
    const socket = await openServerTimeSocket(app.url, client.cookie);
    expect((await client.post('/auth/signout')).status).toBe(204);
    expect(await eventually(() => socket.closedWith !== null)).toBe(true);
    expect(socket.closedWith).toBe(SESSION_ENDED_CLOSE_CODE);
    await socket.dispose();
  });

  it('closes when its session is revoked, and the sockets of the other sessions keep working', async () => {
    const { user } = await makeFreelancer(app);
    const [ending, staying, revoker] = await Promise.all([1, 2, 3].map(() => signedIn(app, user.email)));
    const [endingSocket, stayingSocket] = [
      await openServerTimeSocket(app.url, ending!.cookie),
      await openServerTimeSocket(app.url, staying!.cookie),
    ];
    const revoked = await revoker!.gql('mutation ($id: ID!) { revokeSession(id: $id) }', {
      id: await mySessionId(ending!),
    });
    expect(revoked.errors).toBeUndefined();
    expect(await eventually(() => endingSocket.closedWith !== null)).toBe(true);
    expect(endingSocket.closedWith).toBe(SESSION_ENDED_CLOSE_CODE);
    // The server decided for every socket of the user at once: the other one stayed open, and still ticks.
    const ticks = stayingSocket.received;
    expect(await eventually(() => stayingSocket.received > ticks)).toBe(true);
    expect(stayingSocket.closedWith).toBeNull();
    await Promise.all([endingSocket.dispose(), stayingSocket.dispose()]);
  });

  it("closes the other sessions' sockets on a password change, not the one that changed it", async () => {
    const { user } = await makeFreelancer(app);
    const [changing, other] = await Promise.all([signedIn(app, user.email), signedIn(app, user.email)]);
    const changingSocket = await openServerTimeSocket(app.url, changing.cookie);
    const otherSocket = await openServerTimeSocket(app.url, other.cookie);
    const changed = await changing.post('/auth/password/change', {
      oldPassword: PASSWORD,
      newPassword: 'Une toute autre phrase 2026 !',
      newPasswordConfirmation: 'Une toute autre phrase 2026 !',
    });
    expect(changed.status).toBeLessThan(300);
    expect(await eventually(() => otherSocket.closedWith !== null)).toBe(true);
    expect(otherSocket.closedWith).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(changingSocket.closedWith).toBeNull();
    await Promise.all([changingSocket.dispose(), otherSocket.dispose()]);
  });

  // Two API processes share events only through Redis: without it, each process hears only itself.
  it.skipIf(!process.env.REDIS_URL)('closes a socket held by another API process (Redis)', async () => {
    const peer = await app.peer();
    const { user } = await makeFreelancer(app);
    const client = await signedIn(app, user.email);
    const socket = await openServerTimeSocket(peer.url, client.cookie);
    expect((await client.post('/auth/signout')).status).toBe(204);
    expect(await eventually(() => socket.closedWith !== null)).toBe(true);
    expect(socket.closedWith).toBe(SESSION_ENDED_CLOSE_CODE);
    await socket.dispose();
  });
});
