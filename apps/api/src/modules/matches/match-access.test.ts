import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import { parisDateTime } from '@orbite/domain/time-slots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { freelancer, type MatchWorld, makeMatchWorld, move, preselect, seekingMission } from './matches.fixtures';

// Matches stay within their company and their roles; the client's shortlist of five (the funnel: matches.test.ts).

let world: MatchWorld;
let app: TestApp;
let team: TestClient;
let client: TestClient;
let outsider: TestClient;

beforeAll(async () => {
  world = await makeMatchWorld();
  ({ app, team, client, outsider } = world);
});
afterAll(() => app?.stop());

describe('who reaches a match', () => {
  it('keeps matches within their company and their roles', async () => {
    const missionId = await seekingMission(world);
    const julien = await freelancer(world, { Python: 5, 'Apache Spark': 3 });
    const banned = await freelancer(world, { Python: 5 }, { status: 'banned' });
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
    const other = (await preselect(team, missionId, [(await freelancer(world, { Python: 4 })).id])).data
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
    const missionId = await seekingMission(world);
    const people = await Promise.all(Array.from({ length: 6 }, () => freelancer(world, { Python: 4 })));
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
