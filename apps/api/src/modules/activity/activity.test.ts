import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { eventually, subscribeLive } from '../../testing/live';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { skills } from '../skills/skills.tables';
import { recordActivity } from './activity.service';

/*
 * The team's activity: the live feed over graphql-ws (never one's own events, team only, one's own
 * feed only), and the feeds of a freelancer, a company and a match (paged, technical events hidden
 * unless asked, team only), and the page views that are the technical events we record.
 */

let app: TestApp;
let teamA: TestClient;
let teamB: TestClient;
let admin: TestClient;
let otherAdmin: TestClient;
let freelancer: TestClient;
let ids: { teamA: string; teamB: string; company: number; freelance: number; freelanceUser: number };
let skillId = 0;

beforeAll(async () => {
  app = await createTestApp();
  const [a, b, ad, other, fr] = [
    await makeTeamMember(app),
    await makeTeamMember(app),
    await makeCorporate(app, 'admin', 'Initech'),
    await makeCorporate(app, 'admin', 'Umbrella'),
    await makeFreelancer(app),
  ];
  [teamA, teamB, admin, otherAdmin, freelancer] = (await Promise.all(
    [a, b, ad, other, fr].map(({ user }) => signedIn(app, user.email)),
  )) as [TestClient, TestClient, TestClient, TestClient, TestClient];
  ids = {
    teamA: String(a.teamMember.id),
    teamB: String(b.teamMember.id),
    company: ad.company.id,
    freelance: fr.freelance.id,
    freelanceUser: fr.user.id,
  };
  const [skill] = await app.server.deps.db
    .select({ id: skills.id })
    .from(skills)
    .where(inArray(skills.name, ['Python']));
  skillId = skill!.id;
});
afterAll(() => app?.stop());

// biome-ignore lint/suspicious/noExplicitAny: GraphQL answers are read loosely; each assertion says what it expects.
type Answer = Record<string, any>;

async function ok(client: TestClient, query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const response = await client.gql(query, variables);
  expect(response.errors).toBeUndefined();
  return Object.values(response.data!)[0] as Answer;
}

/** A mission of the admin's company, submitted: waiting for the team's validation. */
async function missionToValidate(client = admin): Promise<Answer> {
  const created = await ok(client, 'mutation($input: MissionInput!) { createMission(input: $input) { id } }', {
    input: {
      title: 'Data engineer Spark',
      description: 'Construire la plateforme de données.',
      category: 'data',
      startDate: addDays(todayInParis(), 30),
      durationInDays: 60,
      workingTime: 5,
      retribution: 600,
      experienceLevel: 'senior',
      workplace: 'remote',
      skills: [{ skillId: String(skillId), primary: true, yearsRequired: 3 }],
    },
  });
  return ok(client, 'mutation($id: ID!) { submitMission(id: $id) { id version } }', { id: created.id });
}

const validate = (client: TestClient, mission: Answer) =>
  ok(client, 'mutation($id: ID!, $v: Int) { updateMissionStatus(id: $id, status: seeking, version: $v) { id } }', {
    id: mission.id,
    v: mission.version,
  });

const SUBSCRIPTION = `subscription($id: ID!, $types: [String!]) {
  snowplowEvent(teamMemberId: $id, eventTypes: $types) { id type entityType entityId url technical actor { fullName } }
}`;

/** A live `snowplowEvent` subscription over graphql-ws with the client's session cookie. */
const subscribe = (client: TestClient, variables: Record<string, unknown>) =>
  subscribeLive<Answer>(app.url, client.cookie, { query: SUBSCRIPTION, variables }, 'snowplowEvent');

const until = (check: () => boolean) => eventually(check, 4000);

describe('the live feed of the team (snowplowEvent)', () => {
  it("delivers another team member's action, never the subscriber's own", async () => {
    const [mine, theirs] = [await missionToValidate(), await missionToValidate()];
    const live = subscribe(teamA, { id: ids.teamA, types: ['mission_validated'] });
    await new Promise((resolve) => setTimeout(resolve, 300)); // the subscription reaches the pub/sub
    await validate(teamA, mine);
    await validate(teamB, theirs);
    await until(() => live.received.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 200)); // anything else would have arrived by now
    await live.close();
    expect(live.errors).toEqual([]);
    expect(live.received).toHaveLength(1);
    expect(live.received[0]).toMatchObject({
      type: 'mission_validated',
      entityType: 'mission',
      entityId: theirs.id,
      url: `/backoffice/missions/${theirs.id}`,
      technical: false,
    });
  });

  it('delivers every non-technical event when no type is asked', async () => {
    const live = subscribe(teamA, { id: ids.teamA, types: [] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await missionToValidate(); // the client drafts, finalises and submits
    await until(() => live.received.length >= 2);
    await live.close();
    expect(live.received.map((e) => e.type)).toEqual(expect.arrayContaining(['mission_created']));
    expect(live.received.every((e) => !e.technical)).toBe(true);
  });

  it("refuses a freelancer, a corporate and another team member's feed", async () => {
    for (const [client, id, code] of [
      [freelancer, ids.teamA, 403],
      [admin, ids.teamA, 403],
      [teamA, ids.teamB, 403],
    ] as const) {
      const live = subscribe(client, { id, types: [] });
      await Promise.race([live.done, new Promise((resolve) => setTimeout(resolve, 3000))]);
      await live.close();
      expect(live.received).toEqual([]);
      expect(live.errors[0]?.extensions?.code).toBe(code);
    }
  });
});

const FEED = `query($id: ID!, $offset: Int, $limit: Int, $technical: Boolean) {
  freelanceActivity(freelanceId: $id, offset: $offset, limit: $limit, includeTechnical: $technical) {
    count items { id type technical entityType url }
  }
}`;

describe('the feeds of the back office', () => {
  it("pages a freelancer's feed and hides technical events until asked", async () => {
    const actor = { userId: null, impersonatorUserId: null };
    for (const type of ['freelance_profile_updated', 'freelance_skills_updated', 'qualification_passed'])
      await recordActivity(app.server.deps.db, actor, {
        category: 'freelance',
        type,
        entityType: 'freelancer',
        entityId: ids.freelance,
      });
    const first = await ok(teamA, FEED, { id: String(ids.freelance), limit: 2 });
    expect(first.count).toBe(3);
    expect(first.items.map((e: Answer) => e.type)).toEqual(['qualification_passed', 'freelance_skills_updated']);
    expect(first.items[0].url).toBe(`/backoffice/freelancers/${ids.freelance}`);
    const second = await ok(teamA, FEED, { id: String(ids.freelance), offset: 2, limit: 2 });
    expect(second.items.map((e: Answer) => e.type)).toEqual(['freelance_profile_updated']);
    // The freelancer's sign-in (a presence ping) shows only with the technical events.
    const all = await ok(teamA, FEED, { id: String(ids.freelance), technical: true });
    expect(all.count).toBe(4);
    expect(all.items.filter((e: Answer) => e.technical).map((e: Answer) => e.type)).toEqual(['user_signed_in']);
  });

  it("gathers a company's missions in its feed", async () => {
    const mission = await missionToValidate();
    await validate(teamB, mission);
    const feed = await ok(
      teamA,
      'query($id: ID!) { companyActivity(companyId: $id, limit: 100) { count items { type entityId } } }',
      {
        id: String(ids.company),
      },
    );
    expect(feed.items).toContainEqual({ type: 'mission_validated', entityId: mission.id });
    const other = await ok(teamA, 'query($id: ID!) { companyActivity(companyId: $id) { items { entityId } } }', {
      id: String(ids.company + 1000),
    }).catch(() => null);
    expect(other).toBeNull();
  });

  it('refuses the feeds to corporates and freelancers', async () => {
    for (const client of [admin, freelancer]) {
      expect(errorCode(await client.gql(FEED, { id: String(ids.freelance) }))).toBe(403);
      expect(
        errorCode(
          await client.gql('query($id: ID!) { companyActivity(companyId: $id) { count } }', {
            id: String(ids.company),
          }),
        ),
      ).toBe(403);
      expect(
        errorCode(await client.gql('query { matchActivity(matchId: "1", includeTechnical: true) { count } }')),
      ).toBe(403);
    }
  });
});

describe('page views (the technical events we record)', () => {
  const TRACK = 'mutation($path: String!) { trackPageView(path: $path) }';
  const HISTORY = `query($id: ID!, $technical: Boolean) {
    missionActivity(missionId: $id, includeTechnical: $technical) { items { type technical actor { fullName } } }
  }`;

  it('records a client opening their mission once per 10 minutes, shown to the team behind the switch', async () => {
    const mission = await missionToValidate();
    const path = `/enterprise/missions/${mission.id}`;
    expect((await admin.gql(TRACK, { path })).data?.trackPageView).toBe(true);
    expect((await admin.gql(TRACK, { path: `${path}/` })).data?.trackPageView).toBe(false);
    const hidden = await ok(teamA, HISTORY, { id: mission.id });
    expect(hidden.items.some((e: Answer) => e.technical)).toBe(false);
    const shown = await ok(teamA, HISTORY, { id: mission.id, technical: true });
    expect(shown.items.filter((e: Answer) => e.technical).map((e: Answer) => e.type)).toEqual(['page_viewed']);
    // The client's own history never shows the technical events, even when asked.
    const forClient = await ok(admin, HISTORY, { id: mission.id, technical: true });
    expect(forClient.items.some((e: Answer) => e.technical)).toBe(false);
  });

  it("records nothing for another company's mission, a page that is not tracked, or a team member", async () => {
    const mission = await missionToValidate();
    expect((await otherAdmin.gql(TRACK, { path: `/enterprise/missions/${mission.id}` })).data?.trackPageView).toBe(
      false,
    );
    expect((await admin.gql(TRACK, { path: '/enterprise/dashboard' })).data?.trackPageView).toBe(false);
    expect(errorCode(await teamA.gql(TRACK, { path: `/enterprise/missions/${mission.id}` }))).toBe(403);
    const shown = await ok(teamA, HISTORY, { id: mission.id, technical: true });
    expect(shown.items.some((e: Answer) => e.technical)).toBe(false);
  });
});
