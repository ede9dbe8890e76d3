import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, signedIn } from '../../testing/factories';
import { readableMail } from '../../testing/outbox-mail';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { sha256 } from '../auth/auth.crypto';
import { corporatesOfCompany } from './companies.repository';
import { findInvitationByTokenHash, updateInvitation } from './invitations.repository';

let app: TestApp;
let admin: TestClient;
let companyId: number;
let outsider: TestClient;
let managerNoCrew: TestClient;

beforeAll(async () => {
  app = await createTestApp();
  const made = await makeCorporate(app, 'admin', 'Lumen Analytics');
  companyId = made.company.id;
  admin = await signedIn(app, made.user.email);
  managerNoCrew = await signedIn(app, (await makeCorporate(app, 'manager', 'Lumen Analytics')).user.email);
  outsider = await signedIn(app, (await makeCorporate(app, 'admin', 'Autre Société')).user.email);
});
afterAll(() => app?.stop());

const INVITE = `mutation($input: InviteCorporateInput!) { inviteCorporate(input: $input) { id email role permissions { showMissions showCrew showAdministration } } }`;
const onlyMissions = { showMissions: true };
const invite = (
  who: TestClient,
  email: string,
  permissions: Record<string, boolean> = onlyMissions,
  role = 'manager',
) => who.gql(INVITE, { input: { email, firstName: 'Inès', role, permissions } });

/** The token of the newest invitation mail sent to `email`, read from the outbox like the invited person would. */
async function tokenSentTo(email: string): Promise<string> {
  const mails = (await app.outbox()).map(readableMail).filter((m) => m.includes(`To: ${email}`));
  const token = mails.at(-1)?.match(/\/enterprise\/join\/([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`no invitation mail to ${email}`);
  return token;
}

const join = (token: string, email = 'ignored@test.fr') =>
  app.client().post('/auth/enterprise-signup/join', {
    email,
    password: 'Lune-orbite-42',
    firstName: 'Inès',
    lastName: 'Durand',
    termsAccepted: true,
    token,
  });

const PREVIEW = `query($token: String!) { corporateInvitation(token: $token) { companyName email role } }`;

describe('invitations', () => {
  it('mails a French link, and joining creates the corporate with the invited role and flags, once', async () => {
    const email = 'ines.durand@lumen.test';
    const answer = await invite(admin, email);
    expect(answer.errors).toBeUndefined();
    const mail = readableMail((await app.outbox()).find((m) => m.includes(`To: ${email}`))!);
    expect(mail).toContain('text/html');
    expect(mail).toContain('vous invite à rejoindre l’espace de Lumen Analytics sur Orbite en tant que manager');
    const token = await tokenSentTo(email);
    const stored = await findInvitationByTokenHash(app.server.deps.db, sha256(token));
    expect(stored?.tokenHash).not.toBe(token);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const preview = await app.client().gql(PREVIEW, { token });
    expect(preview.data?.corporateInvitation).toEqual({ companyName: 'Lumen Analytics', email, role: 'manager' });

    const joined = await join(token);
    expect(joined.status).toBe(201);
    expect(joined.json.redirect).toBe('/enterprise');
    const corporates = await corporatesOfCompany(app.server.deps.db, companyId);
    const created = corporates.find((c) => c.userId === Number(joined.json.user.id));
    expect(created).toMatchObject({ role: 'manager', permissions: { showMissions: true, showCrew: false } });

    const again = await join(token, 'other@test.fr');
    expect(again.status).toBe(400);
    expect(again.json.errors[0].code).toBe(554);
    expect(errorCode(await app.client().gql(PREVIEW, { token }))).toBe(554);
  });

  it('signs the invited person in with the invited e-mail, and the flags hold on the server', async () => {
    const email = 'paul.flags@lumen.test';
    await invite(admin, email);
    const client = app.client();
    const joined = await client.post('/auth/enterprise-signup/join', {
      email: 'typed-something-else@test.fr',
      password: 'Lune-orbite-42',
      firstName: 'Paul',
      lastName: 'Flags',
      termsAccepted: true,
      token: await tokenSentTo(email),
    });
    expect(joined.status).toBe(201);
    const me = await client.gql('{ me { email } }');
    expect(me.data?.me?.email).toBe(email);
    expect((await client.gql('{ missions { count } }')).errors).toBeUndefined();
    expect(errorCode(await client.gql('{ crew { canEdit } }'))).toBe(403);
    expect(errorCode(await client.gql('{ communityFreelancers { total } }'))).toBe(403);
    expect(errorCode(await invite(client, 'x@lumen.test'))).toBe(403);
  });

  it('refuses an expired link (557) and a revoked one (554), creating nothing', async () => {
    await invite(admin, 'late@lumen.test');
    const late = await tokenSentTo('late@lumen.test');
    const row = await findInvitationByTokenHash(app.server.deps.db, sha256(late));
    await updateInvitation(app.server.deps.db, row!.id, { expiresAt: new Date(Date.now() - 1000) });
    const before = (await corporatesOfCompany(app.server.deps.db, companyId)).length;
    const expired = await join(late);
    expect(expired.json.errors[0].code).toBe(557);

    const revokedAnswer = await invite(admin, 'gone@lumen.test');
    const revoked = await tokenSentTo('gone@lumen.test');
    const id = revokedAnswer.data?.inviteCorporate.id;
    const revoke = await admin.gql('mutation($id: ID!) { revokeCorporateInvitation(id: $id) { revoked } }', { id });
    expect(revoke.data?.revokeCorporateInvitation.revoked).toBe(true);
    expect((await join(revoked)).json.errors[0].code).toBe(554);
    expect((await corporatesOfCompany(app.server.deps.db, companyId)).length).toBe(before);
    const signIn = await app.client().signIn('gone@lumen.test', 'Lune-orbite-42');
    expect(signIn.status).not.toBe(200);
  });

  it('replaces a pending invitation to the same e-mail, and refuses an e-mail already used (551)', async () => {
    await invite(admin, 'twice@lumen.test');
    const first = await tokenSentTo('twice@lumen.test');
    await invite(admin, 'Twice@Lumen.test', { showCommunity: true });
    expect(errorCode(await app.client().gql(PREVIEW, { token: first }))).toBe(554);
    const pending = await admin.gql('{ corporateInvitations { email permissions { showMissions } } }');
    const twice = pending.data?.corporateInvitations.filter((i: { email: string }) => i.email === 'twice@lumen.test');
    expect(twice).toHaveLength(1);

    const taken = await invite(admin, 'ines.durand@lumen.test');
    expect(errorCode(taken)).toBe(551);
    expect(taken.errors?.[0]?.extensions?.field).toBe('email');
  });

  it('keeps another company out of the crew (404) and managers without showCrew out of it (403)', async () => {
    const mine = await invite(admin, 'mine@lumen.test');
    const id = mine.data?.inviteCorporate.id;
    const revoke = 'mutation($id: ID!) { revokeCorporateInvitation(id: $id) { id } }';
    expect(errorCode(await outsider.gql(revoke, { id }))).toBe(404);
    expect(errorCode(await managerNoCrew.gql(revoke, { id }))).toBe(403);
    expect(errorCode(await managerNoCrew.gql('{ crew { canEdit } }'))).toBe(403);
    expect(errorCode(await invite(managerNoCrew, 'y@lumen.test'))).toBe(403);

    const crew = await admin.gql('{ crew { members { id email role isViewer } } }');
    const someone = crew.data?.crew.members.find((m: { isViewer: boolean }) => !m.isViewer);
    const update = 'mutation($id: ID!) { updateCrewMember(id: $id, role: admin) { id } }';
    expect(errorCode(await outsider.gql(update, { id: someone.id }))).toBe(404);
    expect(errorCode(await outsider.gql('mutation($id: ID!) { removeCrewMember(id: $id) }', { id: someone.id }))).toBe(
      404,
    );
  });

  it('lets a manager without showMissions reach no mission (403)', async () => {
    await invite(admin, 'nomissions@lumen.test', { showCommunity: true });
    const client = app.client();
    await client.post('/auth/enterprise-signup/join', {
      email: 'nomissions@lumen.test',
      password: 'Lune-orbite-42',
      firstName: 'Léa',
      lastName: 'Sans',
      termsAccepted: true,
      token: await tokenSentTo('nomissions@lumen.test'),
    });
    expect(errorCode(await client.gql('{ missions { count } }'))).toBe(403);
    expect((await client.gql('{ communityFreelancers { total nodes { id } } }')).data?.communityFreelancers).toEqual({
      total: 0,
      nodes: [],
    });
  });
});

describe('crew', () => {
  const CREW = '{ crew { canEdit members { id email role isViewer lastSignInAt permissions { showCrew } } } }';
  const remove = 'mutation($id: ID!) { removeCrewMember(id: $id) }';

  it('lists the users with their last sign-in, and keeps the last admin an admin', async () => {
    const crew = (await admin.gql(CREW)).data?.crew;
    expect(crew.canEdit).toBe(true);
    const me = crew.members.find((m: { isViewer: boolean }) => m.isViewer);
    expect(me.lastSignInAt).not.toBeNull();
    const demote = await admin.gql('mutation($id: ID!) { updateCrewMember(id: $id, role: manager) { role } }', {
      id: me.id,
    });
    expect(errorCode(demote)).toBe(403);
    expect(errorCode(await admin.gql(remove, { id: me.id }))).toBe(643);
  });

  it('lets an admin change a manager’s flags and remove them; the removed user loses the area', async () => {
    const crew = (await admin.gql(CREW)).data?.crew;
    const paul = crew.members.find((m: { email: string }) => m.email === 'paul.flags@lumen.test');
    const granted = await admin.gql(
      'mutation($id: ID!) { updateCrewMember(id: $id, permissions: { showCrew: true }) { permissions { showCrew showMissions } } }',
      { id: paul.id },
    );
    expect(granted.data?.updateCrewMember.permissions).toEqual({ showCrew: true, showMissions: true });
    const paulSession = app.client();
    expect((await paulSession.signIn('paul.flags@lumen.test', 'Lune-orbite-42')).status).toBe(200);
    expect((await paulSession.gql('{ me { email } }')).data?.me?.email).toBe('paul.flags@lumen.test');
    expect(await admin.gql(remove, { id: paul.id })).toMatchObject({ data: { removeCrewMember: true } });
    // Removed, Paul is signed out at once rather than left with a session and no role.
    expect((await paulSession.gql('{ me { email } }')).data?.me ?? null).toBeNull();
    const after = (await admin.gql(CREW)).data?.crew.members.map((m: { email: string }) => m.email);
    expect(after).not.toContain('paul.flags@lumen.test');
  });
});
