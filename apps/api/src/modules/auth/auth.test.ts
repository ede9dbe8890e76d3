import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, PASSWORD, signedIn } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.stop());

const ME = '{ me { id email fullName role freelance { status referralCode } corporate { role company { name } } } }';

describe('freelancer sign-up', () => {
  it('creates a freelancer, signs them in and lands them on /freelancer', async () => {
    const client = app.client();
    const response = await client.post('/auth/signup/freelancer', {
      email: 'Lea.Garnier@Exemple.fr',
      password: 'Lune-orbite-42',
      firstName: 'Léa',
      lastName: 'Garnier',
      phoneNumber: '06 11 22 33 44',
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ user: { role: 'freelancer' }, redirect: '/freelancer' });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain(`Max-Age=${365 * 86400}`);
    const me = await client.gql(ME);
    expect(me.data?.me).toMatchObject({ email: 'lea.garnier@exemple.fr', fullName: 'Léa Garnier', role: 'freelancer' });
    expect(me.data?.me.freelance.status).toBe('new');
    expect(me.data?.me.freelance.referralCode).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('refuses a used address (551), a short password (553) and a bad phone, writing nothing', async () => {
    const client = app.client();
    const base = { email: 'lea.garnier@exemple.fr', password: 'Lune-orbite-42', firstName: 'L', lastName: 'G' };
    const used = await client.post('/auth/signup/freelancer', base);
    expect(used.status).toBe(400);
    expect(used.json.errors[0]).toMatchObject({ code: 551, field: 'email' });
    const short = await client.post('/auth/signup/freelancer', {
      ...base,
      email: 'new1@exemple.fr',
      password: '12345',
    });
    expect(short.json.errors[0]).toMatchObject({ code: 553, field: 'password' });
    const common = await client.post('/auth/signup/freelancer', {
      ...base,
      email: 'new3@exemple.fr',
      password: 'azerty123',
    });
    expect(common.json.errors[0]).toMatchObject({ code: 553, field: 'password' });
    const phone = await client.post('/auth/signup/freelancer', {
      ...base,
      email: 'new2@exemple.fr',
      phoneNumber: '0612',
    });
    expect(phone.json.errors[0]).toMatchObject({ field: 'phoneNumber' });
    const invalid = await client.post('/auth/signup/freelancer', { ...base, email: 'pas-une-adresse' });
    expect(invalid.json.errors[0]).toMatchObject({ code: 550 });
    expect((await client.signIn('new1@exemple.fr', '12345')).status).toBe(400);
    expect((await client.gql(ME)).data?.me).toBeNull();
  });
});

describe('enterprise sign-up', () => {
  it('no longer creates a company without a validated e-mail (the steps of enterprise-signup.test.ts do)', async () => {
    const response = await app.client().post('/auth/signup/enterprise', {
      email: 'dsi@batiplus.fr',
      password: 'motdepasse',
      firstName: 'Hugo',
      lastName: 'Roux',
      companyName: 'Batiplus',
    });
    expect(response.status).not.toBe(201);
    expect((await app.client().signIn('dsi@batiplus.fr', 'motdepasse')).status).toBe(400);
  });
});

describe('sign-in and sign-out', () => {
  it('sends each role to its home', async () => {
    const { user: tm } = await makeTeamMember(app);
    const { user: corp } = await makeCorporate(app);
    const { user: free } = await makeFreelancer(app);
    for (const [email, home] of [
      [tm.email, '/backoffice'],
      [corp.email, '/enterprise'],
      [free.email, '/freelancer'],
    ]) {
      const response = await app.client().signIn(email!, PASSWORD);
      expect(response.json.redirect).toBe(home);
    }
  });

  it('refuses a wrong password with 555 and the same answer for an unknown address', async () => {
    const { user } = await makeFreelancer(app);
    const wrong = await app.client().signIn(user.email, 'mauvais');
    const unknown = await app.client().signIn('personne@nulle-part.fr', 'mauvais');
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.json.errors[0].code).toBe(555);
  });

  it('signs out: the session is revoked on the server, not only forgotten by the browser', async () => {
    const { user } = await makeFreelancer(app);
    const client = await signedIn(app, user.email);
    const cookie = client.cookie;
    expect((await client.gql(ME)).data?.me.email).toBe(user.email);
    const out = await client.post('/auth/signout');
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    client.cookie = cookie; // replaying the old cookie must not work
    expect((await client.gql(ME)).data?.me).toBeNull();
  });
});

describe('sessions', () => {
  it('lists the user’s sessions and revokes another device', async () => {
    const { user } = await makeFreelancer(app);
    const laptop = await signedIn(app, user.email);
    const phone = await signedIn(app, user.email);
    const list = await laptop.gql('{ mySessions { id current } }');
    expect(list.data?.mySessions).toHaveLength(2);
    const other = list.data?.mySessions.find((s: { current: boolean }) => !s.current);
    const revoked = await laptop.gql('mutation($id: ID!) { revokeSession(id: $id) }', { id: other.id });
    expect(revoked.data?.revokeSession).toBe(true);
    expect((await phone.gql(ME)).data?.me).toBeNull();
    expect((await laptop.gql(ME)).data?.me.email).toBe(user.email);
  });

  it('never revokes another user’s session (404)', async () => {
    const { user: a } = await makeFreelancer(app);
    const { user: b } = await makeFreelancer(app);
    const clientA = await signedIn(app, a.email);
    const clientB = await signedIn(app, b.email);
    const sessionB = (await clientB.gql('{ mySessions { id } }')).data?.mySessions[0].id;
    const attempt = await clientA.gql('mutation($id: ID!) { revokeSession(id: $id) }', { id: sessionB });
    expect(attempt.errors?.[0]?.extensions?.code).toBe(404);
    expect((await clientB.gql(ME)).data?.me.email).toBe(b.email);
  });
});
