import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '../modules/auth/auth.rate-limit';
import { makeFreelancer, PASSWORD, signedIn } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.stop());

describe('several API processes on one database', () => {
  it('share sessions: signed in on one, known on the other, signed out everywhere at once', async () => {
    const peer = await app.peer();
    const { user } = await makeFreelancer(app);
    const first = await signedIn(app, user.email);
    const second = peer.client();
    second.cookie = first.cookie;
    expect((await second.gql('{ me { email } }')).data?.me.email).toBe(user.email);
    await first.post('/auth/signout');
    expect((await second.gql('{ me { email } }')).data?.me).toBeNull();
  });

  it('share the sign-in rate limit', async () => {
    const peer = await app.peer();
    const { user } = await makeFreelancer(app);
    for (let i = 0; i < limits.signInAccount.max; i++) {
      const target = i % 2 === 0 ? app.client() : peer.client();
      await target.signIn(user.email, 'mauvais');
    }
    expect((await peer.client().signIn(user.email, PASSWORD)).status).toBe(429);
  });
});
