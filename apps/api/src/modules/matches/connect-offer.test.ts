import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { activityEvents } from '../activity/activity.tables';
import { apply, freelancer, type MatchWorld, makeMatchWorld, seekingMission } from './matches.fixtures';

// The Connect offer: the client meets the candidates itself, so a qualified freelancer's application goes straight
// to it; the Connect page lists every Connect mission open to applications.

let world: MatchWorld;
let app: TestApp;
let client: TestClient;

beforeAll(async () => {
  world = await makeMatchWorld();
  ({ app, client } = world);
});
afterAll(() => app?.stop());

const missionMatches = (missionId: string) =>
  client.gql('query($m: ID!) { missionMatches(missionId: $m) { id status presentedAt freelance { id } } }', {
    m: missionId,
  });

const connectPage = (who: TestClient, offer: string) =>
  who.gql('query($o: String) { recommendedMissions(offer: $o, limit: 50) { mission { id offer } } }', { o: offer });

describe('the Connect offer', () => {
  it('presents a validated freelancer’s application to the client at once, and tells the client', async () => {
    const missionId = await seekingMission(world, 'connect');
    const julien = await freelancer(world, { Python: 5, 'Apache Spark': 3 });

    const applied = await apply(julien.client, missionId);
    expect(applied.data?.applyToMission.status).toBe('corporateValidation');
    const seen = (await missionMatches(missionId)).data?.missionMatches;
    const words = await client.gql('query($m: ID!) { missionMatches(missionId: $m) { message } }', { m: missionId });
    // The application reached the client as written: its words are the client's to read.
    expect(words.data?.missionMatches).toEqual([{ message: 'Disponible dès le mois prochain.' }]);
    expect(seen).toEqual([
      {
        id: applied.data?.applyToMission.id,
        status: 'corporateValidation',
        presentedAt: expect.any(String),
        freelance: { id: julien.id },
      },
    ]);

    // Two events: the freelancer's application, then the platform's presentation (not a team member's review).
    const events = await app.server.deps.db
      .select({ type: activityEvents.type, payload: activityEvents.payload, actor: activityEvents.actorUserId })
      .from(activityEvents)
      .where(
        and(
          eq(activityEvents.entityType, 'match'),
          eq(activityEvents.entityId, String(applied.data?.applyToMission.id)),
        ),
      );
    expect(events.map((e) => [e.type, (e.payload as { by?: string }).by, e.actor === null])).toEqual([
      ['match_applied', 'freelance', false],
      ['match_presented', 'system', true],
    ]);
    const told = await julien.client.gql('{ userNotifications(limit: 5) { items { type plainTextDescription } } }');
    expect(told.data?.userNotifications.items).toContainEqual({
      type: 'match_presented',
      plainTextDescription: expect.stringContaining('Votre profil a été présenté au client'),
    });
    const inbox = await client.gql('{ userNotifications(limit: 5) { items { type plainTextDescription } } }');
    expect(inbox.data?.userNotifications.items).toContainEqual({
      type: 'match_presented',
      plainTextDescription: expect.stringContaining('Un profil vous est proposé pour'),
    });
  });

  it('leaves a freelancer the team has not qualified yet to the team, and Boost applications too', async () => {
    const connect = await seekingMission(world, 'connect');
    const boost = await seekingMission(world);
    const newcomer = await freelancer(world, { Python: 4 }, { status: 'new' });
    const qualified = await freelancer(world, { Python: 4 });

    expect((await apply(newcomer.client, connect)).data?.applyToMission.status).toBe('freelanceApplication');
    expect((await apply(qualified.client, boost)).data?.applyToMission.status).toBe('freelanceApplication');
    // The client sees neither until the team presents them, nor then the words written to the team.
    const teamView = await world.team.gql('query($m: ID!) { missionMatches(missionId: $m) { id } }', { m: boost });
    await world.team.gql('mutation($id: ID!) { updateMatchStatus(id: $id, status: corporateValidation) { id } }', {
      id: teamView.data?.missionMatches[0].id,
    });
    expect((await missionMatches(connect)).data?.missionMatches).toEqual([]);
    const presented = await client.gql('query($m: ID!) { missionMatches(missionId: $m) { status message } }', {
      m: boost,
    });
    expect(presented.data?.missionMatches).toEqual([{ status: 'corporateValidation', message: null }]);
  });

  it('lists every Connect mission open to applications, even without a shared skill, and only those', async () => {
    const connect = await seekingMission(world, 'connect');
    const boost = await seekingMission(world);
    const amelie = await freelancer(world, { React: 6 });

    const listed = (await connectPage(amelie.client, 'connect')).data?.recommendedMissions ?? [];
    const ids = listed.map((r: { mission: { id: string } }) => r.mission.id);
    expect(ids).toContain(connect);
    expect(ids).not.toContain(boost);
    expect(listed.every((r: { mission: { offer: string } }) => r.mission.offer === 'connect')).toBe(true);

    // Once she answered, the mission is in her missions, not on the page.
    await apply(amelie.client, connect);
    const after = (await connectPage(amelie.client, 'connect')).data?.recommendedMissions ?? [];
    expect(after.map((r: { mission: { id: string } }) => r.mission.id)).not.toContain(connect);
  });

  it('announces a Connect mission that opens to the qualified freelancers who fit it, and only those', async () => {
    const fits = await freelancer(world, { Python: 6, 'Apache Spark': 4 });
    const notYet = await freelancer(world, { Python: 6, 'Apache Spark': 4 }, { status: 'new' });
    const inbox = async (who: TestClient) =>
      (await who.gql('{ userNotifications(limit: 20) { items { type plainTextDescription url } } }')).data
        ?.userNotifications.items as { type: string; plainTextDescription: string; url: string }[];
    const announcements = async (who: TestClient) =>
      (await inbox(who)).filter((n) => n.plainTextDescription.startsWith('Nouvelle mission Connect pour vous'));

    await seekingMission(world);
    expect(await announcements(fits.client)).toEqual([]);
    const connect = await seekingMission(world, 'connect');
    expect(await announcements(fits.client)).toEqual([
      {
        type: 'mission_validated',
        plainTextDescription: expect.stringContaining('Votre candidature arrivera directement chez le client'),
        url: `/freelancer/explore/mission/${connect}`,
      },
    ]);
    expect(await announcements(notYet.client)).toEqual([]);
  });

  it('refuses an unknown offer with the field named, and the page to anyone but a freelancer', async () => {
    const amelie = await freelancer(world, { React: 6 });
    const unknown = await connectPage(amelie.client, 'premium');
    expect(errorCode(unknown)).toBe(400);
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ field: 'offer' });
    expect(errorCode(await connectPage(client, 'connect'))).toBe(403);
  });
});
