import { randomBytes } from 'node:crypto';
import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { activityEvents } from '../activity/activity.tables';
import { corporates } from '../companies/companies.tables';
import { matches } from '../matches/matches.tables';
import { missions } from '../missions/missions.tables';

let app: TestApp;
let team: TestClient;
let client: TestClient;
let manager: TestClient;
let freelancer: TestClient;
let otherFreelancer: TestClient;
let outsider: TestClient;
let companyId: number;
let freelanceId: number;

beforeAll(async () => {
  app = await createTestApp();
  team = await signedIn(app, (await makeTeamMember(app)).user.email);
  const made = await makeCorporate(app, 'admin', 'Lumen Analytics');
  companyId = made.company.id;
  client = await signedIn(app, made.user.email);
  manager = await signedIn(app, (await makeCorporate(app, 'manager', 'Lumen Analytics')).user.email);
  outsider = await signedIn(app, (await makeCorporate(app, 'admin', 'Autre Société')).user.email);
  const f = await makeFreelancer(app);
  freelanceId = f.freelance.id;
  freelancer = await signedIn(app, f.user.email);
  otherFreelancer = await signedIn(app, (await makeFreelancer(app)).user.email);
});
afterAll(() => app?.stop());

/** A mission of the company contracted with the freelancer, in the given status (finished `daysAgo` days ago). */
async function contractedMission(status: string, daysAgo = 1, company = companyId): Promise<string> {
  const db = app.server.deps.db;
  const [mission] = await db
    .insert(missions)
    .values({
      hash: randomBytes(8).toString('hex'),
      companyId: company,
      status,
      title: `Mission ${status} ${Math.random().toString(36).slice(2, 6)}`,
      startDate: addDays(todayInParis(), -120),
      durationInDays: 60,
      workingTime: 5,
      retribution: 600,
    })
    .returning();
  await db.insert(matches).values({ missionId: mission!.id, freelanceId, status: 'corporateConfirmed' });
  if (status === 'finished')
    await db.insert(activityEvents).values({
      category: 'mission',
      type: 'mission_finished',
      entityType: 'mission',
      entityId: String(mission!.id),
      createdAt: new Date(Date.now() - daysAgo * 86_400_000),
    });
  return String(mission!.id);
}

const REVIEWS = `missionId missionStatus missingRating viewerSide viewerCanRate viewerScales
  reviews { side average comment ratings { scale rating } }`;

const rate = (who: TestClient, missionId: string, ratings: Record<string, number>, comment?: string) =>
  who.gql(
    `mutation($m: ID!, $r: [ReviewRatingInput!]!, $c: String) { rateMission(missionId: $m, ratings: $r, comment: $c) { ${REVIEWS} } }`,
    { m: missionId, r: Object.entries(ratings).map(([scale, rating]) => ({ scale, rating })), c: comment },
  );
const reviewsOf = (who: TestClient, missionId: string) =>
  who.gql(`query($m: ID!) { reviewsOfMission(missionId: $m) { ${REVIEWS} } }`, { m: missionId });
const missingRating = async (missionId: string) =>
  (await team.gql('query($id: ID!) { mission(id: $id) { status missingRating } }', { id: missionId })).data?.mission;

const clientRatings = { softSkills: 4.5, problemSolving: 4, hardSkills: 5, responsibility: 4, teamSkills: 3.5 };
const freelanceRatings = { workplace: 4, environment: 4.5, teamSpirit: 5 };

describe('rateMission', () => {
  it('takes each side’s rating once, shows each its own, then both once the mission is reviewed', async () => {
    const id = await contractedMission('finished');
    expect(await missingRating(id)).toEqual({ status: 'finished', missingRating: 'both' });

    const before = await reviewsOf(client, id);
    expect(before.data?.reviewsOfMission).toMatchObject({
      viewerSide: 'corporate',
      viewerCanRate: true,
      missingRating: 'both',
      viewerScales: ['softSkills', 'problemSolving', 'hardSkills', 'responsibility', 'teamSkills'],
      reviews: [],
    });

    const byClient = await rate(client, id, clientRatings, 'Excellent travail, très autonome.');
    expect(byClient.errors).toBeUndefined();
    expect(byClient.data?.rateMission).toMatchObject({ missingRating: 'freelance', missionStatus: 'finished' });
    expect(await missingRating(id)).toEqual({ status: 'finished', missingRating: 'freelance' });

    // A manager of the company edits the client's review: still one review per side.
    const edited = await rate(manager, id, { ...clientRatings, teamSkills: 4 }, 'Excellent travail.');
    expect(edited.data?.rateMission.reviews).toHaveLength(1);
    expect(edited.data?.rateMission.reviews[0]).toMatchObject({ side: 'corporate', average: 4.5 });

    // The freelancer sees only their own side before writing theirs.
    const freelanceView = await reviewsOf(freelancer, id);
    expect(freelanceView.data?.reviewsOfMission).toMatchObject({ viewerSide: 'freelance', reviews: [] });
    const teamView = await reviewsOf(team, id);
    expect(teamView.data?.reviewsOfMission).toMatchObject({ viewerSide: null, viewerCanRate: false });
    expect(teamView.data?.reviewsOfMission.reviews).toHaveLength(1);

    const byFreelancer = await rate(freelancer, id, freelanceRatings, 'Équipe accueillante.');
    expect(byFreelancer.errors).toBeUndefined();
    expect(byFreelancer.data?.rateMission).toMatchObject({
      missionStatus: 'reviewed',
      missingRating: null,
      viewerCanRate: false,
    });
    expect(byFreelancer.data?.rateMission.reviews).toHaveLength(2);
    expect(await missingRating(id)).toEqual({ status: 'reviewed', missingRating: null });
    expect((await reviewsOf(client, id)).data?.reviewsOfMission.reviews).toHaveLength(2);

    const events = await app.server.deps.db
      .select({ type: activityEvents.type })
      .from(activityEvents)
      .where(eq(activityEvents.entityId, id));
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['mission_rated', 'mission_rating_updated', 'mission_reviewed']),
    );

    // Reviewed: no more changes.
    expect(errorCode(await rate(client, id, clientRatings))).toBe(605);
  });

  it('refuses a mission that is not finished (605) and lets the team finish it', async () => {
    const id = await contractedMission('onGoing');
    expect(errorCode(await rate(client, id, clientRatings))).toBe(605);
    expect(await missingRating(id)).toEqual({ status: 'onGoing', missingRating: null });
    const finished = await team.gql(
      'mutation($id: ID!) { updateMissionStatus(id: $id, status: finished) { status } }',
      {
        id,
      },
    );
    expect(finished.data?.updateMissionStatus.status).toBe('finished');
    expect((await rate(freelancer, id, freelanceRatings)).data?.rateMission.missingRating).toBe('corporate');
  });

  it('refuses outsiders as not found and the team without impersonation', async () => {
    const id = await contractedMission('finished');
    expect(errorCode(await rate(outsider, id, clientRatings))).toBe(404);
    expect(errorCode(await reviewsOf(outsider, id))).toBe(404);
    expect(errorCode(await rate(otherFreelancer, id, freelanceRatings))).toBe(404);
    expect(errorCode(await reviewsOf(otherFreelancer, id))).toBe(404);
    expect(errorCode(await rate(team, id, clientRatings))).toBe(403);
    expect(errorCode(await rate(client, '999999', clientRatings))).toBe(404);
  });

  it('refuses a rating outside 1-5, not on a half step, a missing or foreign scale', async () => {
    const id = await contractedMission('finished');
    const cases: [Record<string, number>, string][] = [
      [{ ...clientRatings, hardSkills: 6 }, 'ratings.hardSkills'],
      [{ ...clientRatings, hardSkills: 0.5 }, 'ratings.hardSkills'],
      [{ ...clientRatings, softSkills: 3.25 }, 'ratings.softSkills'],
      [{ softSkills: 4 }, 'ratings.problemSolving'],
      [{ ...clientRatings, workplace: 4 }, 'ratings.workplace'],
    ];
    for (const [ratings, field] of cases) {
      const answer = await rate(client, id, ratings);
      expect(errorCode(answer), JSON.stringify(ratings)).toBe(400);
      expect(answer.errors?.[0]?.extensions?.field).toBe(field);
    }
    expect(errorCode(await rate(client, id, clientRatings, 'x'.repeat(2001)))).toBe(400);
    expect(await missingRating(id)).toEqual({ status: 'finished', missingRating: 'both' });
  });
});

describe('pending ratings and code 600', () => {
  const draft = async (who: TestClient) => {
    const created = await who.gql('mutation($input: MissionInput!) { createMission(input: $input) { id } }', {
      input: {
        title: 'Développeur React pour le site client',
        description: 'Refonte du tunnel de commande.',
        category: 'tech',
        startDate: addDays(todayInParis(), 20),
        maxWeeksAfterStart: 2,
        durationInDays: 60,
        workingTime: 5,
        retribution: 550,
        experienceLevel: 'experienced',
        workplace: 'remote',
        skills: [{ skillId: '1', primary: true, yearsRequired: 2 }],
      },
    });
    expect(created.errors).toBeUndefined();
    return created.data?.createMission.id as string;
  };

  it('lists what each side owes and blocks a client’s new mission after 30 days without rating', async () => {
    const db = app.server.deps.db;
    const company = (await makeCorporate(app, 'admin', 'Nantes Logistique')).company;
    const [admin] = await db.select().from(corporates).where(eq(corporates.companyId, company.id));
    const { users } = await import('../users/users.tables');
    const [user] = await db.select().from(users).where(eq(users.id, admin!.userId));
    const late = await signedIn(app, user!.email);

    const recent = await contractedMission('finished', 10, company.id);
    const pending = await late.gql('{ pendingRatings { missionId missionTitle overdue } }');
    expect(pending.data?.pendingRatings).toEqual([expect.objectContaining({ missionId: recent, overdue: false })]);
    // Ten days: the client may still submit.
    const first = await draft(late);
    const ok = await late.gql('mutation($id: ID!) { submitMission(id: $id) { status } }', { id: first });
    expect(ok.data?.submitMission.status).toBe('toValidate');

    const old = await contractedMission('finished', 40, company.id);
    const second = await draft(late);
    const blocked = await late.gql('mutation($id: ID!) { submitMission(id: $id) { status } }', { id: second });
    expect(errorCode(blocked)).toBe(600);
    expect(blocked.errors?.[0]?.extensions).toMatchObject({ field: 'missionId', reason: old });
    const alsoBlocked = await late.gql(
      'mutation($id: ID!) { updateMissionStatus(id: $id, status: toValidate) { status } }',
      { id: second },
    );
    expect(errorCode(alsoBlocked)).toBe(600);

    // The freelancer owes ratings too, but the rule is the client's.
    const owed = await freelancer.gql('{ pendingRatings { missionId overdue } }');
    expect(owed.data?.pendingRatings.map((p: { missionId: string }) => p.missionId)).toEqual(
      expect.arrayContaining([old, recent]),
    );

    expect((await rate(late, old, clientRatings)).errors).toBeUndefined();
    const now = await late.gql('mutation($id: ID!) { submitMission(id: $id) { status } }', { id: second });
    expect(now.data?.submitMission.status).toBe('toValidate');
  });

  it('summarises a freelancer’s ratings for the team only', async () => {
    const summary = await team.gql(
      'query($id: ID!) { freelanceRatingSummary(freelanceId: $id) { count average periodicRating scales { scale average } } }',
      { id: String(freelanceId) },
    );
    expect(summary.errors).toBeUndefined();
    expect(summary.data?.freelanceRatingSummary.count).toBeGreaterThanOrEqual(2);
    expect(summary.data?.freelanceRatingSummary.periodicRating).toBe('good');
    expect(
      errorCode(
        await client.gql('query($id: ID!) { freelanceRatingSummary(freelanceId: $id) { count } }', {
          id: String(freelanceId),
        }),
      ),
    ).toBe(403);
  });
});
