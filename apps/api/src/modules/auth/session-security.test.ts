import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, PASSWORD, signedIn } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { corporates } from '../companies/companies.tables';
import { users } from '../users/users.tables';
import { argonParamsOf, sha256 } from './auth.crypto';
import { sessions } from './auth.tables';
import { liveSessionIdsAmong } from './auth.viewer';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.stop());

const ME = '{ me { email } }';
const https = { 'x-forwarded-proto': 'https' };

/** Sign-in by hand, to read the raw Set-Cookie and send any cookie. */
async function rawSignIn(email: string, password: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, setCookie: response.headers.getSetCookie() };
}

async function meWith(cookie: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, ...headers },
    body: JSON.stringify({ query: ME }),
  });
  return ((await response.json()) as { data?: { me: { email: string } | null } }).data?.me ?? null;
}

const tokenIn = (setCookie: string) => /=([^;]*)/.exec(setCookie)?.[1] ?? '';

describe('session cookie', () => {
  it('is __Host- prefixed, Secure, Path=/ and without Domain over https (trusted proxy)', async () => {
    const { user } = await makeFreelancer(app);
    const { status, setCookie } = await rawSignIn(user.email, PASSWORD, https);
    expect(status).toBe(200);
    expect(setCookie).toHaveLength(1);
    const cookie = setCookie[0]!;
    expect(cookie).toMatch(/^__Host-orbite_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('; Secure');
    expect(cookie).toContain('; Path=/;');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).not.toMatch(/domain=/i);
    expect(await meWith(`__Host-orbite_session=${tokenIn(cookie)}`, https)).toEqual({ email: user.email });
    // Over https a plain-named cookie (which a sibling subdomain could plant) is not a session.
    const change = await fetch(`${app.url}/auth/password/change`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `orbite_session=${tokenIn(cookie)}`, ...https },
      body: JSON.stringify({ oldPassword: PASSWORD, newPassword: 'x', newPasswordConfirmation: 'x' }),
    });
    expect(change.status).toBe(401);
  });

  it('keeps the plain name, without Secure, over http in development', async () => {
    const { user } = await makeFreelancer(app);
    const { setCookie } = await rawSignIn(user.email, PASSWORD);
    expect(setCookie[0]).toMatch(/^orbite_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie[0]).not.toContain('Secure');
  });

  it('carries 256 random bits, of which the database keeps only the SHA-256', async () => {
    const { user } = await makeFreelancer(app);
    const { setCookie } = await rawSignIn(user.email, PASSWORD);
    const token = tokenIn(setCookie[0]!);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await app.server.deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((row) => row.tokenHash)).toEqual([sha256(token)]);
  });
});

describe('session rotation', () => {
  it('never reuses a token the browser had before signing in (fixation)', async () => {
    const { user: attacker } = await makeFreelancer(app);
    const { user: victim } = await makeFreelancer(app);
    // The attacker plants their own valid session token in the victim's browser.
    const planted = tokenIn((await rawSignIn(attacker.email, PASSWORD)).setCookie[0]!);
    const { setCookie } = await rawSignIn(victim.email, PASSWORD, { cookie: `orbite_session=${planted}` });
    const issued = tokenIn(setCookie[0]!);
    expect(issued).not.toBe(planted);
    expect(await meWith(`orbite_session=${issued}`)).toEqual({ email: victim.email });
    // The planted token is not the victim's session, and it has ended.
    expect(await meWith(`orbite_session=${planted}`)).toBeNull();
  });

  it('ends the session that signed in again: one browser, one live token', async () => {
    const { user } = await makeFreelancer(app);
    const client = await signedIn(app, user.email);
    const first = client.cookie!;
    expect((await client.signIn(user.email, PASSWORD)).status).toBe(200);
    expect(client.cookie).not.toBe(first);
    expect(await meWith(first)).toBeNull();
    expect((await client.gql(ME)).data?.me.email).toBe(user.email);
  });

  it('gives the current session a new token on a password change and ends the others', async () => {
    const { user } = await makeFreelancer(app);
    const here = await signedIn(app, user.email);
    const elsewhere = await signedIn(app, user.email);
    const before = here.cookie!;
    const changed = await here.post('/auth/password/change', {
      oldPassword: PASSWORD,
      newPassword: 'Lune-orbite-42',
      newPasswordConfirmation: 'Lune-orbite-42',
    });
    expect(changed.status).toBe(204);
    expect(here.cookie).not.toBe(before);
    expect(await meWith(before)).toBeNull();
    expect((await here.gql(ME)).data?.me.email).toBe(user.email);
    expect((await elsewhere.gql(ME)).data?.me).toBeNull();
  });

  it('ends a session whose user gained a privilege (flag or role); a lost one keeps it', async () => {
    const { user, corporate } = await makeCorporate(app, 'manager', 'Rotation SA');
    const db = app.server.deps.db;
    const setFlags = (flags: Record<string, boolean>) =>
      db
        .update(corporates)
        .set({ permissions: { ...corporate.permissions, ...flags } })
        .where(eq(corporates.id, corporate.id));
    const client = await signedIn(app, user.email);
    await setFlags({ showCommunity: false });
    expect((await client.gql(ME)).data?.me.email).toBe(user.email);
    await setFlags({ showCommunity: true });
    expect((await client.gql(ME)).data?.me.email).toBe(user.email);
    await setFlags({ showCrew: true });
    expect((await client.gql(ME)).data?.me).toBeNull();
    // Signing in again gives a session that holds the new flag.
    const again = await signedIn(app, user.email);
    expect((await again.gql(ME)).data?.me.email).toBe(user.email);
    await db.update(corporates).set({ role: 'admin' }).where(eq(corporates.id, corporate.id));
    expect((await again.gql(ME)).data?.me).toBeNull();
  });
});

describe('password hashes', () => {
  it('are argon2id at or above OWASP’s minimum (19 MiB, t=2)', async () => {
    const client = app.client();
    const email = 'hash.params@exemple.fr';
    const signUp = await client.post('/auth/signup/freelancer', {
      email,
      password: 'Lune-orbite-42',
      firstName: 'Nina',
      lastName: 'Perrin',
    });
    expect(signUp.status).toBe(201);
    const [row] = await app.server.deps.db.select().from(users).where(eq(users.email, email));
    const params = argonParamsOf(row!.passwordHash!);
    expect(params?.algorithm).toBe('argon2id');
    expect(params!.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(params!.timeCost).toBeGreaterThanOrEqual(2);
  });

  it('rehashes a weaker stored hash at the next successful sign-in', async () => {
    const { user } = await makeFreelancer(app);
    const db = app.server.deps.db;
    const { hash } = await import('@node-rs/argon2');
    const weak = await hash(PASSWORD, { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await db.update(users).set({ passwordHash: weak }).where(eq(users.id, user.id));
    expect((await app.client().signIn(user.email, 'mauvais')).status).toBe(400);
    const [still] = await db.select().from(users).where(eq(users.id, user.id));
    expect(still!.passwordHash).toBe(weak);
    expect((await app.client().signIn(user.email, PASSWORD)).status).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(argonParamsOf(row!.passwordHash!)).toMatchObject({ memoryCost: 19_456, timeCost: 2 });
    expect((await app.client().signIn(user.email, PASSWORD)).status).toBe(200);
  });
});

describe('the sockets’ periodic re-check', () => {
  it('keeps the live sessions among many, in one pass, and drops revoked, expired and privileged ones', async () => {
    const db = app.server.deps.db;
    const { user } = await makeFreelancer(app);
    for (let i = 0; i < 4; i++) await signedIn(app, user.email);
    const ids = (await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id))).map(
      (row) => row.id,
    );
    expect(ids).toHaveLength(4);
    const [revoked, expired, privileged, live] = ids as [string, string, string, string];
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, revoked));
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, expired));
    // A session opened before its user gained a privilege no longer lets them in.
    await db.update(sessions).set({ privileges: '' }).where(eq(sessions.id, privileged));
    const other = await makeCorporate(app);
    await signedIn(app, other.user.email);
    const [otherSession] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, other.user.id));
    const stillLive = await liveSessionIdsAmong(db, [...ids, otherSession!.id, '00000000-0000-0000-0000-000000000000']);
    expect([...stillLive].sort()).toEqual([live, otherSession!.id].sort());
  });
});
