import { printSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../graphql/schema';
import { makeFreelancer, PASSWORD } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { limits } from './auth.rate-limit';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.stop());

describe('sign-in rate limit', () => {
  it('locks an account after 10 failures, even with the right password, with code 429', async () => {
    const { user } = await makeFreelancer(app);
    for (let i = 0; i < limits.signInAccount.max; i++) {
      // Each attempt from another address: the account limit holds whatever the address.
      const response = await app
        .client()
        .post('/auth/signin', { email: user.email, password: 'mauvais' }, { 'x-forwarded-for': `10.0.0.${i + 1}` });
      expect(response.json.errors[0].code).toBe(555);
    }
    const locked = await app.client().signIn(user.email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.json.errors[0].code).toBe(429);
    expect(locked.json.errors[0].message).toMatch(/Trop de tentatives/);
  });

  it('counts every attempt, even 20 sent at once: at most 10 wrong passwords are ever checked', async () => {
    const { user } = await makeFreelancer(app);
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        app
          .client()
          .post('/auth/signin', { email: user.email, password: `mauvais-${i}` }, { 'x-forwarded-for': `10.1.0.${i}` }),
      ),
    );
    const checked = burst.filter((response) => response.json.errors[0].code === 555).length;
    expect(checked).toBeLessThanOrEqual(limits.signInAccount.max);
    expect(burst.filter((response) => response.status === 429)).toHaveLength(20 - checked);
    // Whatever the interleaving, the window holds exactly 10 checked failures, then nothing passes.
    for (let i = checked; i < limits.signInAccount.max; i++)
      expect((await app.client().signIn(user.email, 'encore-faux')).json.errors[0].code).toBe(555);
    expect((await app.client().signIn(user.email, PASSWORD)).status).toBe(429);
  });

  it('has no GraphQL way to try a password: sign-in is one REST call per attempt, so aliases cannot multiply it', () => {
    // A mutation taking a password would let one request carry 20 aliased attempts; there is none.
    const sdl = printSchema(schema);
    expect(sdl).not.toMatch(/\b\w*password\w*\s*:/i);
    expect(sdl).not.toMatch(/\bsignIn\s*\(/);
  });

  it('limits one address trying many accounts', async () => {
    const ip = { 'x-forwarded-for': '192.0.2.77' };
    for (let i = 0; i < limits.signInAddress.max; i++) {
      await app.client().post('/auth/signin', { email: `personne${i}@exemple.fr`, password: 'x' }, ip);
    }
    const { user } = await makeFreelancer(app);
    const blocked = await app.client().post('/auth/signin', { email: user.email, password: PASSWORD }, ip);
    expect(blocked.status).toBe(429);
    const otherAddress = await app
      .client()
      .post('/auth/signin', { email: user.email, password: PASSWORD }, { 'x-forwarded-for': '192.0.2.78' });
    expect(otherAddress.status).toBe(200);
  });

  it('a successful sign-in clears the account’s failures', async () => {
    const { user } = await makeFreelancer(app);
    for (let i = 0; i < limits.signInAccount.max - 1; i++) await app.client().signIn(user.email, 'mauvais');
    expect((await app.client().signIn(user.email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < limits.signInAccount.max - 1; i++) await app.client().signIn(user.email, 'mauvais');
    expect((await app.client().signIn(user.email, PASSWORD)).status).toBe(200);
  });
});

describe('password reset rate limit', () => {
  it('sends at most 3 mails per address and hour, then answers 429', async () => {
    const { user } = await makeFreelancer(app);
    const before = (await app.outbox()).length;
    for (let i = 0; i < limits.resetAccount.max; i++) {
      expect((await app.client().post('/auth/password-reset', { email: user.email })).status).toBe(202);
    }
    const blocked = await app.client().post('/auth/password-reset', { email: user.email });
    expect(blocked.status).toBe(429);
    // The mails leave just after the answers (mail outbox).
    for (const end = Date.now() + 5_000; Date.now() < end; await new Promise((r) => setTimeout(r, 25)))
      if ((await app.outbox()).length - before >= limits.resetAccount.max) break;
    expect((await app.outbox()).length - before).toBe(limits.resetAccount.max);
  });
});
