import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFreelancer, PASSWORD } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { argonVerifications } from './auth.crypto';
import { checkCredentials } from './auth.service';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.stop());

/*
 * The timing itself (median gap under 5 ms over 200 interleaved samples of each) is measured by
 * bench/src/sign-in-timing.ts: on a loaded CI machine a timed assertion is not robust. What makes
 * the timings equal is checked here, exactly: every path runs one argon2 verification.
 */
describe('account enumeration by timing', () => {
  it('runs one argon2 verification for an unknown address, as for a wrong password', async () => {
    const { user } = await makeFreelancer(app);
    const db = app.server.deps.db;
    const cost = async (email: string, password: string) => {
      const before = argonVerifications();
      const found = await checkCredentials(db, email, password);
      return { found: found?.id ?? null, verifications: argonVerifications() - before };
    };
    expect(await cost('personne@nulle-part.fr', 'mauvais')).toEqual({ found: null, verifications: 1 });
    expect(await cost(user.email, 'mauvais')).toEqual({ found: null, verifications: 1 });
    expect(await cost(user.email, PASSWORD)).toEqual({ found: user.id, verifications: 1 });
  });

  it('answers the sign-in route the same, word for word, for an unknown address and a wrong password', async () => {
    const { user } = await makeFreelancer(app);
    const before = argonVerifications();
    const unknown = await app.client().signIn('inconnu@exemple.fr', 'mauvais');
    const wrong = await app.client().signIn(user.email, 'mauvais');
    expect(argonVerifications() - before).toBe(2);
    expect({ status: unknown.status, body: unknown.json }).toEqual({ status: wrong.status, body: wrong.json });
  });
});
