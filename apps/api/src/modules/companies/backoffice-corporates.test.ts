import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { readableMail } from '../../testing/outbox-mail';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { findUserByEmail } from '../users/users.repository';

let app: TestApp;
let team: TestClient;
let otherTeam: TestClient;
let client: TestClient;
let freelancer: TestClient;
let companyId: number;
let adminId: number;

beforeAll(async () => {
  app = await createTestApp();
  team = await signedIn(app, (await makeTeamMember(app)).user.email);
  otherTeam = await signedIn(app, (await makeTeamMember(app)).user.email);
  const made = await makeCorporate(app, 'admin', 'Lumen Analytics');
  companyId = made.company.id;
  adminId = made.corporate.id;
  client = await signedIn(app, made.user.email);
  freelancer = await signedIn(app, (await makeFreelancer(app)).user.email);
});
afterAll(() => app?.stop());

const FIELDS =
  'id email firstName role hasNovaAccess comments teamMemberBookmark missions pendingActivation company { id name } permissions { showCrew showAdministration showMissions }';
const LIST = `query($search: String, $companyId: ID, $bookmarked: Boolean) {
  corporates(search: $search, companyId: $companyId, bookmarked: $bookmarked) { count items { ${FIELDS} } }
}`;
const DETAIL = `query($id: ID!) { corporate(id: $id) { ${FIELDS} postedMissions { id } } }`;
const TOGGLE = `mutation($id: ID!) { toggleCorporateBookmark(corporateId: $id) { id teamMemberBookmark } }`;
const CREATE = `mutation($input: CreateCorporateInput!) { createCorporate(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateCorporateInput!) { updateCorporate(id: $id, input: $input) { ${FIELDS} } }`;

const newcomer = (email: string) => ({
  companyId: String(companyId),
  email,
  firstName: 'Inès',
  lastName: 'Durand',
  phoneNumber: '06 12 34 56 78',
  jobTitle: 'Directrice data',
  role: 'manager',
  permissions: { showMissions: true, showProfile: true },
});

describe('back-office corporates', () => {
  it('creates a pending user, mails the invitation link, and refuses a used e-mail with 551', async () => {
    const created = await team.gql(CREATE, { input: newcomer('ines.durand@lumen.test') });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createCorporate).toMatchObject({
      email: 'ines.durand@lumen.test',
      role: 'manager',
      pendingActivation: true,
      company: { name: 'Lumen Analytics' },
      permissions: { showMissions: true, showCrew: false },
    });
    const user = await findUserByEmail(app.server.deps.db, 'ines.durand@lumen.test');
    expect(user?.pendingActivation).toBe(true);
    expect(user?.phoneNumber).toBe('+33612345678');
    const mails = await app.outbox();
    expect(mails.some((m) => m.includes('To: ines.durand@lumen.test') && m.includes('/enterprise/join/'))).toBe(true);
    expect(errorCode(await team.gql(CREATE, { input: newcomer('INES.DURAND@lumen.test') }))).toBe(551);
    expect(errorCode(await team.gql(CREATE, { input: newcomer('not-an-email') }))).toBe(550);
    expect(errorCode(await team.gql(CREATE, { input: { ...newcomer('x@lumen.test'), firstName: ' ' } }))).toBe(400);
    expect(errorCode(await team.gql(CREATE, { input: { ...newcomer('y@lumen.test'), companyId: '999999' } }))).toBe(
      400,
    );
  });

  it('lets the invited person activate the account the team created, once', async () => {
    const created = await team.gql(CREATE, { input: { ...newcomer('lea.martin@lumen.test'), phoneNumber: null } });
    expect(created.errors).toBeUndefined();
    const mail = (await app.outbox())
      .map(readableMail)
      .filter((m) => m.includes('To: lea.martin@lumen.test'))
      .at(-1);
    const token = mail?.match(/\/enterprise\/join\/([A-Za-z0-9_-]{43})/)?.[1] ?? '';
    expect(token).not.toBe('');
    const db = app.server.deps.db;
    const join = (password: string) =>
      app.client().post('/auth/enterprise-signup/join', {
        token,
        password,
        firstName: 'Léa',
        lastName: 'Martin',
        termsAccepted: true,
      });
    const joined = await join('bienvenue-123');
    expect(joined.status).toBe(201);
    const user = await findUserByEmail(db, 'lea.martin@lumen.test');
    expect(user?.pendingActivation).toBe(false);
    expect(user?.termsValidatedAt).not.toBeNull();
    expect((await app.client().signIn('lea.martin@lumen.test', 'bienvenue-123')).status).toBe(200);
    // The link served once: a second use is refused and the password stays.
    expect((await join('autre-123')).json.errors[0].code).toBe(554);
    expect((await app.client().signIn('lea.martin@lumen.test', 'autre-123')).status).toBe(400);
  });

  it('bookmarks per team member and filters on bookmarks', async () => {
    const on = await team.gql(TOGGLE, { id: String(adminId) });
    expect(on.data?.toggleCorporateBookmark).toEqual({ id: String(adminId), teamMemberBookmark: true });
    const mine = await team.gql(LIST, { bookmarked: true });
    expect((mine.data?.corporates as { count: number } | undefined)?.count).toBe(1);
    const theirs = await otherTeam.gql(LIST, { bookmarked: true });
    expect((theirs.data?.corporates as { count: number } | undefined)?.count).toBe(0);
    const all = await team.gql(LIST, { companyId: String(companyId), search: 'lumen' });
    expect((all.data?.corporates as { count: number } | undefined)?.count).toBe(3);
    const off = await team.gql(TOGGLE, { id: String(adminId) });
    expect(off.data?.toggleCorporateBookmark).toEqual({ id: String(adminId), teamMemberBookmark: false });
    expect(errorCode(await team.gql(TOGGLE, { id: '999999' }))).toBe(404);
  });

  it('updates role, flags, Nova access and notes, but keeps the last admin', async () => {
    const updated = await team.gql(UPDATE, {
      id: String(adminId),
      input: { hasNovaAccess: true, comments: 'Préfère être appelée le matin.', permissions: { showCommunity: false } },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateCorporate).toMatchObject({
      hasNovaAccess: true,
      comments: 'Préfère être appelée le matin.',
    });
    const demoted = await team.gql(UPDATE, { id: String(adminId), input: { role: 'manager' } });
    expect(errorCode(demoted)).toBe(403);
    const noCrew = await team.gql(UPDATE, { id: String(adminId), input: { permissions: { showCrew: false } } });
    expect(errorCode(noCrew)).toBe(403);
    const detail = await team.gql(DETAIL, { id: String(adminId) });
    expect(detail.data?.corporate).toMatchObject({ role: 'admin', permissions: { showCrew: true } });
  });

  it('refuses corporates and freelancers', async () => {
    for (const who of [client, freelancer]) {
      expect(errorCode(await who.gql(LIST))).toBe(403);
      expect(errorCode(await who.gql(DETAIL, { id: String(adminId) }))).toBe(403);
      expect(errorCode(await who.gql(TOGGLE, { id: String(adminId) }))).toBe(403);
      expect(errorCode(await who.gql(CREATE, { input: newcomer('intrus@lumen.test') }))).toBe(403);
      expect(errorCode(await who.gql(UPDATE, { id: String(adminId), input: { role: 'manager' } }))).toBe(403);
    }
  });
});
