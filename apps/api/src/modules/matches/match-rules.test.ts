import { randomBytes } from 'node:crypto';
import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import { ErrorCode } from '@orbite/domain/errors';
import { parisDateTime } from '@orbite/domain/time-slots';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { countQueries, createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { corporates } from '../companies/companies.tables';
import { freelances } from '../freelancers/freelancers.tables';
import { missions } from '../missions/missions.tables';
import { matches } from './matches.tables';

/*
 * The edges of the match rules: whose reasons each side reads, moves refused once the contract is
 * signed whichever mutation asks, concurrent moves of one mission (meaningful on PostgreSQL, where
 * transactions run side by side), and what a list costs.
 */

let app: TestApp;
let team: TestClient;
let client: TestClient;
let companyId = 0;

beforeAll(async () => {
  app = await createTestApp();
  team = await signedIn(app, (await makeTeamMember(app)).user.email);
  const corporate = await makeCorporate(app, 'admin', 'Règles SA');
  companyId = corporate.company.id;
  client = await signedIn(app, corporate.user.email);
});
afterAll(() => app?.stop());

/** A mission of the client's company, open to matching. */
async function seekingMission(): Promise<string> {
  const [row] = await app.server.deps.db
    .insert(missions)
    .values({ companyId, status: 'seeking', title: 'Data engineer', hash: randomBytes(12).toString('base64url') })
    .returning({ id: missions.id });
  return String(row!.id);
}

async function freelancer() {
  const { freelance, user } = await makeFreelancer(app);
  return { id: String(freelance.id), client: await signedIn(app, user.email) };
}

const MOVE = `mutation($id: ID!, $status: MatchStatus!, $reasons: [String!], $comment: String) {
  updateMatchStatus(id: $id, status: $status, reasons: $reasons, comment: $comment) { id status }
}`;
const move = (who: TestClient, id: string, status: string, reasons?: string[], comment?: string) =>
  who.gql(MOVE, { id, status, reasons, comment });

async function preselected(missionId: string, freelanceId: string): Promise<string> {
  const response = await team.gql(
    'mutation($m: ID!, $f: [ID!]!) { preselectFreelances(missionId: $m, freelanceIds: $f) { id } }',
    {
      m: missionId,
      f: [freelanceId],
    },
  );
  expect(response.errors).toBeUndefined();
  return response.data?.preselectFreelances[0].id;
}

/** A match presented to the client. */
async function presented(missionId: string, freelanceId: string): Promise<string> {
  const id = await preselected(missionId, freelanceId);
  expect((await move(team, id, 'corporateValidation')).data?.updateMatchStatus.status).toBe('corporateValidation');
  return id;
}

const slots = () => [
  parisDateTime(addDays(todayInParis(), 8), '10:00'),
  parisDateTime(addDays(todayInParis(), 9), '14:30'),
];
const PROPOSE =
  'mutation($id: ID!, $s: [DateTime!]!) { proposeTimeSlots(id: $id, slots: $s) { meeting { slots { id } } } }';
const propose = (id: string) => client.gql(PROPOSE, { id, s: slots().map((d) => d.toISOString()) });
const DECLINE_MEETING = `mutation($id: ID!, $reasons: [String!]!, $comment: String) {
  declineMeeting(id: $id, reasons: $reasons, comment: $comment) { status }
}`;
const READ = `query($id: ID!) { match(id: $id) { status declineReasons declineComment
  meeting { status declineSource declineReasons declineComment } } }`;

describe('whose reasons each side reads', () => {
  it('keeps the reasons of a declined meeting to the side that declined and the team', async () => {
    const missionId = await seekingMission();
    const julien = await freelancer();
    const declined = await presented(missionId, julien.id);
    expect((await propose(declined)).errors).toBeUndefined();
    const byClient = await client.gql(DECLINE_MEETING, { id: declined, reasons: ['skills'], comment: 'Trop junior' });
    expect(byClient.data?.declineMeeting.status).toBe('corporateDeclined');
    const julienView = (await julien.client.gql(READ, { id: declined })).data?.match;
    expect(julienView.meeting).toEqual({
      status: 'declined',
      declineSource: 'corporate',
      declineReasons: [],
      declineComment: null,
    });
    expect((await team.gql(READ, { id: declined })).data?.match.meeting.declineComment).toBe('Trop junior');

    const karim = await freelancer();
    const withdrawn = await presented(missionId, karim.id);
    expect((await propose(withdrawn)).errors).toBeUndefined();
    const byFreelancer = await karim.client.gql(DECLINE_MEETING, {
      id: withdrawn,
      reasons: ['otherMission'],
      comment: 'Une autre mission a démarré.',
    });
    expect(byFreelancer.data?.declineMeeting.status).toBe('teamMemberCancelled');
    const clientView = (await client.gql(READ, { id: withdrawn })).data?.match;
    expect(clientView.meeting).toMatchObject({ declineSource: 'freelance', declineReasons: [], declineComment: null });
    expect((await karim.client.gql(READ, { id: withdrawn })).data?.match.meeting.declineReasons).toEqual([
      'otherMission',
    ]);
  });

  it('does not show the freelancer the team’s decline of a match they had once withdrawn from', async () => {
    const missionId = await seekingMission();
    const julien = await freelancer();
    const id = await preselected(missionId, julien.id);
    await move(team, id, 'freelanceProposal');
    await move(julien.client, id, 'teamMemberValidation');
    expect((await move(julien.client, id, 'teamMemberValidationCancelled')).errors).toBeUndefined();
    // The team revives the match, proposes it again, and declines it this time with its own reasons.
    await move(team, id, 'teamMemberPreselection');
    await move(team, id, 'freelanceProposal');
    await move(julien.client, id, 'teamMemberValidation');
    const declined = await move(team, id, 'teamMemberValidationDeclined', ['profileQuality'], 'Profil trop léger');
    expect(declined.data?.updateMatchStatus.status).toBe('teamMemberValidationDeclined');
    const seen = (await julien.client.gql(READ, { id })).data?.match;
    expect(seen).toMatchObject({ declineReasons: [], declineComment: null });
  });
});

describe('once the contract is signed', () => {
  async function signed() {
    const missionId = await seekingMission();
    const julien = await freelancer();
    const id = await presented(missionId, julien.id);
    expect((await move(client, id, 'corporateConfirmed')).errors).toBeUndefined();
    const started = await team.gql('mutation($id: ID!) { updateMissionStatus(id: $id, status: onGoing) { status } }', {
      id: missionId,
    });
    expect(started.data?.updateMissionStatus.status).toBe('onGoing');
    return { missionId, julien, id };
  }

  it('confirms no second freelancer after a failed contracting until the first is cancelled', async () => {
    const missionId = await seekingMission();
    const first = await presented(missionId, (await freelancer()).id);
    const second = await presented(missionId, (await freelancer()).id);
    expect((await move(client, first, 'corporateConfirmed')).errors).toBeUndefined();
    const back = await team.gql('mutation($id: ID!) { updateMissionStatus(id: $id, status: seeking) { status } }', {
      id: missionId,
    });
    expect(back.data?.updateMissionStatus.status).toBe('seeking');
    const offered = async () =>
      (
        await client.gql('query($id: ID!) { match(id: $id) { allowedMoves { to } } }', { id: second })
      ).data?.match.allowedMoves.map((m: { to: string }) => m.to);
    expect(await offered()).not.toContain('corporateConfirmed');
    expect(errorCode(await move(client, second, 'corporateConfirmed'))).toBe(ErrorCode.invalidMissionState);
    expect((await move(team, first, 'teamMemberCancelled', ['other'])).errors).toBeUndefined();
    expect(await offered()).toContain('corporateConfirmed');
    expect((await move(client, second, 'corporateConfirmed')).data?.updateMatchStatus.status).toBe(
      'corporateConfirmed',
    );
  });

  it('refuses the freelancer’s withdrawal through the meeting as through a move (605)', async () => {
    const { julien, id } = await signed();
    expect(errorCode(await move(julien.client, id, 'teamMemberCancelled', ['otherMission']))).toBe(605);
    const response = await julien.client.gql(DECLINE_MEETING, { id, reasons: ['otherMission'] });
    expect(errorCode(response)).toBe(ErrorCode.invalidMissionState);
    expect((await team.gql(READ, { id })).data?.match.status).toBe('corporateConfirmed');
  });

  it('no longer asks for other slots on a closed match (615)', async () => {
    const missionId = await seekingMission();
    const julien = await freelancer();
    const id = await presented(missionId, julien.id);
    expect((await propose(id)).errors).toBeUndefined();
    expect((await move(client, id, 'corporateDeclined', ['skills'])).errors).toBeUndefined();
    const asked = await julien.client.gql('mutation($id: ID!) { requestNewTimeSlots(id: $id) { id } }', { id });
    expect(errorCode(asked)).toBe(ErrorCode.missionMeetingUnavailable);
  });

  it('does not move a profile off a closed mission to another one (605)', async () => {
    const failing = await seekingMission();
    const other = await seekingMission();
    const julien = await freelancer();
    const id = await presented(failing, julien.id);
    const failed = await client.gql(
      'mutation($id: ID!) { updateMissionStatus(id: $id, status: failed, failureReasons: ["budgetIssue"]) { status } }',
      { id: failing },
    );
    expect(failed.data?.updateMissionStatus.status).toBe('failed');
    const response = await client.gql('mutation($id: ID!, $m: ID!) { duplicateMatch(id: $id, missionId: $m) { id } }', {
      id,
      m: other,
    });
    expect(errorCode(response)).toBe(ErrorCode.invalidMissionState);
    const copies = await app.server.deps.db
      .select()
      .from(matches)
      .where(eq(matches.missionId, Number(other)));
    expect(copies).toEqual([]);
  });
});

describe('missions a freelancer may not see', () => {
  it('answers "not found" to an application to a closed mission outside their running, as `mission` does', async () => {
    const missionId = await seekingMission();
    await client.gql(
      'mutation($id: ID!) { updateMissionStatus(id: $id, status: failed, failureReasons: ["standBy"]) { status } }',
      { id: missionId },
    );
    const late = await freelancer();
    const APPLY = 'mutation($m: ID!) { applyToMission(missionId: $m) { id } }';
    expect(errorCode(await late.client.gql('query($id: ID!) { mission(id: $id) { id } }', { id: missionId }))).toBe(
      404,
    );
    expect(errorCode(await late.client.gql(APPLY, { m: missionId }))).toBe(ErrorCode.notFound);
  });
});

describe('bad ids', () => {
  it('answers "not found" for a freelancer id no row can have, not a database error', async () => {
    const missionId = await seekingMission();
    const response = await team.gql(
      'mutation($m: ID!, $f: [ID!]!) { preselectFreelances(missionId: $m, freelanceIds: $f) { id } }',
      {
        m: missionId,
        f: ['99999999999'],
      },
    );
    expect(errorCode(response)).toBe(ErrorCode.notFound);
  });
});

describe('concurrent moves of one mission', () => {
  it('confirms one freelancer only when the client confirms two at once', async () => {
    const missionId = await seekingMission();
    const ids = [
      await presented(missionId, (await freelancer()).id),
      await presented(missionId, (await freelancer()).id),
    ];
    const answers = await Promise.all(ids.map((id) => move(client, id, 'corporateConfirmed')));
    expect(answers.map(errorCode).sort()).toEqual([605, undefined]);
    const rows = await app.server.deps.db
      .select()
      .from(matches)
      .where(eq(matches.missionId, Number(missionId)));
    expect(rows.filter((row) => row.status === 'corporateConfirmed')).toHaveLength(1);
  });

  it('selects five profiles at most, even when the selections race', async () => {
    const missionId = await seekingMission();
    const ids: string[] = [];
    for (let i = 0; i < 7; i += 1) ids.push(await presented(missionId, (await freelancer()).id));
    const select = (id: string) =>
      client.gql('mutation($id: ID!) { selectMatch(id: $id, selected: true) { selected } }', { id });
    const answers = await Promise.all(ids.map(select));
    expect(answers.filter((answer) => errorCode(answer) === ErrorCode.tooManySelectedMatches)).toHaveLength(2);
    const rows = await app.server.deps.db
      .select()
      .from(matches)
      .where(eq(matches.missionId, Number(missionId)));
    expect(rows.filter((row) => row.selected)).toHaveLength(5);
  });

  it('books one slot of a meeting when the freelancer picks two at once', async () => {
    const missionId = await seekingMission();
    const julien = await freelancer();
    const id = await presented(missionId, julien.id);
    const offered = (await propose(id)).data?.proposeTimeSlots.meeting.slots as { id: string }[];
    const book = (slotId: string) =>
      julien.client.gql('mutation($s: ID!) { bookTimeSlot(slotId: $s) { meeting { slots { booked } } } }', {
        s: slotId,
      });
    const answers = await Promise.all(offered.map((slot) => book(slot.id)));
    expect(answers.map(errorCode).sort()).toEqual([ErrorCode.missionMeetingAlreadySelected, undefined]);
    const meeting = (await team.gql('query($id: ID!) { match(id: $id) { meeting { slots { booked } } } }', { id })).data
      ?.match.meeting;
    expect(meeting.slots.filter((slot: { booked: boolean }) => slot.booked)).toHaveLength(1);
  });
});

describe('cost of a funnel', () => {
  it('reads the missions, meetings, slots and team names of many matches in as many queries as of one', async () => {
    const FUNNEL = `query($m: ID!) { missionMatches(missionId: $m) {
      id mission { id status } freelance { id } meeting { status slots { id } }
      faQualifiedBy faProposedBy freelancerAgent freelanceStatus
    } }`;
    const run = (missionId: string, count: number) => async () => {
      const response = await team.gql(FUNNEL, { m: missionId });
      expect(response.errors).toBeUndefined();
      expect(response.data?.missionMatches).toHaveLength(count);
    };
    const small = await seekingMission();
    const large = await seekingMission();
    expect((await propose(await presented(small, (await freelancer()).id))).errors).toBeUndefined();
    for (let i = 0; i < 5; i += 1)
      expect((await propose(await presented(large, (await freelancer()).id))).errors).toBeUndefined();
    expect(await countQueries(app, run(large, 5))).toBe(await countQueries(app, run(small, 1)));
  });

  it('reads the freelancer’s own match on each mission of a list in one query', async () => {
    const MINE = '{ myMatches { id mission { id viewerMatch { id } } } }';
    const applying = async (count: number) => {
      const who = await freelancer();
      for (let i = 0; i < count; i += 1) {
        const m = await seekingMission();
        const applied = await who.client.gql('mutation($m: ID!) { applyToMission(missionId: $m) { id } }', { m });
        expect(applied.errors).toBeUndefined();
      }
      return who.client;
    };
    const [one, four] = [await applying(1), await applying(4)];
    const read = (who: TestClient) => async () => {
      const response = await who.gql(MINE);
      expect(response.errors).toBeUndefined();
      for (const match of response.data?.myMatches ?? []) expect(match.mission.viewerMatch).toEqual({ id: match.id });
    };
    expect(await countQueries(app, read(four))).toBe(await countQueries(app, read(one)));
  });
});

describe('the showMissions permission flag', () => {
  it('keeps a client or a freelancer without it out of the missions area, on the server too', async () => {
    const db = app.server.deps.db;
    const { corporate, user } = await makeCorporate(app, 'manager', 'Règles SA');
    await db
      .update(corporates)
      .set({ permissions: { ...corporate.permissions, showMissions: false } })
      .where(eq(corporates.id, corporate.id));
    const withheld = await signedIn(app, user.email);
    const missionId = await seekingMission();
    expect(errorCode(await withheld.gql('{ missions { count } }'))).toBe(403);
    expect(errorCode(await withheld.gql('query($id: ID!) { mission(id: $id) { id } }', { id: missionId }))).toBe(403);
    expect(
      errorCode(await withheld.gql('query($m: ID!) { missionMatches(missionId: $m) { id } }', { m: missionId })),
    ).toBe(403);
    // The same company's admin keeps the area.
    expect((await client.gql('{ missions { count } }')).errors).toBeUndefined();

    const { freelance, user: person } = await makeFreelancer(app);
    await db
      .update(freelances)
      .set({ permissions: { ...freelance.permissions, showMissions: false } })
      .where(eq(freelances.id, freelance.id));
    const hidden = await signedIn(app, person.email);
    expect(errorCode(await hidden.gql('{ myMatches { id } }'))).toBe(403);
    // Explore stays open: it is not the "my missions" section.
    expect((await hidden.gql('{ recommendedMissions { mission { id } } }')).errors).toBeUndefined();
  });
});
