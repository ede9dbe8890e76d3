import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, PASSWORD, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';
import { activityOfEntity } from '../activity/activity.service';
import { matches } from '../matches/matches.tables';
import { missions } from '../missions/missions.tables';
import { users } from '../users/users.tables';
import { freelances } from './freelancers.tables';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.stop());

const CREATE = `mutation($input: FreelancerByTeamInput!) {
  createFreelancerByTeam(input: $input) {
    id status preUser acquisitionSource linkedInUrl
    teamIdentity { email firstName lastName phoneNumber jobTitle }
  }
}`;
const UPDATE = `mutation($id: ID!, $input: FreelancerIdentityInput!) {
  updateFreelancerIdentity(freelanceId: $id, input: $input) {
    id acquisitionSource linkedInUrl teamIdentity { email firstName lastName phoneNumber jobTitle }
  }
}`;
const DELETE = 'mutation($id: ID!) { deleteFreelance(freelanceId: $id) }';

let n = 0;
const newPerson = () => {
  n += 1;
  return {
    email: `lea.roux.${Date.now().toString(36)}${n}@exemple.fr`,
    firstName: 'Léa',
    lastName: 'Roux',
    linkedInUrl: `https://www.linkedin.com/in/lea-roux-${Date.now().toString(36)}${n}`,
  };
};

describe('the team adds a freelancer', () => {
  it('creates a pre-user account pending activation with its identity', async () => {
    const { user: tm } = await makeTeamMember(app);
    const team = await signedIn(app, tm.email);
    const person = newPerson();
    const created = await team.gql(CREATE, {
      input: { ...person, phone: '06 12 34 56 78', jobTitle: 'Data engineer', acquisitionSource: 'event' },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createFreelancerByTeam).toMatchObject({
      status: 'new',
      preUser: true,
      acquisitionSource: 'event',
      linkedInUrl: person.linkedInUrl,
      teamIdentity: {
        email: person.email,
        firstName: 'Léa',
        lastName: 'Roux',
        phoneNumber: '+33612345678',
        jobTitle: 'Data engineer',
      },
    });
    const id = Number(created.data?.createFreelancerByTeam.id);
    const events = (await activityOfEntity(app.server.deps.db, { type: 'freelancer', id })).items;
    expect(events.map((e) => e.type)).toContain('freelance_added_by_team');
  });

  it('refuses duplicates by e-mail (551), LinkedIn profile (558), and bad values', async () => {
    const { user: tm } = await makeTeamMember(app);
    const team = await signedIn(app, tm.email);
    const person = newPerson();
    await team.gql(CREATE, { input: person });
    const sameEmail = await team.gql(CREATE, { input: { ...newPerson(), email: person.email.toUpperCase() } });
    expect(errorCode(sameEmail)).toBe(551);
    expect(sameEmail.errors?.[0]?.extensions?.field).toBe('email');
    const sameLinkedIn = await team.gql(CREATE, {
      input: { ...newPerson(), linkedInUrl: `${person.linkedInUrl.replace('www.', 'fr.')}/` },
    });
    expect(errorCode(sameLinkedIn)).toBe(558);
    expect(errorCode(await team.gql(CREATE, { input: { ...newPerson(), email: 'pas-un-email' } }))).toBe(550);
    expect(
      errorCode(await team.gql(CREATE, { input: { ...newPerson(), linkedInUrl: 'https://exemple.fr/in/x' } })),
    ).toBe(639);
    expect(errorCode(await team.gql(CREATE, { input: { ...newPerson(), acquisitionSource: 'tv' } }))).toBe(400);
  });

  it('is refused to freelancers and clients (403)', async () => {
    const { user } = await makeFreelancer(app);
    const { user: corp } = await makeCorporate(app);
    expect(errorCode(await (await signedIn(app, user.email)).gql(CREATE, { input: newPerson() }))).toBe(403);
    expect(errorCode(await (await signedIn(app, corp.email)).gql(CREATE, { input: newPerson() }))).toBe(403);
  });
});

describe('the team edits a freelancer’s identity', () => {
  it('writes name, e-mail, phone, LinkedIn and source, refusing another account’s e-mail', async () => {
    const { freelance } = await makeFreelancer(app);
    const { user: other } = await makeFreelancer(app);
    const { user: tm } = await makeTeamMember(app);
    const team = await signedIn(app, tm.email);
    const person = newPerson();
    const updated = await team.gql(UPDATE, {
      id: freelance.id,
      input: { ...person, phone: '+33 7 11 22 33 44', acquisitionSource: 'sponsorship' },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateFreelancerIdentity).toMatchObject({
      acquisitionSource: 'sponsorship',
      linkedInUrl: person.linkedInUrl,
      teamIdentity: { email: person.email, firstName: 'Léa', phoneNumber: '+33711223344' },
    });
    // Its own e-mail and LinkedIn again are fine.
    expect((await team.gql(UPDATE, { id: freelance.id, input: person })).errors).toBeUndefined();
    expect(errorCode(await team.gql(UPDATE, { id: freelance.id, input: { ...person, email: other.email } }))).toBe(551);
    const own = await signedIn(app, other.email);
    expect(errorCode(await own.gql(UPDATE, { id: freelance.id, input: person }))).toBe(403);
  });
});

describe('the team deletes a freelancer', () => {
  it('anonymizes the account and removes the profile of a freelancer without history', async () => {
    const { user, freelance } = await makeFreelancer(app);
    const { user: tm } = await makeTeamMember(app);
    const team = await signedIn(app, tm.email);
    const own = await signedIn(app, user.email);
    const deleted = await team.gql(DELETE, { id: freelance.id });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data?.deleteFreelance).toBe(true);
    const db = app.server.deps.db;
    expect(await db.select().from(freelances).where(eq(freelances.id, freelance.id))).toEqual([]);
    const [account] = await db.select().from(users).where(eq(users.id, user.id));
    expect(account?.anonymizedAt).not.toBeNull();
    expect(account?.email).not.toBe(user.email);
    expect((await app.client().signIn(user.email, PASSWORD)).status).not.toBe(200);
    // Its sessions are revoked.
    expect(errorCode(await own.gql('query($id: ID!) { freelance(id: $id) { id } }', { id: freelance.id }))).toBe(401);
    expect(errorCode(await team.gql(DELETE, { id: freelance.id }))).toBe(404);
  });

  it('refuses with 628 once the freelancer was presented to a client, and leaves everything in place', async () => {
    const { freelance } = await makeFreelancer(app);
    const { user: tm } = await makeTeamMember(app);
    const { company } = await makeCorporate(app);
    const db = app.server.deps.db;
    const [mission] = await db
      .insert(missions)
      .values({ hash: `del${freelance.id}`, companyId: company.id })
      .returning();
    await db
      .insert(matches)
      .values({ missionId: mission!.id, freelanceId: freelance.id, status: 'corporateValidation' });
    const team = await signedIn(app, tm.email);
    const refused = await team.gql(DELETE, { id: freelance.id });
    expect(errorCode(refused)).toBe(628);
    expect(await db.select().from(freelances).where(eq(freelances.id, freelance.id))).toHaveLength(1);
  });

  it('is refused to freelancers and clients (403)', async () => {
    const { user, freelance } = await makeFreelancer(app);
    const { user: corp } = await makeCorporate(app);
    expect(errorCode(await (await signedIn(app, user.email)).gql(DELETE, { id: freelance.id }))).toBe(403);
    expect(errorCode(await (await signedIn(app, corp.email)).gql(DELETE, { id: freelance.id }))).toBe(403);
  });
});
