/*
 * notInterestedInMission answers "not found" for a mission the freelancer cannot see before it looks
 * at the reasons: an invalid input must not tell a stranger that the mission exists.
 */
import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { skills } from '../skills/skills.tables';
import { matches as missionMatches } from './matches.tables';

let app: TestApp;
let team: TestClient;
let client: TestClient;
let freelancer: TestClient;
let pythonId: number;

beforeAll(async () => {
  app = await createTestApp();
  team = await signedIn(app, (await makeTeamMember(app)).user.email);
  client = await signedIn(app, (await makeCorporate(app, 'admin', 'Lumen Analytics')).user.email);
  freelancer = await signedIn(app, (await makeFreelancer(app)).user.email);
  const [python] = await app.server.deps.db.select({ id: skills.id }).from(skills).where(eq(skills.name, 'Python'));
  pythonId = python!.id;
});
afterAll(() => app?.stop());

/** A mission of the client, left as a draft (invisible to freelancers) or validated (`seeking`). */
async function mission(seeking: boolean): Promise<string> {
  const created = await client.gql('mutation($input: MissionInput!) { createMission(input: $input) { id } }', {
    input: {
      title: 'Data engineer Spark pour la plateforme de données',
      description: 'Industrialiser les pipelines de données de l’équipe marketing.',
      category: 'data',
      startDate: addDays(todayInParis(), 20),
      maxWeeksAfterStart: 2,
      durationInDays: 120,
      workingTime: 5,
      retribution: 600,
      experienceLevel: 'experienced',
      workplace: 'partialRemote',
      location: {
        street: '10 rue de Rivoli',
        zipCode: '75004',
        city: 'Paris',
        countryIso: 'FR',
        point: { latitude: 48.8557, longitude: 2.3601 },
      },
      skills: [{ skillId: String(pythonId), primary: true, yearsRequired: 3 }],
    },
  });
  const id = created.data?.createMission.id as string;
  expect(id, JSON.stringify(created.errors)).toBeTruthy();
  if (seeking) {
    expect(
      (await client.gql('mutation($id: ID!) { submitMission(id: $id) { status } }', { id })).errors,
    ).toBeUndefined();
    const validated = await team.gql(
      'mutation($id: ID!) { updateMissionStatus(id: $id, status: seeking) { status } }',
      { id },
    );
    expect(validated.data?.updateMissionStatus.status, JSON.stringify(validated.errors)).toBe('seeking');
  }
  return id;
}

const pass = (missionId: string, reasons: string[]) =>
  freelancer.gql('mutation($m: ID!, $r: [String!]) { notInterestedInMission(missionId: $m, reasons: $r) { status } }', {
    m: missionId,
    r: reasons,
  });

const matchesOf = async (missionId: string) =>
  app.server.deps.db
    .select()
    .from(missionMatches)
    .where(eq(missionMatches.missionId, Number(missionId)));

describe('notInterestedInMission', () => {
  it('answers 404 for a mission the freelancer cannot see, whatever the reasons', async () => {
    const draft = await mission(false);
    expect(errorCode(await pass(draft, ['no such reason']))).toBe(404);
    expect(errorCode(await pass(draft, ['retribution']))).toBe(404);
    expect(errorCode(await pass('999999999', ['no such reason']))).toBe(404);
    expect(await matchesOf(draft)).toEqual([]);
  });

  it('checks the reasons of a visible mission (400) and records a valid pass', async () => {
    const seeking = await mission(true);
    const refused = await pass(seeking, ['no such reason']);
    expect(errorCode(refused)).toBe(400);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ field: 'reasons' });
    expect(await matchesOf(seeking)).toEqual([]);
    expect((await pass(seeking, ['retribution'])).data?.notInterestedInMission.status).toBe('freelanceNotInterested');
  });
});
