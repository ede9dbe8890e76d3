import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readableMail } from '../../testing/outbox-mail';
import { errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { findFreelanceByUserId } from '../freelancers/freelancers.repository';
import { apply, type MatchWorld, makeMatchWorld, seekingMission } from '../matches/matches.fixtures';
import { users } from '../users/users.tables';
import { emailConfirmations } from './auth.tables';

// A freelancer who signs up alone proves the address afterwards: the account works at once, the link of the mail
// confirms it, and applying waits for it (560).

let world: MatchWorld;
let app: TestApp;
beforeAll(async () => {
  world = await makeMatchWorld();
  app = world.app;
});
afterAll(() => app?.stop());

const ME = '{ me { email emailConfirmed } }';
let counter = 0;

async function signUp(): Promise<{ client: TestClient; email: string }> {
  counter += 1;
  const email = `confirmation.${Date.now()}.${counter}@exemple.fr`;
  const client = app.client();
  const response = await client.post('/auth/signup/freelancer', {
    email,
    password: 'Lune-orbite-42',
    firstName: 'Inès',
    lastName: 'Roux',
  });
  expect(response.status).toBe(201);
  return { client, email };
}

/** The tokens of the confirmation mails sent to an address, oldest first, as the reader's links give them. */
async function mailedTokens(email: string, count = 1): Promise<string[]> {
  for (const end = Date.now() + 5_000; Date.now() < end; await new Promise((r) => setTimeout(r, 25))) {
    const links = (await app.outbox())
      .map(readableMail)
      .filter((mail) => mail.includes(`To: ${email}`))
      .flatMap((mail) => mail.match(/https?:\/\/[^\s"<]+\/freelancer\/email-confirmation\?token=[\w-]+/)?.[0] ?? []);
    if (links.length >= count) return links.map((link) => new URL(link).searchParams.get('token')!);
  }
  throw new Error(`no confirmation mail to ${email}`);
}

const confirm = (token: string) => app.client().post('/auth/email-confirmation', { token });

describe('the confirmation of a freelancer’s address', () => {
  it('signs in at once, mails a link that confirms the address, and only then lets the freelancer apply', async () => {
    const { client, email } = await signUp();
    expect((await client.gql(ME)).data?.me).toEqual({ email, emailConfirmed: false });
    const missionId = await seekingMission(world);
    const refused = await apply(client, missionId);
    expect(errorCode(refused)).toBe(560);
    expect(refused.errors?.[0]?.message).toMatch(/Confirmez d’abord votre adresse e-mail/);

    const [token] = await mailedTokens(email);
    // Opened on another device, signed out: the link is the proof.
    const confirmed = await confirm(token!);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({ email });
    expect((await client.gql(ME)).data?.me).toEqual({ email, emailConfirmed: true });
    expect((await apply(client, missionId)).data?.applyToMission).toMatchObject({ status: 'freelanceApplication' });
    // Opened again: still confirmed, not an error.
    expect((await confirm(token!)).status).toBe(200);
  });

  it('refuses an unknown link (554) and an expired one (557), confirming nothing', async () => {
    const { client, email } = await signUp();
    expect((await confirm('pas-un-jeton')).json.errors[0]).toMatchObject({ code: 554 });
    expect((await confirm('')).json.errors[0]).toMatchObject({ code: 554 });
    const [token] = await mailedTokens(email);
    const db = app.server.deps.db;
    const [user] = await db.select().from(users).where(eq(users.email, email));
    await db
      .update(emailConfirmations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailConfirmations.userId, user!.id));
    const expired = await confirm(token!);
    expect(expired.status).toBe(400);
    expect(expired.json.errors[0]).toMatchObject({ code: 557 });
    expect((await client.gql(ME)).data?.me.emailConfirmed).toBe(false);
  });

  it('mails a new link on demand, once a minute, and the old link of a changed address no longer works', async () => {
    const { client, email } = await signUp();
    expect((await app.client().post('/auth/email-confirmation/resend')).status).toBe(401);
    const soon = await client.post('/auth/email-confirmation/resend');
    expect(soon.status).toBe(429);
    expect(soon.json.errors[0].message).toMatch(/patientez une minute/);

    const db = app.server.deps.db;
    const [user] = await db.select().from(users).where(eq(users.email, email));
    // A minute later, a second link; the first one still works too until the address is confirmed.
    await db
      .update(emailConfirmations)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(emailConfirmations.userId, user!.id));
    const again = await client.post('/auth/email-confirmation/resend');
    expect(again.status).toBe(202);
    expect(again.json).toEqual({ email, confirmed: false, resendAfterSeconds: 60 });
    const [first, second] = await mailedTokens(email, 2);
    expect(second).not.toBe(first);

    // The address changes (the team corrects it): links mailed to the old one prove nothing.
    await db
      .update(users)
      .set({ email: `corrigee.${email}` })
      .where(eq(users.id, user!.id));
    expect((await confirm(second!)).json.errors[0]).toMatchObject({ code: 554 });
    expect((await client.gql(ME)).data?.me.emailConfirmed).toBe(false);
  });

  it('lets the team mail a new link to a freelancer who got none, under the same cooldown', async () => {
    const { email } = await signUp();
    const db = app.server.deps.db;
    const [user] = await db.select().from(users).where(eq(users.email, email));
    const freelance = await findFreelanceByUserId(db, user!.id);
    const resend = (who: TestClient) =>
      who.gql('mutation($f: ID!) { resendFreelancerEmailConfirmation(freelanceId: $f) }', { f: String(freelance!.id) });
    expect(errorCode(await resend(world.team))).toBe(429);
    await db
      .update(emailConfirmations)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(emailConfirmations.userId, user!.id));
    expect((await resend(world.team)).data?.resendFreelancerEmailConfirmation).toBe(true);
    expect(await mailedTokens(email, 2)).toHaveLength(2);
    expect(errorCode(await resend(world.client))).toBe(403);
    const unknown = await world.team.gql('mutation { resendFreelancerEmailConfirmation(freelanceId: "pas-un-id") }');
    expect(errorCode(unknown)).toBe(404);
  });

  it('leaves every other account confirmed, and a confirmed account asks for no link', async () => {
    expect((await world.team.gql(ME)).data?.me.emailConfirmed).toBe(true);
    const answer = await world.team.post('/auth/email-confirmation/resend');
    expect(answer.status).toBe(202);
    expect(answer.json).toMatchObject({ confirmed: true });
  });
});
