import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFreelancer, PASSWORD, signedIn } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.stop());

const ME = '{ me { email } }';

/** The reset link of the newest mail sent to an address. */
async function resetLinkFor(email: string): Promise<string> {
  const mails = (await app.outbox()).filter((mail) => mail.includes(`To: ${email}`));
  const mail = mails.at(-1) ?? '';
  const link = mail.replace(/=\r?\n/g, '').match(/https?:\/\/[^\s"<]+\/password-reset\/[A-Za-z0-9_-]+/);
  if (!link) throw new Error(`no reset link in the outbox for ${email}`);
  return link[0];
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
});
