import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { freelances } from '../freelancers/freelancers.tables';
import { matches } from '../matches/matches.tables';
import { missions } from '../missions/missions.tables';
import { users } from '../users/users.tables';

let app: TestApp;
let admin: TestClient;
let outsider: TestClient;
let authorId: number;

const COMMUNITY =
  '{ communityFreelancers { total nodes { id firstName title lastMissionTitle lastWorkedAt hasPublicProfile rating } } }';

beforeAll(async () => {
  app = await createTestApp();
  const db = app.server.deps.db;
  const made = await makeCorporate(app, 'admin', 'Lumen Analytics');
  admin = await signedIn(app, made.user.email);
  outsider = await signedIn(app, (await makeCorporate(app, 'admin', 'Autre Société')).user.email);
  const author = await makeCorporate(app, 'manager', 'Lumen Analytics');
  authorId = author.corporate.id;
  const [mission] = await db
    .insert(missions)
    .values({
      hash: `crew-${Date.now()}`,
      companyId: made.company.id,
      createdByCorporateId: author.corporate.id,
      title: 'Data engineer — pipeline de facturation',
      status: 'inProgress',
      startDate: '2027-03-01',
    })
    .returning();
  const confirmed = await makeFreelancer(app);
  // The card reads the profile's tagline, as every freelancer card does, before the account's job title.
  await db.update(users).set({ jobTitle: 'Consultant' }).where(eq(users.id, confirmed.user.id));
  await db
    .update(freelances)
    .set({ tagline: 'Data engineer Spark et Airflow' })
    .where(eq(freelances.id, confirmed.freelance.id));
  const declined = await makeFreelancer(app);
  await db.insert(matches).values([
    { missionId: mission!.id, freelanceId: confirmed.freelance.id, status: 'corporateConfirmed' },
    { missionId: mission!.id, freelanceId: declined.freelance.id, status: 'corporateDeclined' },
  ]);
});
afterAll(() => app?.stop());

describe('community', () => {
  it('lists the freelancers the company confirmed, with their last mission, and only to that company', async () => {
    const mine = await admin.gql(COMMUNITY);
    expect(mine.errors).toBeUndefined();
    expect(mine.data?.communityFreelancers.total).toBe(1);
    expect(mine.data?.communityFreelancers.nodes[0]).toMatchObject({
      title: 'Data engineer Spark et Airflow',
      lastMissionTitle: 'Data engineer — pipeline de facturation',
      hasPublicProfile: true,
      rating: null,
    });
    // Dated by the work (the mission's start, before any contract), not by the row's last change.
    expect(mine.data?.communityFreelancers.nodes[0].lastWorkedAt).toMatch(/^2027-03-01/);
    expect((await outsider.gql(COMMUNITY)).data?.communityFreelancers).toEqual({ total: 0, nodes: [] });
  });
});

describe('removing a user', () => {
  it('refuses the author of the company’s missions with 643, and keeps them', async () => {
    const answer = await admin.gql('mutation($id: ID!) { removeCrewMember(id: $id) }', { id: String(authorId) });
    expect(errorCode(answer)).toBe(643);
    const crew = await admin.gql('{ crew { members { id } } }');
    expect(crew.data?.crew.members.map((m: { id: string }) => Number(m.id))).toContain(authorId);
  });
});
