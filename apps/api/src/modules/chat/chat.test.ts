import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { corporates } from '../companies/companies.tables';
import { userNotifications } from '../notifications/notifications.tables';
import {
  chatWorld,
  counts,
  MESSAGE,
  markRead,
  messagesOf,
  openDirect,
  openMatch as openMatchOf,
  openMission as openMissionOf,
  send,
  upload,
} from './chat.fixtures';

let app: TestApp;
let world: Awaited<ReturnType<typeof chatWorld>>;
let team: TestClient;
let client: TestClient;
let manager: TestClient;
let outsider: TestClient;
let freelancer: TestClient;
let candidate: TestClient;
let stranger: TestClient;
let ids: typeof world.ids;
let missionId: number;
let matchId: number;

beforeAll(async () => {
  app = await createTestApp();
  world = await chatWorld(app);
  ({ team, client, manager, outsider, freelancer, candidate, stranger, ids, missionId, matchId } = world);
});
afterAll(() => app?.stop());

const openMission = (who: TestClient, id = missionId) => openMissionOf(who, id);
const openMatch = (who: TestClient, id = matchId) => openMatchOf(who, id);
const missionConversationId = async () => (await openMission(client)).data!.openMissionConversation.id as string;

describe('opening conversations', () => {
  it('gathers the people of a mission in one conversation, whoever opens it', async () => {
    const opened = await openMission(client);
    expect(opened.errors).toBeUndefined();
    const conversation = opened.data!.openMissionConversation;
    expect(conversation).toMatchObject({ kind: 'mission', title: 'Data engineer', missionId: String(missionId) });
    const members = conversation.participants.map((p: { userId: string }) => Number(p.userId));
    expect(members).toEqual(expect.arrayContaining([ids.clientUser, ids.freelancerUser, ids.teamUser]));
    expect((await openMission(freelancer)).data!.openMissionConversation.id).toBe(conversation.id);
    expect((await openMission(team)).data!.openMissionConversation.id).toBe(conversation.id);
    expect((await openMission(manager)).data!.openMissionConversation.id).toBe(conversation.id);
  });

  it('refuses the mission conversation to another company and to a freelancer not contracted', async () => {
    expect(errorCode(await openMission(outsider))).toBe(404);
    expect(errorCode(await openMission(stranger))).toBe(404);
    expect(errorCode(await openMission(candidate))).toBe(404);
  });

  it('opens a match conversation to its freelancer and the client, each reading the other side in its title', async () => {
    const opened = (await openMatch(candidate)).data!.openMatchConversation;
    expect(opened.kind).toBe('match');
    expect(opened.title).toMatch(/ – Développeur React$/);
    const forClient = (await openMatch(client)).data!.openMatchConversation;
    expect(forClient.id).toBe(opened.id);
    // Each side reads who they talk to: the client the freelancer, the freelancer the company.
    expect(forClient.title).toMatch(/^Alex .+ – Développeur React$/);
    const again = (await openMatch(candidate)).data!.openMatchConversation;
    expect(again.title).toBe('Lumen Analytics – Développeur React');
    expect(errorCode(await openMatch(freelancer))).toBe(404);
    expect(errorCode(await openMatch(outsider))).toBe(404);
  });

  it('opens direct conversations between people who work together only', async () => {
    const direct = (await openDirect(team, ids.freelancerUser)).data!.openDirectConversation;
    expect(direct.kind).toBe('direct');
    expect((await openDirect(freelancer, ids.teamUser)).data!.openDirectConversation.id).toBe(direct.id);
    expect((await openDirect(client, ids.freelancerUser)).errors).toBeUndefined();
    expect(errorCode(await openDirect(client, ids.strangerUser))).toBe(403);
    expect(errorCode(await openDirect(outsider, ids.clientUser))).toBe(403);
    expect(errorCode(await openDirect(stranger, ids.freelancerUser))).toBe(403);
  });
});

describe('a stranger to a conversation', () => {
  it('finds nothing: not in lists, not by id, no messages, no posting, no read mark', async () => {
    const id = await missionConversationId();
    await send(client, id, '<p>Point d’avancement demain ?</p>');
    for (const who of [outsider, stranger]) {
      const one = await who.gql('query($id: ID) { chatConversation(id: $id) { id } }', { id });
      expect(one.data?.chatConversation).toBeNull();
      expect(errorCode(await messagesOf(who, id))).toBe(404);
      expect(errorCode(await send(who, id, '<p>intrus</p>'))).toBe(404);
      expect(errorCode(await markRead(who, id))).toBe(404);
      const list = await who.gql('{ chatConversations { count items { id } } }');
      expect(list.data!.chatConversations.items.map((c: { id: string }) => c.id)).not.toContain(id);
    }
    expect(errorCode(await client.gql('{ chatConversations(all: true) { count } }'))).toBe(403);
    const all = await team.gql('{ chatConversations(all: true) { count items { id isParticipant } } }');
    expect(all.data!.chatConversations.count).toBeGreaterThanOrEqual(3);
  });
});

describe('the team and the missions flag', () => {
  it('lets a team member read any conversation without joining it', async () => {
    const id = await missionConversationId();
    const other = await signedIn(app, (await makeTeamMember(app)).user.email);
    const QUERY = 'query($id: ID) { chatConversation(id: $id) { id isParticipant } }';
    expect((await other.gql(QUERY, { id })).data!.chatConversation).toEqual({ id, isParticipant: false });
    expect((await markRead(other, id)).errors).toBeUndefined();
    expect((await other.gql(QUERY, { id })).data!.chatConversation.isParticipant).toBe(false);
    expect((await other.gql('{ chatConversations { count } }')).data!.chatConversations.count).toBe(0);
  });

  it('keeps a client user without the missions flag out of mission conversations', async () => {
    const id = await missionConversationId();
    const limited = await makeCorporate(app, 'manager', 'Lumen Analytics');
    await app.server.deps.db
      .update(corporates)
      .set({ permissions: { ...limited.corporate.permissions, showMissions: false } })
      .where(eq(corporates.id, limited.corporate.id));
    const who = await signedIn(app, limited.user.email);
    expect(errorCode(await openMission(who))).toBe(404);
    expect(errorCode(await messagesOf(who, id))).toBe(404);
  });
});

describe('messages', () => {
  it('are sanitized: what the other side reads has no script', async () => {
    const id = await missionConversationId();
    const sent = await send(
      client,
      id,
      '<p>Bonjour<script>alert(1)</script><img src=x onerror="alert(2)"> <a href="javascript:alert(3)">ici</a></p>',
    );
    expect(sent.errors).toBeUndefined();
    const read = (await messagesOf(freelancer, id)).data!.chatMessages.items.at(-1);
    expect(read.body).toContain('Bonjour');
    expect(read.body).not.toMatch(/script|onerror|javascript|<img/i);
    expect(read.mine).toBe(false);
    expect(errorCode(await send(client, id, '<p>  </p><script>x</script>'))).toBe(400);
  });

  it('record mentions with the database’s names, count them for the person and notify them', async () => {
    const id = await missionConversationId();
    const before = await counts(freelancer);
    const body = `<p><span data-type="mention" data-id="F:${ids.freelanceId}" data-label="Faux nom">@Faux nom</span>
      regarde <span data-type="mention" data-id="M:${missionId}" data-label="x">#x</span>
      et <span data-type="mention" data-id="F:999999" data-label="Personne">@Personne</span></p>`;
    const sent = (await send(client, id, body)).data!.sendChatMessage;
    expect(sent.mentions.map((m: { type: string }) => m.type)).toEqual(['F', 'M']);
    expect(sent.mentions[1]).toMatchObject({ name: 'Data engineer', url: `/enterprise/missions/${missionId}` });
    expect(sent.body).not.toContain('Faux nom');
    expect(sent.body).toContain('#Data engineer');
    expect(sent.body).not.toContain('F:999999');
    expect(sent.body).toContain('@Personne');
    expect((await counts(freelancer)).unseenMentionsCount).toBe(before.unseenMentionsCount + 1);
    const viewed = await freelancer.gql('mutation { markMentionsAsViewed { unseenMentionsCount mentionsViewedAt } }');
    expect(viewed.data!.markMentionsAsViewed.unseenMentionsCount).toBe(0);
    expect((await counts(freelancer)).unseenMentionsCount).toBe(0);
    const mentionNotes = await app.server.deps.db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, ids.freelancerUser), eq(userNotifications.type, 'chat_mention')));
    expect(mentionNotes).toHaveLength(1);
    expect(mentionNotes[0]!.url).toBe(`/freelancer/messages/${id}`);

    // An edit that mentions someone for the first time tells them; editing again tells nobody twice.
    const plain = (await send(client, id, '<p>Point d’étape demain</p>')).data!.sendChatMessage;
    const EDIT = 'mutation($id: ID!, $b: String!) { editChatMessage(id: $id, body: $b) { id } }';
    const withMention = `<p><span data-type="mention" data-id="F:${ids.freelanceId}" data-label="x">@x</span> point d’étape demain</p>`;
    expect((await client.gql(EDIT, { id: plain.id, b: withMention })).errors).toBeUndefined();
    expect((await client.gql(EDIT, { id: plain.id, b: `${withMention}<p>à 10 h</p>` })).errors).toBeUndefined();
    const afterEdits = await app.server.deps.db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, ids.freelancerUser), eq(userNotifications.type, 'chat_mention')));
    expect(afterEdits).toHaveLength(2);
  });

  it('never reveal or count a mention of someone the author shares nothing with', async () => {
    const body = `<p><span data-type="mention" data-id="CP:1" data-label="x">#x</span> et
      <span data-type="mention" data-id="F:${ids.freelanceId}" data-label="y">@y</span></p>`;
    const strangerDirect = (await openDirect(team, ids.strangerUser)).data!.openDirectConversation.id;
    const mine = (await send(stranger, strangerDirect, body)).data!.sendChatMessage;
    expect(mine.mentions).toEqual([]);
    expect(mine.body).not.toContain('data-type="mention"');
    expect(mine.body).not.toContain('Lumen');
  });

  it('let only the author edit or delete a message, which keeps its place emptied', async () => {
    const id = await missionConversationId();
    const sent = (await send(client, id, '<p>Premier jet</p>')).data!.sendChatMessage;
    const EDIT = `mutation($id: ID!, $b: String!) { editChatMessage(id: $id, body: $b) { ${MESSAGE} } }`;
    const DELETE = `mutation($id: ID!) { deleteChatMessage(id: $id) { ${MESSAGE} } }`;
    expect(errorCode(await freelancer.gql(EDIT, { id: sent.id, b: '<p>pirate</p>' }))).toBe(403);
    expect(errorCode(await stranger.gql(DELETE, { id: sent.id }))).toBe(404);
    const edited = (await client.gql(EDIT, { id: sent.id, b: '<p>Version <strong>finale</strong></p>' })).data!;
    expect(edited.editChatMessage).toMatchObject({ body: '<p>Version <strong>finale</strong></p>' });
    expect(edited.editChatMessage.editedAt).not.toBeNull();
    const deleted = (await client.gql(DELETE, { id: sent.id })).data!.deleteChatMessage;
    expect(deleted).toMatchObject({ deleted: true, body: '', plainText: '' });
    const items = (await messagesOf(freelancer, id)).data!.chatMessages.items;
    expect(items.find((m: { id: string }) => m.id === sent.id)).toMatchObject({ deleted: true, body: '' });
  });
});

describe('attachments', () => {
  it('attach the sender’s own upload once, downloadable by the other side', async () => {
    const id = await missionConversationId();
    const uploadId = await upload(app, client);
    expect(errorCode(await send(freelancer, id, '<p>le mien</p>', [uploadId]))).toBe(404);
    const sent = (await send(client, id, '', [uploadId])).data!.sendChatMessage;
    expect(sent.attachments).toHaveLength(1);
    expect(sent.attachments[0]).toMatchObject({ fileName: 'plan.png', mimeType: 'image/png' });
    const read = (await messagesOf(freelancer, id)).data!.chatMessages.items.at(-1);
    const file = await fetch(new URL(read.attachments[0].url, app.url));
    expect(file.status).toBe(200);
    expect(errorCode(await send(client, id, '<p>encore</p>', [uploadId]))).toBe(404);
  });
});
