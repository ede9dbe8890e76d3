import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFreelancer, PASSWORD, signedIn } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { sha256 } from './auth.crypto';
import { passwordResetTokens } from './auth.tables';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.stop());

const ME = '{ me { email } }';

/** The reset link of the newest mail sent to an address (the mail leaves just after the answer). */
async function resetLinkFor(email: string): Promise<string> {
  for (const end = Date.now() + 5_000; Date.now() < end; await new Promise((r) => setTimeout(r, 25))) {
    const mails = (await app.outbox()).filter((mail) => mail.includes(`To: ${email}`));
    const mail = mails.at(-1) ?? '';
    const link = mail.replace(/=\r?\n/g, '').match(/https?:\/\/[^\s"<]+\/password-reset\/[A-Za-z0-9_-]+/);
    if (link) return link[0];
  }
  throw new Error(`no reset link in the outbox for ${email}`);
}

describe('password change', () => {
  it('needs the old password, then ends the other sessions but keeps this one', async () => {
    const { user } = await makeFreelancer(app);
    const here = await signedIn(app, user.email);
    const elsewhere = await signedIn(app, user.email);
    const wrong = await here.post('/auth/password/change', {
      oldPassword: 'pas-le-bon',
      newPassword: 'nouveau-mdp',
      newPasswordConfirmation: 'nouveau-mdp',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors[0]).toMatchObject({ code: 553, field: 'oldPassword' });
    const mismatch = await here.post('/auth/password/change', {
      oldPassword: PASSWORD,
      newPassword: 'nouveau-mdp',
      newPasswordConfirmation: 'autre-mdp',
    });
    expect(mismatch.json.errors[0]).toMatchObject({ code: 553, field: 'newPasswordConfirmation' });
    const ok = await here.post('/auth/password/change', {
      oldPassword: PASSWORD,
      newPassword: 'nouveau-mdp',
      newPasswordConfirmation: 'nouveau-mdp',
    });
    expect(ok.status).toBe(204);
    expect((await here.gql(ME)).data?.me.email).toBe(user.email);
    expect((await elsewhere.gql(ME)).data?.me).toBeNull();
    expect((await app.client().signIn(user.email, PASSWORD)).status).toBe(400);
    expect((await app.client().signIn(user.email, 'nouveau-mdp')).status).toBe(200);
  });

  it('refuses a signed-out caller with 401', async () => {
    const response = await app.client().post('/auth/password/change', {
      oldPassword: 'a',
      newPassword: 'bbbbbb',
      newPasswordConfirmation: 'bbbbbb',
    });
    expect(response.status).toBe(401);
    expect(response.json.errors[0].code).toBe(401);
  });
});

describe('password reset', () => {
  it('mails a single-use link that sets a new password and signs the user in', async () => {
    const { user } = await makeFreelancer(app);
    const before = await signedIn(app, user.email);
    const request = await app.client().post('/auth/password-reset', { email: user.email.toUpperCase() });
    expect(request.status).toBe(202);
    const link = await resetLinkFor(user.email);
    expect(link).toContain('/password-reset/');
    const token = new URL(link).pathname.split('/').pop()!;

    const client = app.client();
    const short = await client.post('/auth/password-reset/confirm', {
      token,
      password: '123',
      passwordConfirmation: '123',
    });
    expect(short.json.errors[0]).toMatchObject({ code: 553, field: 'password' });
    const done = await client.post('/auth/password-reset/confirm', {
      token,
      password: 'tout-neuf',
      passwordConfirmation: 'tout-neuf',
    });
    expect(done.status).toBe(200);
    expect(done.json.redirect).toBe('/freelancer');
    expect((await client.gql(ME)).data?.me.email).toBe(user.email);
    // Every earlier session ends with the old password.
    expect((await before.gql(ME)).data?.me).toBeNull();
    const again = await app.client().post('/auth/password-reset/confirm', {
      token,
      password: 'encore-un',
      passwordConfirmation: 'encore-un',
    });
    expect(again.json.errors[0].code).toBe(554);
    expect((await app.client().signIn(user.email, 'tout-neuf')).status).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const count = (await app.outbox()).length;
    const response = await app.client().post('/auth/password-reset', { email: 'inconnu@exemple.fr' });
    expect(response.status).toBe(202);
    expect(response.json).toEqual({ sent: true });
    expect((await app.outbox()).length).toBe(count);
  });

  it('refuses an unknown token with 554', async () => {
    const response = await app.client().post('/auth/password-reset/confirm', {
      token: 'nimportequoi',
      password: 'tout-neuf',
      passwordConfirmation: 'tout-neuf',
    });
    expect(response.json.errors[0].code).toBe(554);
  });

  it('keeps only the token’s SHA-256, valid 30 minutes; an expired link answers 557', async () => {
    const { user } = await makeFreelancer(app);
    await app.client().post('/auth/password-reset', { email: user.email });
    const token = new URL(await resetLinkFor(user.email)).pathname.split('/').pop()!;
    const db = app.server.deps.db;
    const rows = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token));
    expect(rows[0]!.tokenHash).not.toContain(token);
    const validity = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(Math.abs(validity - 30 * 60_000)).toBeLessThan(5_000);
    await db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.id, rows[0]!.id));
    const expired = await app.client().post('/auth/password-reset/confirm', {
      token,
      password: 'Lune-orbite-42',
      passwordConfirmation: 'Lune-orbite-42',
    });
    expect(expired.json.errors[0].code).toBe(557);
    expect((await app.client().signIn(user.email, PASSWORD)).status).toBe(200);
  });
});

describe('password strength', () => {
  it('refuses common and guessable new passwords with 553 on the field, and keeps the link usable', async () => {
    const { user } = await makeFreelancer(app);
    await app.client().post('/auth/password-reset', { email: user.email });
    const token = new URL(await resetLinkFor(user.email)).pathname.split('/').pop()!;
    for (const weak of ['motdepasse', 'Azerty123', 'soleil2024', `${user.firstName}${user.lastName}`]) {
      const refused = await app.client().post('/auth/password-reset/confirm', {
        token,
        password: weak,
        passwordConfirmation: weak,
      });
      expect(refused.json.errors[0], weak).toMatchObject({ code: 553, field: 'password' });
    }
    const done = await app.client().post('/auth/password-reset/confirm', {
      token,
      password: 'Lune-orbite-42',
      passwordConfirmation: 'Lune-orbite-42',
    });
    expect(done.status).toBe(200);
  });

  it('refuses a weak password on a change and on a sign-up', async () => {
    const { user } = await makeFreelancer(app);
    const client = await signedIn(app, user.email);
    const change = await client.post('/auth/password/change', {
      oldPassword: PASSWORD,
      newPassword: 'password1',
      newPasswordConfirmation: 'password1',
    });
    expect(change.json.errors[0]).toMatchObject({ code: 553, field: 'newPassword' });
    const signUp = await app.client().post('/auth/signup/freelancer', {
      email: 'faible@exemple.fr',
      password: 'marseille13',
      firstName: 'Théo',
      lastName: 'Blanc',
    });
    expect(signUp.json.errors[0]).toMatchObject({ code: 553, field: 'password' });
    expect((await app.client().signIn('faible@exemple.fr', 'marseille13')).status).toBe(400);
  });
});
