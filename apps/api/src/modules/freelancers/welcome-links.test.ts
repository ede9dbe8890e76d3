import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { readableMail } from '../../testing/outbox-mail';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { activityEvents } from '../activity/activity.tables';
import { users } from '../users/users.tables';
import { freelances } from './freelancers.tables';
import { signupHuntingLinks } from './welcome-links.tables';

let app: TestApp;
let team: TestClient;
let freelancer: TestClient;
let freelancerId: string;
let corporate: TestClient;

const ADD = `mutation($input: FreelancerByTeamInput!) { createFreelancerByTeam(input: $input) { id } }`;
const CREATE = `mutation($freelanceId: ID!, $input: WelcomeLinkInput!) {
  createWelcomeLink(freelanceId: $freelanceId, input: $input) { url link { mailedTo utmCampaign utmSource utmMedium createdBy usedAt } } }`;
const STATE = `query($id: ID!) { freelance(id: $id) { preUser awaitsOwner welcomeLink { usedAt utmCampaign } } }`;
const ME = '{ me { email firstName role termsValidated } }';
const password = 'Comete-violette-2026';

let added = 0;
/** A pre-user the team adds, as the back office does: an account without password, pending activation. */
async function preUser(firstName = 'Camille') {
  added += 1;
  const email = `${firstName.toLowerCase()}.${added}@chasse.test`;
  const made = await team.gql(ADD, {
    input: { email, firstName, lastName: 'Lefèvre', jobTitle: 'Data engineer', acquisitionSource: 'linkedInContact' },
  });
  expect(made.errors).toBeUndefined();
  return { id: made.data!.createFreelancerByTeam.id as string, email };
}

const tokenOf = (url: string) => url.match(/\/freelancer\/welcome\/([A-Za-z0-9_-]{43})/)![1]!;

const claim = (token: string, extra: Record<string, unknown> = {}, client = app.client()) =>
  client.post('/auth/welcome/claim', {
    token,
    password,
    firstName: 'Camille',
    lastName: 'Lefèvre',
    termsAccepted: true,
    utm_campaign: 'Data Lyon',
    utm_source: 'linkedin',
    ...extra,
  });

beforeAll(async () => {
  app = await createTestApp();
  team = await signedIn(app, (await makeTeamMember(app)).user.email);
  const made = await makeFreelancer(app);
  freelancerId = String(made.freelance.id);
  freelancer = await signedIn(app, made.user.email);
  corporate = await signedIn(app, (await makeCorporate(app)).user.email);
});
afterAll(() => app?.stop());

describe('welcome links', () => {
  it('mails a pre-user their link; opening it, they take their account and are signed in', async () => {
    const { id, email } = await preUser();
    expect((await team.gql(STATE, { id })).data?.freelance).toMatchObject({ preUser: true, awaitsOwner: true });
    const created = await team.gql(CREATE, {
      freelanceId: id,
      input: { send: true, utmCampaign: 'Data Lyon', utmSource: 'LinkedIn' },
    });
    expect(created.errors).toBeUndefined();
    const { url, link } = created.data!.createWelcomeLink;
    expect(url).toMatch(
      /\/freelancer\/welcome\/[A-Za-z0-9_-]{43}\?utm_campaign=data-lyon&utm_source=linkedin&utm_medium=email$/,
    );
    expect(link).toMatchObject({ mailedTo: email, utmCampaign: 'data-lyon', utmMedium: 'email', usedAt: null });
    expect(link.createdBy).toBeTruthy();
    const mail = (await app.outbox()).map(readableMail).find((m) => m.includes(`To: ${email}`));
    expect(mail).toContain('Votre profil Orbite vous attend');
    const token = tokenOf(mail!);
    expect(token).toBe(tokenOf(url));

    const preview = await app.client().post('/auth/welcome/preview', { token });
    expect(preview.status).toBe(200);
    expect(preview.json).toMatchObject({ email, firstName: 'Camille', lastName: 'Lefèvre', jobTitle: 'Data engineer' });

    const visitor = app.client();
    // Before the claim the account has no password: signing in fails as with a wrong one (555, nothing told).
    expect((await visitor.signIn(email, password)).json.errors[0].code).toBe(555);
    const claimed = await claim(token, { firstName: ' Camille-Rose ' }, visitor);
    expect(claimed.status).toBe(201);
    expect((await visitor.gql(ME)).data?.me).toMatchObject({
      email,
      firstName: 'Camille-Rose',
      role: 'freelancer',
      termsValidated: true,
    });
    expect((await team.gql(STATE, { id })).data?.freelance).toMatchObject({
      preUser: false,
      awaitsOwner: false,
      welcomeLink: { utmCampaign: 'data-lyon' },
    });
    const [event] = await app.server.deps.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.type, 'freelance_welcome_link_used'));
    expect(event).toMatchObject({ entityId: id, payload: { utm_campaign: 'data-lyon', utm_source: 'linkedin' } });
    // The password now works, and the link is spent.
    expect((await app.client().signIn(email, password)).status).toBe(200);
    expect((await claim(token)).json.errors[0].code).toBe(554);
    expect((await app.client().post('/auth/welcome/preview', { token })).json.errors[0].code).toBe(554);
    expect(errorCode(await team.gql(CREATE, { freelanceId: id, input: { send: false } }))).toBe(400);
  });

  it('refuses a weak password, missing terms or an empty name, and changes nothing', async () => {
    const { id } = await preUser('Hugo');
    const { url } = (await team.gql(CREATE, { freelanceId: id, input: { send: false } })).data!.createWelcomeLink;
    const token = tokenOf(url);
    expect((await claim(token, { password: 'azerty123' })).json.errors[0]).toMatchObject({
      code: 553,
      field: 'password',
    });
    expect((await claim(token, { termsAccepted: false })).json.errors[0]).toMatchObject({
      code: 451,
      field: 'termsAccepted',
    });
    expect((await claim(token, { lastName: '  ' })).json.errors[0]).toMatchObject({ code: 451, field: 'lastName' });
    const [row] = await app.server.deps.db
      .select()
      .from(freelances)
      .where(eq(freelances.id, Number(id)));
    const [user] = await app.server.deps.db.select().from(users).where(eq(users.id, row!.userId));
    expect(row!.preUser).toBe(true);
    expect(user).toMatchObject({ passwordHash: null, pendingActivation: true, termsValidatedAt: null });
    // The link still works after the refusals.
    expect((await claim(token)).status).toBe(201);
  });

  it('replaces the unused link, refuses an expired one (557) and an unknown one (554)', async () => {
    const { id } = await preUser('Inès');
    const first = tokenOf(
      (await team.gql(CREATE, { freelanceId: id, input: { send: false } })).data!.createWelcomeLink.url,
    );
    const second = tokenOf(
      (await team.gql(CREATE, { freelanceId: id, input: { send: false } })).data!.createWelcomeLink.url,
    );
    expect((await app.client().post('/auth/welcome/preview', { token: first })).json.errors[0].code).toBe(554);
    await app.server.deps.db
      .update(signupHuntingLinks)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(signupHuntingLinks.freelanceId, Number(id)));
    expect((await app.client().post('/auth/welcome/preview', { token: second })).json.errors[0].code).toBe(557);
    expect((await claim(second)).json.errors[0].code).toBe(557);
    expect((await app.client().post('/auth/welcome/preview', { token: 'x'.repeat(43) })).json.errors[0].code).toBe(554);
    expect((await app.client().post('/auth/welcome/preview', { token: 'x'.repeat(5_000) })).json.errors[0].code).toBe(
      554,
    );
  });

  it('lets two concurrent claims of one link make one account', async () => {
    const { id } = await preUser('Léa');
    const token = tokenOf(
      (await team.gql(CREATE, { freelanceId: id, input: { send: false } })).data!.createWelcomeLink.url,
    );
    const answers = await Promise.all([claim(token), claim(token, { password: 'Autre-comete-2026' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    const used = await app.server.deps.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.type, 'freelance_welcome_link_used'));
    expect(used.filter((event) => event.entityId === id)).toHaveLength(1);
  });

  it('is the team’s alone to make and to read, and only for a pre-user', async () => {
    const { id } = await preUser('Noé');
    for (const client of [freelancer, corporate, app.client()]) {
      expect([401, 403]).toContain(errorCode(await client.gql(CREATE, { freelanceId: id, input: { send: true } })));
    }
    expect(
      await app.server.deps.db
        .select()
        .from(signupHuntingLinks)
        .where(eq(signupHuntingLinks.freelanceId, Number(id))),
    ).toHaveLength(0);
    // A freelancer who signed up themselves has no welcome link to take.
    expect(errorCode(await team.gql(CREATE, { freelanceId: freelancerId, input: { send: false } }))).toBe(400);
    expect(errorCode(await team.gql(CREATE, { freelanceId: '999999', input: { send: false } }))).toBe(404);
    // The freelancer reads their own record without the team's fields.
    const own = await freelancer.gql(STATE, { id: freelancerId });
    expect(own.data?.freelance).toMatchObject({ awaitsOwner: null, welcomeLink: null });
  });

  it('mails an import’s pre-users at once, skipping the active and the just invited', async () => {
    const SEND = `mutation($ids: [ID!]!, $campaign: String) {
      sendWelcomeLinks(freelanceIds: $ids, utmCampaign: $campaign) { sent skipped } }`;
    const fresh = [await preUser('Zoe'), await preUser('Yann'), await preUser('Xavier')];
    const invited = await preUser('Wassim');
    await team.gql(CREATE, { freelanceId: invited.id, input: { send: true } });
    const before = (await app.outbox()).length;
    const answer = await team.gql(SEND, {
      ids: [...fresh.map((p) => p.id), invited.id, freelancerId, '999999'],
      campaign: 'Import Décembre',
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.sendWelcomeLinks).toEqual({ sent: 3, skipped: 3 });
    const mails = (await app.outbox()).slice(before).map(readableMail);
    expect(mails).toHaveLength(3);
    for (const { email } of fresh) expect(mails.some((m) => m.includes(`To: ${email}`))).toBe(true);
    expect(mails[0]).toMatch(/utm_campaign=import-decembre&utm_medium=email/);
    // Sent again at once: nobody is mailed twice.
    expect((await team.gql(SEND, { ids: fresh.map((p) => p.id) })).data?.sendWelcomeLinks).toEqual({
      sent: 0,
      skipped: 3,
    });
    expect(errorCode(await freelancer.gql(SEND, { ids: fresh.map((p) => p.id) }))).toBe(403);
    expect(errorCode(await team.gql(SEND, { ids: Array.from({ length: 201 }, (_, i) => String(i + 1)) }))).toBe(400);
  });

  it('counts the links of the period by campaign for the team’s analytics, invited and activated', async () => {
    const CAMPAIGNS = `query($from: Date!, $to: Date!) { huntingCampaigns(from: $from, to: $to) {
      campaign invited activated rate } }`;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const answer = await team.gql(CAMPAIGNS, { from: today, to: today });
    expect(answer.errors).toBeUndefined();
    // The tests above: data-lyon (Camille, activated); import-decembre (three mailed at once); without a
    // campaign Hugo and Léa (activated), Inès (two links, one freelancer) and Wassim.
    expect(answer.data?.huntingCampaigns).toEqual([
      { campaign: null, invited: 4, activated: 2, rate: 0.5 },
      { campaign: 'import-decembre', invited: 3, activated: 0, rate: 0 },
      { campaign: 'data-lyon', invited: 1, activated: 1, rate: 1 },
    ]);
    expect(errorCode(await freelancer.gql(CAMPAIGNS, { from: today, to: today }))).toBe(403);
  });
});
