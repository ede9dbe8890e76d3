import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import { parisDateTime } from '@orbite/domain/time-slots';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { activityEvents } from '../activity/activity.tables';
import { freelances } from '../freelancers/freelancers.tables';
import { freelanceSkills } from '../freelancers/profile.tables';
import { skills } from '../skills/skills.tables';
import { meetings } from './matches.tables';

let app: TestApp;
let team: TestClient;
let client: TestClient;
let outsider: TestClient;
const skill: Record<string, number> = {};

beforeAll(async () => {
  app = await createTestApp();
  team = await signedIn(app, (await makeTeamMember(app)).user.email);
  client = await signedIn(app, (await makeCorporate(app, 'admin', 'Lumen Analytics')).user.email);
  outsider = await signedIn(app, (await makeCorporate(app, 'admin', 'Autre Société')).user.email);
  const rows = await app.server.deps.db
    .select({ id: skills.id, name: skills.name })
    .from(skills)
    .where(inArray(skills.name, ['Python', 'SQL', 'Apache Spark', 'React']));
  for (const row of rows) skill[row.name] = row.id;
});
afterAll(() => app?.stop());

const paris = {
  street: '10 rue de Rivoli',
  zipCode: '75004',
  city: 'Paris',
  countryIso: 'FR',
  point: { latitude: 48.8557, longitude: 2.3601 },
};

async function freelancer(skillYears: Record<string, number>, patch: Partial<typeof freelances.$inferInsert> = {}) {
  const { freelance, user } = await makeFreelancer(app, patch.status ?? 'validated');
  const db = app.server.deps.db;
  await db
    .update(freelances)
    .set({ retribution: 550, isAvailable: true, experienceInYears: 6, latitude: 48.86, longitude: 2.35, ...patch })
    .where(eq(freelances.id, freelance.id));
  const entries = Object.entries(skillYears);
  if (entries.length)
    await db
      .insert(freelanceSkills)
      .values(entries.map(([name, duration]) => ({ freelanceId: freelance.id, skillId: skill[name]!, duration })));
  return { id: String(freelance.id), client: await signedIn(app, user.email) };
}

/** A mission posted by the client and validated by the team: open to matching. */
async function seekingMission(): Promise<string> {
  const input = {
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
    location: paris,
    skills: [
      { skillId: String(skill.Python), primary: true, yearsRequired: 3 },
      { skillId: String(skill['Apache Spark']), primary: true, yearsRequired: 2 },
      { skillId: String(skill.SQL), primary: false },
    ],
  };
  const created = await client.gql('mutation($input: MissionInput!) { createMission(input: $input) { id } }', {
    input,
  });
  const id = created.data?.createMission.id;
  expect(id, JSON.stringify(created.errors)).toBeTruthy();
  const submitted = await client.gql('mutation($id: ID!) { submitMission(id: $id) { status } }', { id });
  expect(submitted.data?.submitMission.status).toBe('toValidate');
  const validated = await team.gql('mutation($id: ID!) { updateMissionStatus(id: $id, status: seeking) { status } }', {
    id,
  });
  expect(validated.data?.updateMissionStatus.status).toBe('seeking');
  return id;
}

const MATCH = `id status freelanceStatus funnelColumn selected presentedAt
  freelance { id fullName }
  evaluation { label percent numerator denominator skills { name primary has years state } improvements { kind name } }
  meeting { status bookedAt slots { id dateTime booked label } }
  allowedMoves { to reason cancelSource }`;

const move = (who: TestClient, id: string, status: string, reasons?: string[]) =>
  who.gql(
    `mutation($id: ID!, $status: MatchStatus!, $reasons: [String!]) { updateMatchStatus(id: $id, status: $status, reasons: $reasons) { ${MATCH} } }`,
    {
      id,
      status,
      reasons,
    },
  );

const preselect = (who: TestClient, missionId: string, freelanceIds: string[]) =>
  who.gql(`mutation($m: ID!, $f: [ID!]!) { preselectFreelances(missionId: $m, freelanceIds: $f) { ${MATCH} } }`, {
    m: missionId,
    f: freelanceIds,
  });

const apply = (who: TestClient, missionId: string) =>
  who.gql(
    'mutation($m: ID!) { applyToMission(missionId: $m, message: "Disponible dès le mois prochain.") { id status } }',
    { m: missionId },
  );

/** Two future Paris slots on half-hour steps, within the day view. */
const slots = () => [
  parisDateTime(addDays(todayInParis(), 8), '10:00'),
  parisDateTime(addDays(todayInParis(), 9), '14:30'),
];

describe('the matching funnel', () => {
  it('goes from a posted mission to a confirmed freelancer, met through a booked slot', async () => {
    const missionId = await seekingMission();
    const julien = await freelancer({ Python: 5, 'Apache Spark': 3, SQL: 4 });
    const amelie = await freelancer({ React: 6 });
    const karim = await freelancer({ Python: 2 });

    // The engine ranks Julien (both mandatory skills with the years) first, explained.
    const ranked = await team.gql(
      `query($m: ID!) { recommendedFreelances(missionId: $m, limit: 50) { freelance { id } evaluation { score percent label skills { name state } } } }`,
      { m: missionId },
    );
    const ids = ranked.data?.recommendedFreelances.map((r: { freelance: { id: string } }) => r.freelance.id);
    expect(ids[0]).toBe(julien.id);
    expect(ids).toContain(karim.id);
    expect(ids).not.toContain(amelie.id); // no mandatory skill
    expect(
      ranked.data?.recommendedFreelances[0].evaluation.skills.every((s: { state: string }) => s.state === 'met'),
    ).toBe(true);

    // Karim finds the mission in explore, applies, and it leaves his recommendations.
    const explore = await karim.client.gql(
      '{ recommendedMissions { mission { id title } evaluation { label improvements { kind name } } } }',
    );
    const found = explore.data?.recommendedMissions.find(
      (r: { mission: { id: string } }) => r.mission.id === missionId,
    );
    expect(found.evaluation.improvements.map((i: { kind: string; name: string }) => `${i.kind}:${i.name}`)).toEqual(
      expect.arrayContaining(['addSkill:Apache Spark']),
    );
    expect((await apply(karim.client, missionId)).data?.applyToMission.status).toBe('freelanceApplication');
    const again = await apply(karim.client, missionId);
    expect(errorCode(again)).toBe(634);
    expect(again.errors?.[0]?.extensions).toMatchObject({ reason: 'hasApplied' });
    const after = await karim.client.gql('{ recommendedMissions { mission { id } } }');
    expect(after.data?.recommendedMissions.map((r: { mission: { id: string } }) => r.mission.id)).not.toContain(
      missionId,
    );

    // The team preselects Julien and proposes the mission; the client sees nothing yet.
    const [pre] = (await preselect(team, missionId, [julien.id])).data?.preselectFreelances ?? [];
    expect(pre.status).toBe('teamMemberPreselection');
    expect(
      (await client.gql(`query($m: ID!) { missionMatches(missionId: $m) { id } }`, { m: missionId })).data
        ?.missionMatches,
    ).toEqual([]);
    expect((await move(team, pre.id, 'freelanceProposal')).data?.updateMatchStatus.freelanceStatus).toBe('new');
    const mine = await julien.client.gql('{ myMatches { id status freelanceStatus mission { id } } }');
    expect(mine.data?.myMatches).toEqual([expect.objectContaining({ id: pre.id, status: 'freelanceProposal' })]);

    // Julien accepts, the team presents him: the client sees his card, without coaching.
    expect((await move(julien.client, pre.id, 'teamMemberValidation')).data?.updateMatchStatus.freelanceStatus).toBe(
      'candidat',
    );
    const presented = (await move(team, pre.id, 'corporateValidation')).data?.updateMatchStatus;
    expect(presented.freelanceStatus).toBe('presentation');
    expect(presented.presentedAt).toBeTruthy();
    const seen = await client.gql(`query($m: ID!) { missionMatches(missionId: $m) { ${MATCH} } }`, { m: missionId });
    expect(seen.data?.missionMatches.map((m: { id: string }) => m.id)).toEqual([pre.id]);
    expect(seen.data?.missionMatches[0].evaluation.improvements).toEqual([]);
    expect(seen.data?.missionMatches[0].funnelColumn).toBeNull();
    expect(seen.data?.missionMatches[0].allowedMoves.map((m: { to: string }) => m.to)).toEqual(
      expect.arrayContaining(['corporateConfirmed', 'corporateDeclined']),
    );

    // The client proposes slots; Julien books one; a second booking is refused.
    const proposed = await client.gql(
      `mutation($id: ID!, $s: [DateTime!]!) { proposeTimeSlots(id: $id, slots: $s) { ${MATCH} } }`,
      {
        id: pre.id,
        s: slots().map((d) => d.toISOString()),
      },
    );
    const match = proposed.data?.proposeTimeSlots;
    expect(match.selected).toBe(true);
    expect(match.meeting.slots).toHaveLength(2);
    expect(match.meeting.slots[0].label).toMatch(/10:00/);
    const julienView = await julien.client.gql(`query($id: ID!) { match(id: $id) { ${MATCH} } }`, { id: pre.id });
    expect(julienView.data?.match.freelanceStatus).toBe('datePicking');
    const [first, second] = julienView.data?.match.meeting.slots ?? [];
    expect(
      errorCode(await karim.client.gql('mutation($s: ID!) { bookTimeSlot(slotId: $s) { id } }', { s: first.id })),
    ).toBe(404);
    const booked = await julien.client.gql(`mutation($s: ID!) { bookTimeSlot(slotId: $s) { ${MATCH} } }`, {
      s: first.id,
    });
    expect(booked.data?.bookTimeSlot.freelanceStatus).toBe('meetingSet');
    expect(booked.data?.bookTimeSlot.meeting.bookedAt).toBe(first.dateTime);
    expect(
      errorCode(await julien.client.gql('mutation($s: ID!) { bookTimeSlot(slotId: $s) { id } }', { s: second.id })),
    ).toBe(614);

    // Not held yet: 606; once its time has passed, it is marked done.
    const done = 'mutation($id: ID!) { markMeetingDone(id: $id) { freelanceStatus meeting { status } } }';
    expect(errorCode(await client.gql(done, { id: pre.id }))).toBe(606);
    await app.server.deps.db
      .update(meetings)
      .set({ bookedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(meetings.matchId, Number(pre.id)));
    expect((await client.gql(done, { id: pre.id })).data?.markMeetingDone).toEqual({
      freelanceStatus: 'meetingDone',
      meeting: { status: 'done' },
    });

    // The client confirms Julien: the mission goes to contracting, profiles are locked.
    const confirmed = (await move(client, pre.id, 'corporateConfirmed')).data?.updateMatchStatus;
    expect(confirmed.status).toBe('corporateConfirmed');
    expect(confirmed.freelanceStatus).toBe('dealCreated');
    const mission = await team.gql('query($id: ID!) { mission(id: $id) { status } }', { id: missionId });
    expect(mission.data?.mission.status).toBe('quotation');
    expect(
      errorCode(
        await client.gql('mutation($id: ID!) { selectMatch(id: $id, selected: false) { id } }', { id: pre.id }),
      ),
    ).toBe(613);
    expect(errorCode(await preselect(team, missionId, [amelie.id]))).toBe(605);

    // Every move left an activity event.
    const events = await app.server.deps.db
      .select({ type: activityEvents.type })
      .from(activityEvents)
      .where(and(eq(activityEvents.entityType, 'match'), eq(activityEvents.entityId, pre.id)));
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining([
        'match_preselected',
        'match_proposed',
        'match_proposal_accepted',
        'match_presented',
        'meeting_slots_proposed',
        'meeting_booked',
        'meeting_done',
        'match_confirmed',
      ]),
    );
  });

  it('keeps a preselection secret: the mission stays in explore and applying turns it into an application', async () => {
    const missionId = await seekingMission();
    const julien = await freelancer({ Python: 5, 'Apache Spark': 3 });
    const [match] = (await preselect(team, missionId, [julien.id])).data?.preselectFreelances ?? [];
    const explore = await julien.client.gql('{ recommendedMissions { mission { id viewerMatch { id } } } }');
    const found = explore.data?.recommendedMissions.find(
      (r: { mission: { id: string } }) => r.mission.id === missionId,
    );
    expect(found).toEqual({ mission: { id: missionId, viewerMatch: null } });
    expect((await julien.client.gql('{ myMatches { id } }')).data?.myMatches).toEqual([]);
    expect(
      (await julien.client.gql('query($m: ID!) { myMatchOfMission(missionId: $m) { id } }', { m: missionId })).data
        ?.myMatchOfMission,
    ).toBeNull();
    const applied = await apply(julien.client, missionId);
    expect(applied.data?.applyToMission).toEqual({ id: match.id, status: 'freelanceApplication' });
    const followed = await julien.client.gql(
      'query($m: ID!) { myMatchOfMission(missionId: $m) { id freelanceStatus } }',
      {
        m: missionId,
      },
    );
    expect(followed.data?.myMatchOfMission).toEqual({ id: match.id, freelanceStatus: 'candidat' });
  });

  it('refuses applications that do not meet the conditions, with the reason', async () => {
    const missionId = await seekingMission();
    const outOfScope = await freelancer({ Python: 5 }, { status: 'wrongScope' });
    const refused = await apply(outOfScope.client, missionId);
    expect(errorCode(refused)).toBe(634);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ reason: 'invalidFreelanceState' });

    const passer = await freelancer({ Python: 5 });
    const passed = await passer.client.gql(
      'mutation($m: ID!) { notInterestedInMission(missionId: $m, reasons: ["retribution"]) { status } }',
      {
        m: missionId,
      },
    );
    expect(passed.data?.notInterestedInMission.status).toBe('freelanceNotInterested');
    // Changing one's mind is allowed while the mission seeks.
    expect((await apply(passer.client, missionId)).data?.applyToMission.status).toBe('freelanceApplication');

    await team.gql(
      'mutation($id: ID!) { updateMissionStatus(id: $id, status: failed, failureReasons: ["standBy"]) { status } }',
      {
        id: missionId,
      },
    );
    const late = await freelancer({ Python: 5 });
    const closed = await apply(late.client, missionId);
    // A failed mission is no longer readable by freelancers outside its running: not found.
    expect([404, 634]).toContain(errorCode(closed));
  });

  it('keeps matches within their company and their roles', async () => {
    const missionId = await seekingMission();
    const julien = await freelancer({ Python: 5, 'Apache Spark': 3 });
    const banned = await freelancer({ Python: 5 }, { status: 'banned' });
    const [match] = (await preselect(team, missionId, [julien.id])).data?.preselectFreelances ?? [];
    await move(team, match.id, 'corporateValidation');

    const counts =
      'query($id: ID!) { mission(id: $id) { matchCounts { presented selected meetingsBooked confirmed } } }';
    expect((await client.gql(counts, { id: missionId })).data?.mission.matchCounts).toEqual({
      presented: 1,
      selected: 0,
      meetingsBooked: 0,
      confirmed: 0,
    });
    expect((await julien.client.gql(counts, { id: missionId })).data?.mission.matchCounts).toBeNull();

    expect(errorCode(await preselect(client, missionId, [julien.id]))).toBe(403);
    expect(errorCode(await preselect(team, missionId, []))).toBe(612);
    expect(errorCode(await preselect(team, missionId, [banned.id]))).toBe(630);
    expect(errorCode(await outsider.gql('query($id: ID!) { match(id: $id) { id } }', { id: match.id }))).toBe(404);
    expect(
      errorCode(await outsider.gql('query($m: ID!) { missionMatches(missionId: $m) { id } }', { m: missionId })),
    ).toBe(404);
    expect(errorCode(await move(outsider, match.id, 'corporateConfirmed'))).toBe(404);
    expect(
      errorCode(await julien.client.gql('query($m: ID!) { missionMatches(missionId: $m) { id } }', { m: missionId })),
    ).toBe(403);
    expect(
      errorCode(
        await julien.client.gql('query($m: ID!) { recommendedFreelances(missionId: $m) { evaluation { score } } }', {
          m: missionId,
        }),
      ),
    ).toBe(403);
    expect(errorCode(await client.gql('{ recommendedMissions { mission { id } } }'))).toBe(403);
    // The freelancer cannot confirm themself; the client cannot propose.
    expect(errorCode(await move(julien.client, match.id, 'corporateConfirmed'))).toBe(605);
    const other = (await preselect(team, missionId, [(await freelancer({ Python: 4 })).id])).data
      ?.preselectFreelances[0];
    expect(errorCode(await move(client, other.id, 'freelanceProposal'))).toBe(404); // a preselection is not the client's to see

    // Declines need reasons: 400 on the field for a status move, 616 for a meeting.
    const noReason = await move(client, match.id, 'corporateDeclined');
    expect(noReason.errors?.[0]?.extensions).toMatchObject({ field: 'reasons' });
    expect(
      errorCode(
        await client.gql('mutation($id: ID!) { declineMeeting(id: $id, reasons: []) { id } }', { id: match.id }),
      ),
    ).toBe(616);
    const declined = await client.gql(
      'mutation($id: ID!) { declineMeeting(id: $id, reasons: ["retribution"], comment: "Budget serré") { status declineReasons } }',
      {
        id: match.id,
      },
    );
    expect(declined.data?.declineMeeting).toEqual({ status: 'corporateDeclined', declineReasons: ['retribution'] });
    // Julien sees he was not selected, not why.
    const seen = await julien.client.gql('query($id: ID!) { match(id: $id) { freelanceStatus declineReasons } }', {
      id: match.id,
    });
    expect(seen.data?.match).toEqual({ freelanceStatus: 'refused', declineReasons: [] });
  });

  it('lets a client shortlist five profiles at most (611) and checks the proposed slots', async () => {
    const missionId = await seekingMission();
    const people = await Promise.all(Array.from({ length: 6 }, () => freelancer({ Python: 4 })));
    const created =
      (
        await preselect(
          team,
          missionId,
          people.map((p) => p.id),
        )
      ).data?.preselectFreelances ?? [];
    for (const match of created) await move(team, match.id, 'corporateValidation');
    const select = (id: string) =>
      client.gql('mutation($id: ID!) { selectMatch(id: $id, selected: true) { selected } }', { id });
    for (const match of created.slice(0, 5)) expect((await select(match.id)).data?.selectMatch.selected).toBe(true);
    expect(errorCode(await select(created[5].id))).toBe(611);

    const propose = (s: Date[]) =>
      client.gql('mutation($id: ID!, $s: [DateTime!]!) { proposeTimeSlots(id: $id, slots: $s) { id } }', {
        id: created[0].id,
        s: s.map((d) => d.toISOString()),
      });
    const tomorrow = addDays(todayInParis(), 1);
    expect((await propose([])).errors?.[0]?.extensions).toMatchObject({ field: 'slots' });
    expect((await propose([parisDateTime(tomorrow, '10:15')])).errors?.[0]?.extensions).toMatchObject({
      field: 'slots',
    });
    expect((await propose([parisDateTime(tomorrow, '22:00')])).errors?.[0]?.extensions).toMatchObject({
      field: 'slots',
    });
    expect((await propose([parisDateTime(todayInParis(), '18:00')])).errors?.[0]?.extensions).toMatchObject({
      field: 'slots',
    });
    expect((await propose([parisDateTime(tomorrow, '08:00')])).errors).toBeUndefined();
    // The team may propose a night slot for a freelancer abroad.
    const night = await team.gql(
      'mutation($id: ID!, $s: [DateTime!]!) { proposeTimeSlots(id: $id, slots: $s) { meeting { slots { label } } } }',
      {
        id: created[1].id,
        s: [parisDateTime(tomorrow, '21:00').toISOString()],
      },
    );
    expect(night.errors).toBeUndefined();
  });
});
