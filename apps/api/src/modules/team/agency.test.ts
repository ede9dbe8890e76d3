import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { deals } from '../deals/deals.tables';
import { freelances } from '../freelancers/freelancers.tables';
import { matches } from '../matches/matches.tables';
import { missions } from '../missions/missions.tables';

let app: TestApp;
let agent: TestClient;
let agentId = '';
let otherAgentId = '';
const ids: Record<string, string> = {};

const ROLES = `mutation($m: ID!) { setTeamMemberRoles(teamMemberId: $m, accountManager: false, freelancerAgent: true) { id } }`;
const ASSIGN = `mutation($f: ID!, $m: ID) { assignFreelancerAgent(freelanceId: $f, teamMemberId: $m) { id } }`;
const AGENCY = `query($agentId: ID) { agency(agentId: $agentId) {
  agents { id firstName count } truncated soonDays
  members { freelanceId firstName agentId state missionTitle companyName missionEndDate availabilityDate } } }`;

const today = todayInParis();

beforeAll(async () => {
  app = await createTestApp();
  const db = app.server.deps.db;
  const me = await makeTeamMember(app);
  agent = await signedIn(app, me.user.email);
  agentId = String(me.teamMember.id);
  otherAgentId = String((await makeTeamMember(app)).teamMember.id);
  for (const id of [agentId, otherAgentId]) await agent.gql(ROLES, { m: id });

  const { company } = await makeCorporate(app, 'admin', 'Agence Client');
  const [mission] = await db
    .insert(missions)
    .values({ hash: 'agency-1', companyId: company.id, status: 'onGoing', title: 'Plateforme de données' })
    .returning();
  // Setup rows: a signed deal is what the agency reads; its making is the deals module's, tested there.
  const onMission = async (freelanceId: number, end: string, status = 'signed') => {
    const [match] = await db
      .insert(matches)
      .values({ missionId: mission!.id, freelanceId, status: 'onGoing' })
      .returning();
    await db.insert(deals).values({
      missionId: mission!.id,
      matchId: match!.id,
      freelanceId,
      companyId: company.id,
      status,
      dailyRate: 600,
      startDate: addDays(today, -60),
      endDate: end,
      daysPerWeek: 5,
      termsDay: addDays(today, -70),
      corporateCommissionRate: 0.15,
      freelanceCommissionRate: 0,
      clientDailyPrice: 700,
      freelanceDailyNet: 600,
    });
  };
  const people: [string, string, (id: number) => Promise<unknown>][] = [
    ['ending', agentId, (id) => onMission(id, addDays(today, 10))],
    ['busy', agentId, (id) => onMission(id, addDays(today, 90))],
    ['free', agentId, async () => undefined],
    [
      'soon',
      agentId,
      (id) =>
        db
          .update(freelances)
          .set({ isAvailable: false, availabilityDate: addDays(today, 12) })
          .where(eq(freelances.id, id)),
    ],
    [
      'later',
      agentId,
      (id) =>
        db
          .update(freelances)
          .set({ isAvailable: false, availabilityDate: addDays(today, 90) })
          .where(eq(freelances.id, id)),
    ],
    // A deal that ended, or one not signed, is no mission today.
    ['past', agentId, (id) => onMission(id, addDays(today, -1))],
    ['draft', agentId, (id) => onMission(id, addDays(today, 40), 'draft')],
    ['other', otherAgentId, async () => undefined],
    ['banned', agentId, (id) => db.update(freelances).set({ status: 'banned' }).where(eq(freelances.id, id))],
  ];
  for (const [name, by, setup] of people) {
    const made = await makeFreelancer(app);
    ids[name] = String(made.freelance.id);
    expect((await agent.gql(ASSIGN, { f: ids[name], m: by })).errors).toBeUndefined();
    await setup(made.freelance.id);
  }
});
afterAll(() => app?.stop());

describe('the agency', () => {
  it('shows an agent’s portfolio with where each freelancer stands today', async () => {
    const answer = await agent.gql(AGENCY, { agentId });
    expect(answer.errors).toBeUndefined();
    const { members, agents, soonDays } = answer.data!.agency;
    expect(soonDays).toBe(30);
    const stateOf = Object.fromEntries(
      members.map((m: { freelanceId: string; state: string }) => [m.freelanceId, m.state]),
    );
    expect(stateOf).toEqual({
      [ids.ending!]: 'endingSoon',
      [ids.busy!]: 'onMission',
      [ids.free!]: 'available',
      [ids.soon!]: 'availableSoon',
      [ids.later!]: 'unavailable',
      [ids.past!]: 'available',
      [ids.draft!]: 'available',
    });
    const ending = members.find((m: { freelanceId: string }) => m.freelanceId === ids.ending);
    expect(ending).toMatchObject({
      missionTitle: 'Plateforme de données',
      companyName: 'Agence Client',
      missionEndDate: addDays(today, 10),
      agentId,
    });
    // The banned freelancer is nobody's to place; each agent's count says so.
    expect(agents.find((a: { id: string }) => a.id === agentId).count).toBe(7);
    expect(agents.find((a: { id: string }) => a.id === otherAgentId).count).toBe(1);
  });

  it('shows the whole agency without an agent, and refuses an unknown one', async () => {
    const all = await agent.gql(AGENCY, {});
    expect(all.data!.agency.members).toHaveLength(8);
    expect(errorCode(await agent.gql(AGENCY, { agentId: '999999' }))).toBe(404);
  });

  it('is the team’s alone', async () => {
    for (const client of [
      await signedIn(app, (await makeFreelancer(app)).user.email),
      await signedIn(app, (await makeCorporate(app, 'admin', 'Curieux')).user.email),
    ])
      expect(errorCode(await client.gql(AGENCY, {}))).toBe(403);
    expect(errorCode(await app.client().gql(AGENCY, {}))).toBe(401);
  });
});
