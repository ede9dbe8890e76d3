import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { skills } from '../skills/skills.tables';

let app: TestApp;
let team: TestClient;
let client: TestClient;
let freelancer: { id: string; client: TestClient };
let matchId: string;

const HISTORY = `query($id: ID!, $offset: Int, $limit: Int) {
  matchActivity(matchId: $id, offset: $offset, limit: $limit) {
    count
    items { type category fromStatus toStatus reasons createdAt actor { fullName role } }
  }
}`;

beforeAll(async () => {
  app = await createTestApp();
  const member = await makeTeamMember(app);
  team = await signedIn(app, member.user.email);
  client = await signedIn(app, (await makeCorporate(app, 'admin', 'Lumen Analytics')).user.email);
  const made = await makeFreelancer(app, 'validated');
  freelancer = { id: String(made.freelance.id), client: await signedIn(app, made.user.email) };

  const [sql] = await app.server.deps.db.select({ id: skills.id }).from(skills).where(eq(skills.name, 'SQL'));
  const created = await client.gql('mutation($input: MissionInput!) { createMission(input: $input) { id } }', {
    input: {
      title: 'Analyste data pour le pilotage commercial',
      description: 'Construire les tableaux de bord de l’équipe commerciale.',
      category: 'data',
      startDate: addDays(todayInParis(), 20),
      durationInDays: 60,
      workingTime: 5,
      retribution: 550,
      workplace: 'remote',
      experienceLevel: 'experienced',
      maxWeeksAfterStart: 2,
      skills: [{ skillId: String(sql?.id), primary: true, yearsRequired: 2 }],
    },
  });
  const missionId = created.data?.createMission.id;
  expect(missionId, JSON.stringify(created.errors)).toBeTruthy();
  const submitted = await client.gql('mutation($id: ID!) { submitMission(id: $id) { status } }', { id: missionId });
  expect(submitted.data?.submitMission.status, JSON.stringify(submitted.errors)).toBe('toValidate');
  const seeking = await team.gql('mutation($id: ID!) { updateMissionStatus(id: $id, status: seeking) { status } }', {
    id: missionId,
  });
  expect(seeking.data?.updateMissionStatus.status, JSON.stringify(seeking.errors)).toBe('seeking');
  const preselected = await team.gql(
    'mutation($m: ID!, $f: [ID!]!) { preselectFreelances(missionId: $m, freelanceIds: $f, source: "matchingEngine") { id } }',
    { m: missionId, f: [freelancer.id] },
  );
  matchId = preselected.data?.preselectFreelances[0].id;
  expect(matchId, JSON.stringify(preselected.errors)).toBeTruthy();
  const move = 'mutation($id: ID!, $s: MatchStatus!) { updateMatchStatus(id: $id, status: $s) { status } }';
  await team.gql(move, { id: matchId, s: 'freelanceProposal' });
  await freelancer.client.gql(move, { id: matchId, s: 'teamMemberValidation' });
});
afterAll(() => app?.stop());

describe('matchActivity', () => {
  it('gives the team the history of a match, newest first, with who acted', async () => {
    const response = await team.gql(HISTORY, { id: matchId });
    expect(response.errors).toBeUndefined();
    const page = response.data?.matchActivity;
    expect(page.count).toBe(3);
    expect(page.items.map((e: { type: string }) => e.type)).toEqual([
      'match_proposal_accepted',
      'match_proposed',
      'match_preselected',
    ]);
    const [accepted, proposed] = page.items;
    expect(accepted).toMatchObject({
      category: 'match',
      fromStatus: 'freelanceProposal',
      toStatus: 'teamMemberValidation',
      actor: { role: 'freelancer' },
    });
    expect(proposed.actor).toMatchObject({ role: 'teamMember' });
    expect(proposed.actor.fullName).toBeTruthy();
    expect(Date.parse(accepted.createdAt)).toBeGreaterThanOrEqual(Date.parse(proposed.createdAt));
  });

  it('pages the history', async () => {
    const response = await team.gql(HISTORY, { id: matchId, offset: 1, limit: 1 });
    expect(response.data?.matchActivity.count).toBe(3);
    expect(response.data?.matchActivity.items.map((e: { type: string }) => e.type)).toEqual(['match_proposed']);
  });

  it('refuses the client, the freelancer and anonymous callers', async () => {
    expect(errorCode(await client.gql(HISTORY, { id: matchId }))).toBe(403);
    expect(errorCode(await freelancer.client.gql(HISTORY, { id: matchId }))).toBe(403);
    const anonymous = await app.client().gql(HISTORY, { id: matchId });
    expect(errorCode(anonymous)).toBe(401);
    expect(anonymous.data?.matchActivity ?? null).toBeNull();
  });

  it('answers not found for an unknown match', async () => {
    expect(errorCode(await team.gql(HISTORY, { id: '999999' }))).toBe(404);
    expect(errorCode(await team.gql(HISTORY, { id: 'abc' }))).toBe(404);
  });
});
