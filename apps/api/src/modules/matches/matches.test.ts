import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { activityEvents } from '../activity/activity.tables';
import { freelances } from '../freelancers/freelancers.tables';
import {
  apply,
  freelancer,
  MATCH,
  type MatchWorld,
  makeMatchWorld,
  move,
  preselect,
  seekingMission,
  slots,
} from './matches.fixtures';
import { meetings } from './matches.tables';

// The funnel from the posted mission to the confirmed freelancer, applying and preselecting (who sees what and the
// shortlist's limits: match-access.test.ts).

let world: MatchWorld;
let app: TestApp;
let team: TestClient;
let client: TestClient;

beforeAll(async () => {
  world = await makeMatchWorld();
  ({ app, team, client } = world);
});
afterAll(() => app?.stop());

describe('the matching funnel', () => {
  it('goes from a posted mission to a confirmed freelancer, met through a booked slot', async () => {
    const missionId = await seekingMission(world);
    const julien = await freelancer(world, { Python: 5, 'Apache Spark': 3, SQL: 4 });
    const amelie = await freelancer(world, { React: 6 });
    const karim = await freelancer(world, { Python: 2 });

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

  it('presents to the client only a freelancer the team has validated', async () => {
    const missionId = await seekingMission(world);
    const newcomer = await freelancer(world, { Python: 5 }, { status: 'new' });
    const [pre] = (await preselect(team, missionId, [newcomer.id])).data?.preselectFreelances ?? [];
    expect(pre.allowedMoves.map((m: { to: string }) => m.to)).not.toContain('corporateValidation');
    const refused = await move(team, pre.id, 'corporateValidation');
    expect(errorCode(refused)).toBe(630);
    expect(refused.errors?.[0]?.message).toContain('pas encore validé');
    expect(
      (await client.gql(`query($m: ID!) { missionMatches(missionId: $m) { id } }`, { m: missionId })).data
        ?.missionMatches,
    ).toEqual([]);

    // Once the team validated the profile, the same move presents it.
    await app.server.deps.db
      .update(freelances)
      .set({ status: 'validated' })
      .where(eq(freelances.id, Number(newcomer.id)));
    const presented = await move(team, pre.id, 'corporateValidation');
    expect(presented.data?.updateMatchStatus.status).toBe('corporateValidation');
  });

  it('keeps a preselection secret: the mission stays in explore and applying turns it into an application', async () => {
    const missionId = await seekingMission(world);
    const julien = await freelancer(world, { Python: 5, 'Apache Spark': 3 });
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
    const missionId = await seekingMission(world);
    const outOfScope = await freelancer(world, { Python: 5 }, { status: 'wrongScope' });
    const refused = await apply(outOfScope.client, missionId);
    expect(errorCode(refused)).toBe(634);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ reason: 'invalidFreelanceState' });

    const passer = await freelancer(world, { Python: 5 });
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
    const late = await freelancer(world, { Python: 5 });
    const closed = await apply(late.client, missionId);
    // A failed mission is no longer readable by freelancers outside its running: not found.
    expect([404, 634]).toContain(errorCode(closed));
  });
});
