import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeTeamMember, signedIn } from '../../testing/factories';
import { readableMail } from '../../testing/outbox-mail';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { companies, companySettings } from '../companies/companies.tables';
import { skills } from '../skills/skills.tables';
import { users } from '../users/users.tables';
import { enterpriseSignups } from './auth.tables';

let app: TestApp;
let admin: TestClient;
let companyId: number;
let skillIds: number[];
beforeAll(async () => {
  app = await createTestApp();
  const db = app.server.deps.db;
  if ((await db.select().from(skills).limit(2)).length < 2)
    await db.insert(skills).values([
      { name: 'Python', slug: 'python', searchName: 'python', category: 'tech' },
      { name: 'dbt', slug: 'dbt', searchName: 'dbt', category: 'data' },
    ]);
  skillIds = (await db.select().from(skills).orderBy(skills.id).limit(2)).map((skill) => skill.id);
  const made = await makeCorporate(app, 'admin', 'Nébuleuse SAS');
  companyId = made.company.id;
  admin = await signedIn(app, made.user.email);
});
afterAll(() => app?.stop());

const ME = '{ me { email termsValidated corporate { role company { name } } } }';

/** The validation link of the newest mail sent to an address, read like the visitor would. */
async function validationLink(email: string): Promise<URL> {
  // The mail leaves just after the answer (mail outbox): wait for it.
  for (const end = Date.now() + 5_000; Date.now() < end; await new Promise((r) => setTimeout(r, 25))) {
    const mails = (await app.outbox()).map(readableMail).filter((mail) => mail.includes(`To: ${email}`));
    const link = mails.at(-1)?.match(/https?:\/\/[^\s"<]+\/enterprise\/email-validation\?[^\s"<]+/)?.[0];
    if (link) return new URL(link.replace(/&amp;/g, '&'));
  }
  throw new Error(`no validation mail to ${email}`);
}

const preferences = {
  category: 'data',
  workplace: 'remote',
  contract: 'fullTime',
  environment: 'startUp',
  duration: 'long',
};

async function start(email: string, extra: Record<string, unknown> = {}) {
  return app.client().post('/auth/enterprise-signup/email', {
    email,
    preferences,
    skillIds: [skillIds[0], skillIds[1], skillIds[0], 999_999],
    ...extra,
  });
}

/** Starts a sign-up and opens its link: the e-mail and token of a validated sign-up. */
async function validated(email: string) {
  expect((await start(email)).status).toBe(202);
  const link = await validationLink(email);
  const token = link.searchParams.get('token')!;
  const answer = await app.client().post('/auth/enterprise-signup/validate', { email, token });
  expect(answer.status).toBe(200);
  return { email, token };
}

const companyInfo = (name: string) => ({
  password: 'Lune-orbite-42',
  firstName: 'Hugo',
  lastName: 'Roux',
  phoneNumber: null as string | null,
  jobTitle: 'DSI',
  companyName: name,
  structure: 'startUp',
  size: 'fortyNine',
  acquisitionSource: 'wordOfMouth',
  termsAccepted: true,
});

const count = async (table: typeof companies | typeof users) => (await app.server.deps.db.select().from(table)).length;

describe('enterprise sign-up in steps', () => {
  it('mails a validation link, then creates the user, the company and its admin, and signs in', async () => {
    const email = 'dsi@batiplus.fr';
    const started = await start('DSI@Batiplus.fr', { to: '/enterprise/missions', mtid: 'abc' });
    expect(started.status).toBe(202);
    expect(started.json).toEqual({ email, resendAfterSeconds: 60 });
    const link = await validationLink(email);
    expect(link.pathname).toBe('/enterprise/email-validation');
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.searchParams.get('to')).toBe('/enterprise/missions');
    expect(link.searchParams.get('mtid')).toBe('abc');
    const token = link.searchParams.get('token')!;

    const check = await app.client().post('/auth/enterprise-signup/validate', { email, token });
    expect(check.json.email).toBe(email);
    expect(check.json.preferences).toEqual(preferences);
    expect(check.json.skills.map((skill: { id: string }) => Number(skill.id))).toEqual(skillIds);

    const client = app.client();
    const done = await client.post('/auth/enterprise-signup/complete', {
      email,
      token,
      ...companyInfo('Batiplus'),
      phoneNumber: '06 12 34 56 78',
    });
    expect(done.status).toBe(201);
    expect(done.json.redirect).toBe('/enterprise');
    const me = await client.gql(ME);
    expect(me.data?.me).toEqual({
      email,
      termsValidated: true,
      corporate: { role: 'admin', company: { name: 'Batiplus' } },
    });
    const db = app.server.deps.db;
    const [company] = await db.select().from(companies).where(eq(companies.name, 'Batiplus'));
    expect(company?.acquisitionSource).toBe('wordOfMouth');
    expect(company?.signupPreferences).toEqual({ ...preferences, skillIds });
    // The team reads the answers on the company page, the skills by name.
    const { user: member } = await makeTeamMember(app);
    const team = await signedIn(app, member.email!);
    const QUERY = 'query($id: ID!) { company(id: $id) { signupSkills } }';
    const names = (await db.select().from(skills).orderBy(skills.name)).filter((s) => skillIds.includes(s.id));
    const read = await team.gql(QUERY, { id: String(company!.id) });
    expect(read.data?.company.signupSkills).toEqual(names.map((s) => s.name));
    const [settings] = await db.select().from(companySettings).where(eq(companySettings.companyId, company!.id));
    expect(settings).toMatchObject({ structure: 'startUp', size: 'fortyNine' });
    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ jobTitle: 'DSI', phoneNumber: '+33612345678' });

    // The link served once.
    const again = await app
      .client()
      .post('/auth/enterprise-signup/complete', { email, token, ...companyInfo('Autre') });
    expect(again.json.errors[0].code).toBe(554);
    const reopened = await app.client().post('/auth/enterprise-signup/validate', { email, token });
    expect(reopened.json.errors[0].code).toBe(554);
  });

  it('refuses an address that already has an account with 551', async () => {
    const answer = await start('DSI@batiplus.fr');
    expect(answer.status).toBe(400);
    expect(answer.json.errors[0]).toMatchObject({ code: 551, field: 'email' });
    expect((await start('pas-une-adresse')).json.errors[0].code).toBe(550);
  });

  it('makes the visitor wait before a new mail to the same address', async () => {
    expect((await start('attente@exemple.fr')).status).toBe(202);
    const resend = await start('attente@exemple.fr');
    expect(resend.status).toBe(429);
  });

  it('refuses an expired link with 557 and an unknown or foreign one with 554', async () => {
    expect((await start('tard@exemple.fr')).status).toBe(202);
    const token = (await validationLink('tard@exemple.fr')).searchParams.get('token')!;
    const other = await app.client().post('/auth/enterprise-signup/validate', { email: 'autre@exemple.fr', token });
    expect(other.json.errors[0].code).toBe(554);
    const unknown = await app
      .client()
      .post('/auth/enterprise-signup/validate', { email: 'tard@exemple.fr', token: 'x' });
    expect(unknown.json.errors[0].code).toBe(554);
    await app.server.deps.db
      .update(enterpriseSignups)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(enterpriseSignups.email, 'tard@exemple.fr'));
    const expired = await app.client().post('/auth/enterprise-signup/validate', { email: 'tard@exemple.fr', token });
    expect(expired.json.errors[0].code).toBe(557);
  });

  it('never creates an account from a sign-up whose e-mail was not validated', async () => {
    const email = 'presse@exemple.fr';
    expect((await start(email)).status).toBe(202);
    const token = (await validationLink(email)).searchParams.get('token')!;
    const before = await count(users);
    const answer = await app
      .client()
      .post('/auth/enterprise-signup/complete', { email, token, ...companyInfo('Presse') });
    expect(answer.json.errors[0].code).toBe(554);
    expect(await count(users)).toBe(before);
  });

  it('needs the terms, a known acquisition source and a company name', async () => {
    const { email, token } = await validated('regles@exemple.fr');
    const post = (patch: Record<string, unknown>) =>
      app.client().post('/auth/enterprise-signup/complete', { email, token, ...companyInfo('Règles'), ...patch });
    expect((await post({ termsAccepted: false })).json.errors[0]).toMatchObject({ code: 451, field: 'termsAccepted' });
    expect((await post({ acquisitionSource: 'tv' })).json.errors[0]).toMatchObject({
      code: 451,
      field: 'acquisitionSource',
    });
    expect((await post({ companyName: ' ' })).json.errors[0]).toMatchObject({ code: 451, field: 'companyName' });
    expect((await post({ password: '123' })).json.errors[0]).toMatchObject({ code: 553, field: 'password' });
    expect((await post({})).status).toBe(201);
  });

  it('writes nothing when the company name is taken or the account cannot be created', async () => {
    const { email, token } = await validated('doublon@exemple.fr');
    const [beforeUsers, beforeCompanies] = [await count(users), await count(companies)];
    const taken = await app.client().post('/auth/enterprise-signup/complete', {
      email,
      token,
      ...companyInfo('Nébuleuse SAS'),
    });
    expect(taken.json.errors[0]).toMatchObject({ code: 451, field: 'companyName' });
    // The phone number of the first sign-up: refused after the sign-up row was marked, and rolled back.
    const phone = await app.client().post('/auth/enterprise-signup/complete', {
      email,
      token,
      ...companyInfo('Doublon'),
      phoneNumber: '06 12 34 56 78',
    });
    expect(phone.json.errors[0].code).toBe(552);
    expect([await count(users), await count(companies)]).toEqual([beforeUsers, beforeCompanies]);
    // The sign-up is still usable.
    const ok = await app.client().post('/auth/enterprise-signup/complete', { email, token, ...companyInfo('Doublon') });
    expect(ok.status).toBe(201);
  });
});

describe('joining with an invitation', () => {
  const INVITE = `mutation($input: InviteCorporateInput!) { inviteCorporate(input: $input) { id } }`;

  async function invitationToken(email: string) {
    await admin.gql(INVITE, {
      input: { email, firstName: 'Inès', role: 'manager', permissions: { showMissions: true } },
    });
    const mails = (await app.outbox()).map(readableMail).filter((m) => m.includes(`To: ${email}`));
    return mails.at(-1)!.match(/\/enterprise\/join\/([A-Za-z0-9_-]{43})/)![1]!;
  }

  const join = (token: string, termsAccepted: boolean) =>
    app.client().post('/auth/enterprise-signup/join', {
      token,
      password: 'Lune-orbite-42',
      firstName: 'Inès',
      lastName: 'Durand',
      termsAccepted,
    });

  it('asks the terms, then joins the inviting company', async () => {
    const token = await invitationToken('ines@nebuleuse.fr');
    const preview = await app.client().post('/auth/enterprise-signup/invitation', { token });
    expect(preview.json).toMatchObject({ companyName: 'Nébuleuse SAS', skipTermsValidation: false });
    const refused = await join(token, false);
    expect(refused.json.errors[0]).toMatchObject({ code: 451, field: 'termsAccepted' });
    const joined = await join(token, true);
    expect(joined.status).toBe(201);
    expect((await join(token, true)).json.errors[0].code).toBe(554);
  });

  it('does not ask the terms when the company skips them', async () => {
    await app.server.deps.db.update(companies).set({ skipTermsValidation: true }).where(eq(companies.id, companyId));
    const token = await invitationToken('paul@nebuleuse.fr');
    const preview = await app.client().post('/auth/enterprise-signup/invitation', { token });
    expect(preview.json.skipTermsValidation).toBe(true);
    const client = app.client();
    const joined = await client.post('/auth/enterprise-signup/join', {
      token,
      password: 'Lune-orbite-42',
      firstName: 'Paul',
      lastName: 'Durand',
    });
    expect(joined.status).toBe(201);
    expect((await client.gql(ME)).data?.me).toMatchObject({ email: 'paul@nebuleuse.fr', termsValidated: false });
  });
});
