import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { readableMail } from '../../testing/outbox-mail';
import { createTestApp, errorCode, type GraphQLResponse, type TestApp, type TestClient } from '../../testing/test-app';
import { activityEvents } from '../activity/activity.tables';
import { userNotifications } from '../notifications/notifications.tables';
import { experienceEndorsements } from './endorsements.tables';

let app: TestApp;
let owner: TestClient;
let ownerUserId: number;
let ownerEmail: string;
let publicId: string;
let other: TestClient;
let corporate: TestClient;
let team: TestClient;
let experienceId: string;

const ADD = `mutation($freelanceId: ID!, $input: FreelanceExperienceInput!) {
  addFreelanceExperience(freelanceId: $freelanceId, input: $input) { id } }`;
const REQUEST = `mutation($experienceId: ID!, $input: ReferentInput!) {
  requestExperienceEndorsement(experienceId: $experienceId, input: $input) { id status referentEmail } }`;
const PREVIEW = `query($token: String!) { endorsementRequest(token: $token) { referentFirstName freelancerName experienceTitle companyName } }`;
const ANSWER = `mutation($token: String!, $endorse: Boolean!, $comment: String) {
  answerEndorsementRequest(token: $token, endorse: $endorse, comment: $comment) }`;
const REMOVE = 'mutation($id: ID!) { removeExperienceEndorsement(id: $id) }';
const PROFILE = `query($publicId: String!) { freelancePublicProfile(publicId: $publicId) {
  experiences { id endorsements { status referentFirstName referentLastName referentJobTitle referentEmail comment } } } }`;

const referent = (email: string, firstName = 'Marie') => ({
  firstName,
  lastName: 'Dupont',
  email,
  jobTitle: 'Directrice technique',
});

/** The token of the newest request mailed to `email`, read from the outbox as the referent would. */
async function tokenSentTo(email: string): Promise<string> {
  const mails = (await app.outbox()).map(readableMail).filter((m) => m.includes(`To: ${email}`));
  const token = mails.at(-1)?.match(/\/freelancer\/endorse\/([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`no endorsement mail to ${email}`);
  return token;
}

beforeAll(async () => {
  app = await createTestApp();
  const made = await makeFreelancer(app);
  ownerUserId = made.user.id;
  ownerEmail = made.user.email;
  publicId = made.freelance.publicId;
  owner = await signedIn(app, made.user.email);
  other = await signedIn(app, (await makeFreelancer(app)).user.email);
  corporate = await signedIn(app, (await makeCorporate(app)).user.email);
  team = await signedIn(app, (await makeTeamMember(app)).user.email);
  const added = await owner.gql(ADD, {
    freelanceId: String(made.freelance.id),
    input: {
      type: 'freelancing',
      title: 'Data engineer',
      companyName: 'Banque du Rhône',
      startDate: '2023-01-01',
      endDate: '2024-06-01',
      skills: [],
    },
  });
  experienceId = added.data?.addFreelanceExperience.id;
});
afterAll(() => app?.stop());

describe('recommendations of experiences', () => {
  it('mails the referent a personal link, and lets them endorse once, with their words', async () => {
    const asked = await owner.gql(REQUEST, { experienceId, input: referent('marie.dupont@rhone.test') });
    expect(asked.errors).toBeUndefined();
    expect(asked.data?.requestExperienceEndorsement).toMatchObject({
      status: 'requested',
      referentEmail: 'marie.dupont@rhone.test',
    });
    const token = await tokenSentTo('marie.dupont@rhone.test');
    const referentClient = app.client();
    const preview = await referentClient.gql(PREVIEW, { token });
    expect(preview.data?.endorsementRequest).toMatchObject({
      referentFirstName: 'Marie',
      experienceTitle: 'Data engineer',
      companyName: 'Banque du Rhône',
    });
    const answer = await referentClient.gql(ANSWER, { token, endorse: true, comment: '  Rigoureux et pédagogue.  ' });
    expect(answer.data?.answerEndorsementRequest).toBe('endorsed');
    // Once: the link no longer works.
    expect(errorCode(await referentClient.gql(ANSWER, { token, endorse: false }))).toBe(554);
    expect(errorCode(await referentClient.gql(PREVIEW, { token }))).toBe(554);
    // The freelancer is told.
    const told = await app.server.deps.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, ownerUserId));
    expect(told.map((n) => n.plainTextDescription).join(' ')).toContain('Marie Dupont a recommandé votre expérience');
  });

  it('shows the endorsed ones to anyone, without the referent’s e-mail; every one to the freelancer and the team', async () => {
    await owner.gql(REQUEST, { experienceId, input: referent('paul.martin@rhone.test', 'Paul') });
    const shown = [
      {
        status: 'endorsed',
        referentFirstName: 'Marie',
        referentLastName: 'Dupont',
        referentJobTitle: 'Directrice technique',
        referentEmail: null,
        comment: 'Rigoureux et pédagogue.',
      },
    ];
    expect(
      (await corporate.gql(PROFILE, { publicId })).data?.freelancePublicProfile.experiences[0].endorsements,
    ).toEqual(shown);
    // On the anonymized profile (signed out, another freelancer) the referent's last name is its initial.
    for (const stranger of [app.client(), other]) {
      const seen = (await stranger.gql(PROFILE, { publicId })).data?.freelancePublicProfile.experiences[0].endorsements;
      expect(seen).toEqual([{ ...shown[0], referentLastName: 'D.' }]);
    }
    for (const insider of [owner, team]) {
      const all = (await insider.gql(PROFILE, { publicId })).data?.freelancePublicProfile.experiences[0].endorsements;
      expect(all.map((e: { status: string; referentEmail: string }) => [e.status, e.referentEmail])).toEqual([
        ['endorsed', 'marie.dupont@rhone.test'],
        ['requested', 'paul.martin@rhone.test'],
      ]);
    }
  });

  it('refuses bad referents with the field, and a third request waiting on the same experience', async () => {
    const field = (response: GraphQLResponse) => [errorCode(response), response.errors?.[0]?.extensions?.field];
    expect(field(await owner.gql(REQUEST, { experienceId, input: referent('pas-une-adresse') }))).toEqual([
      400,
      'email',
    ]);
    expect(field(await owner.gql(REQUEST, { experienceId, input: { ...referent('a@b.fr'), firstName: ' ' } }))).toEqual(
      [400, 'firstName'],
    );
    expect(field(await owner.gql(REQUEST, { experienceId, input: referent(ownerEmail.toUpperCase()) }))).toEqual([
      400,
      'email',
    ]);
    expect(field(await owner.gql(REQUEST, { experienceId, input: referent('paul.martin@rhone.test') }))).toEqual([
      400,
      'email',
    ]);
    await owner.gql(REQUEST, { experienceId, input: referent('n2@rhone.test') });
    await owner.gql(REQUEST, { experienceId, input: referent('n3@rhone.test') });
    expect(errorCode(await owner.gql(REQUEST, { experienceId, input: referent('n4@rhone.test') }))).toBe(400);
    const rows = await app.server.deps.db.select().from(experienceEndorsements);
    expect(rows.filter((r) => r.status === 'requested')).toHaveLength(3);
  });

  it('refuses another freelancer, a client and a stranger; answers 557 once the link expired', async () => {
    const input = referent('lea.roux@rhone.test', 'Léa');
    expect([403, 404]).toContain(errorCode(await other.gql(REQUEST, { experienceId, input })));
    expect(errorCode(await corporate.gql(REQUEST, { experienceId, input }))).toBe(403);
    expect(errorCode(await app.client().gql(REQUEST, { experienceId, input }))).toBe(401);
    const [pending] = await app.server.deps.db
      .select()
      .from(experienceEndorsements)
      .where(eq(experienceEndorsements.referentEmail, 'paul.martin@rhone.test'));
    expect([403, 404]).toContain(errorCode(await other.gql(REMOVE, { id: String(pending!.id) })));
    expect(errorCode(await corporate.gql(REMOVE, { id: String(pending!.id) }))).toBe(403);
    const token = await tokenSentTo('paul.martin@rhone.test');
    const referentClient = app.client();
    const tooLong = await referentClient.gql(ANSWER, { token, endorse: true, comment: 'x'.repeat(1001) });
    expect([errorCode(tooLong), tooLong.errors?.[0]?.extensions?.field]).toEqual([400, 'comment']);
    await app.server.deps.db
      .update(experienceEndorsements)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(experienceEndorsements.id, pending!.id));
    expect(errorCode(await referentClient.gql(PREVIEW, { token }))).toBe(557);
    expect(errorCode(await referentClient.gql(ANSWER, { token, endorse: true }))).toBe(557);
    expect(errorCode(await referentClient.gql(PREVIEW, { token: 'inconnu' }))).toBe(554);
  });

  it('lets the freelancer withdraw a request: its link stops working', async () => {
    const token = await tokenSentTo('n2@rhone.test');
    const [row] = await app.server.deps.db
      .select()
      .from(experienceEndorsements)
      .where(eq(experienceEndorsements.referentEmail, 'n2@rhone.test'));
    expect((await owner.gql(REMOVE, { id: String(row!.id) })).data?.removeExperienceEndorsement).toBe(true);
    expect(errorCode(await app.client().gql(PREVIEW, { token }))).toBe(554);
  });

  it('counts the requests of the day, withdrawn ones included: the eleventh is refused (429)', async () => {
    const db = app.server.deps.db;
    const requestedToday = async () =>
      (await db.select().from(activityEvents).where(eq(activityEvents.type, 'freelance_endorsement_requested'))).length;
    for (let i = 0; (await requestedToday()) < 10; i++) {
      const answer = await owner.gql(REQUEST, { experienceId, input: referent(`encore${i}@rhone.test`) });
      expect(answer.errors).toBeUndefined();
      const id = answer.data?.requestExperienceEndorsement.id;
      expect((await owner.gql(REMOVE, { id })).data?.removeExperienceEndorsement).toBe(true);
    }
    expect(errorCode(await owner.gql(REQUEST, { experienceId, input: referent('de-trop@rhone.test') }))).toBe(429);
  });
});
