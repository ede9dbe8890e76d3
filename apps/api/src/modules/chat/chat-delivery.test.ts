import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { countQueries, createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { activityEvents } from '../activity/activity.tables';
import { userNotifications } from '../notifications/notifications.tables';
import {
  CONVERSATION,
  chatWorld,
  countStatements,
  counts,
  listen,
  MESSAGE,
  markRead,
  messagesOf,
  openDirect,
  openMission,
  send,
} from './chat.fixtures';
import { chatConversations, chatMessages, chatParticipants } from './chat.tables';

let app: TestApp;
let world: Awaited<ReturnType<typeof chatWorld>>;
let team: TestClient;
let client: TestClient;
let manager: TestClient;
let outsider: TestClient;
let freelancer: TestClient;
let stranger: TestClient;
let ids: typeof world.ids;
let missionId: number;

beforeAll(async () => {
  app = await createTestApp();
  world = await chatWorld(app);
  ({ team, client, manager, outsider, freelancer, stranger, ids, missionId } = world);
});
afterAll(() => app?.stop());

const missionConversationId = async () =>
  (await openMission(client, missionId)).data!.openMissionConversation.id as string;

describe('read receipts and unread counts', () => {
  it('show who read a message and keep the unread total exact', async () => {
    const t2 = await makeTeamMember(app);
    const teamToo = await signedIn(app, t2.user.email);
    const g = await makeFreelancer(app);
    const reader = await signedIn(app, g.user.email);
    const first = (await openDirect(team, g.user.id)).data!.openDirectConversation.id;
    const second = (await openDirect(teamToo, g.user.id)).data!.openDirectConversation.id;
    for (const text of ['un', 'deux', 'trois']) await send(team, first, `<p>${text}</p>`);
    await send(reader, second, '<p>mes propres messages ne comptent pas</p>');
    await send(teamToo, second, '<p>bonjour</p>');
    const doomed = (await send(teamToo, second, '<p>à effacer</p>')).data!.sendChatMessage.id;
    expect((await counts(reader)).unreadChatMessagesCount).toBe(5);
    const list = (await reader.gql('{ chatConversations { items { id unreadCount title } } }')).data!.chatConversations;
    const byId = new Map(list.items.map((c: { id: string; unreadCount: number }) => [c.id, c.unreadCount]));
    expect([byId.get(first), byId.get(second)]).toEqual([3, 2]);
    expect((await markRead(reader, first)).data!.markChatConversationAsRead.unreadCount).toBe(0);
    expect((await counts(reader)).unreadChatMessagesCount).toBe(2);
    await teamToo.gql('mutation($id: ID!) { deleteChatMessage(id: $id) { id } }', { id: doomed });
    expect((await counts(reader)).unreadChatMessagesCount).toBe(1);
    const seen = (await messagesOf(team, first)).data!.chatMessages.items;
    expect(seen.at(-1).readBy.map((p: { userId: string }) => Number(p.userId))).toEqual([g.user.id]);
  });
});

describe('lists', () => {
  it('read a page of conversations in the same number of queries whatever its length', async () => {
    const LIST = `{ chatConversations(all: true, limit: 50) { count items { ${CONVERSATION} lastMessage { ${MESSAGE} } } } }`;
    const before = await countQueries(app, () => team.gql(LIST));
    for (let i = 0; i < 3; i++) {
      const other = await makeFreelancer(app);
      const id = (await openDirect(team, other.user.id)).data!.openDirectConversation.id;
      await send(team, id, `<p>Bonjour ${i}</p>`);
    }
    const after = await countQueries(app, () => team.gql(LIST));
    expect(after).toBe(before);
  });
});

/**
 * The statements of one send, whatever the number of people in the conversation or told: the session
 * and its viewer (2), the conversation with its subject, its participants, the company's client users,
 * the people concerned, the message with its author's read mark and the conversation's time, the
 * activity, the unseen notifications, the notifications created (one insert for every recipient and
 * role), and the staff audit when a team member sends (11). BEGIN and COMMIT are not counted. It was 27
 * to 41 before.
 */
const MAX_SEND_STATEMENTS = 11;

describe('sending a message', () => {
  it('runs a fixed number of statements, however many people are told', async () => {
    const fresh = await chatWorld(app);
    const id = (await openMission(fresh.client, fresh.missionId)).data!.openMissionConversation.id as string;
    const first = await countStatements(app, () => send(fresh.client, id, '<p>Premier message</p>'));
    const told = await app.server.deps.db
      .select({ userId: userNotifications.userId })
      .from(userNotifications)
      .where(and(eq(userNotifications.entityId, id), eq(userNotifications.type, 'chat_message')));
    // The freelancer, the account manager and the company's other client users: three roles, one insert.
    expect(told.map((n) => n.userId)).toEqual(expect.arrayContaining([fresh.ids.freelancerUser, fresh.ids.teamUser]));
    expect(told.length).toBeGreaterThanOrEqual(3);
    const next = await countStatements(app, () => send(fresh.client, id, '<p>Deuxième message</p>'));
    // The team's answer tells the author (not told yet) and is audited: the bound itself.
    const byTeam = await countStatements(app, () => send(fresh.team, id, '<p>Réponse de l’équipe</p>'));
    expect(first).toBeLessThanOrEqual(MAX_SEND_STATEMENTS);
    expect(next).toBe(first - 1);
    expect(byTeam).toBeLessThanOrEqual(MAX_SEND_STATEMENTS);
    // What the one statement of the message wrote: the conversation's time and the author's read mark.
    const db = app.server.deps.db;
    const [last] = await db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, Number(id)))
      .orderBy(desc(chatMessages.id))
      .limit(1);
    const [conversation] = await db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, Number(id)));
    expect(conversation!.lastMessageAt).toEqual(last!.createdAt);
    const [mark] = await db
      .select()
      .from(chatParticipants)
      .where(and(eq(chatParticipants.conversationId, Number(id)), eq(chatParticipants.userId, fresh.ids.teamUser)));
    expect(mark!.lastReadMessageId).toBe(last!.id);
  });
});

describe('notifications and activity', () => {
  it('tell a participant once per conversation until seen, and record the sending without its text', async () => {
    const m = await makeFreelancer(app);
    const id = (await openDirect(team, m.user.id)).data!.openDirectConversation.id;
    await send(team, id, '<p>Premier message secret</p>');
    await send(team, id, '<p>Deuxième</p>');
    const notes = await app.server.deps.db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, m.user.id), eq(userNotifications.type, 'chat_message')));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ category: 'messages', url: `/freelancer/messages/${id}` });
    expect(notes[0]!.plainTextDescription).toMatch(/^Nouveau message de Alex /);
    const missionConversation = await missionConversationId();
    await send(manager, missionConversation, '<p>Texte confidentiel</p>');
    const freelancerNotes = await app.server.deps.db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, ids.freelancerUser), eq(userNotifications.type, 'chat_message')));
    expect(freelancerNotes[0]!.plainTextDescription).toMatch(/sur « Data engineer »$/);
    expect(freelancerNotes[0]!.url).toBe(`/freelancer/messages/${missionConversation}`);
    const teamNotes = await app.server.deps.db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, ids.teamUser), eq(userNotifications.type, 'chat_message')));
    expect(teamNotes.map((n) => n.url)).toContain(`/backoffice/conversation/${missionConversation}`);
    const events = await app.server.deps.db
      .select()
      .from(activityEvents)
      .where(
        and(
          eq(activityEvents.type, 'chat_message_sent'),
          eq(activityEvents.entityType, 'mission'),
          eq(activityEvents.entityId, String(missionId)),
        ),
      );
    expect(events.length).toBeGreaterThan(0);
    expect(events[0]).toMatchObject({ category: 'communication', actorUserId: expect.any(Number) });
    expect(JSON.stringify(events.map((e) => e.payload))).not.toContain('confidentiel');
  });
});

describe('notifications of messages sent at once', () => {
  it('tell the other participant once, however many messages arrive together', async () => {
    const people = await Promise.all(Array.from({ length: 8 }, () => makeFreelancer(app)));
    const ids = await Promise.all(
      people.map(async (m) => (await openDirect(team, m.user.id)).data!.openDirectConversation.id as string),
    );
    for (let round = 0; round < 3; round++) {
      const sent = await Promise.all(
        Array.from({ length: 48 }, (_, i) => send(team, ids[i % ids.length]!, `<p>Message ${round}.${i}</p>`)),
      );
      expect(sent.every((answer) => !answer.errors)).toBe(true);
    }
    for (const m of people) {
      const notes = await app.server.deps.db
        .select()
        .from(userNotifications)
        .where(and(eq(userNotifications.userId, m.user.id), eq(userNotifications.type, 'chat_message')));
      expect(notes).toHaveLength(1);
    }
  });
});

describe('mention search', () => {
  it('finds the people one shares a conversation with, and everyone for the team', async () => {
    const id = await missionConversationId();
    const search = (who: TestClient, text: string) =>
      who.gql('query($s: String!, $c: ID) { searchMentions(search: $s, conversationId: $c) { type id name } }', {
        s: text,
        c: who === client ? id : null,
      });
    const found = (await search(client, '@freelance')).data!.searchMentions;
    expect(found).toContainEqual(expect.objectContaining({ type: 'F', id: String(ids.freelanceId) }));
    expect((await search(outsider, '@freelance')).data!.searchMentions).toEqual([]);
    expect((await search(team, '#Data engin')).data!.searchMentions).toContainEqual(
      expect.objectContaining({ type: 'M', id: String(missionId), name: 'Data engineer' }),
    );
    expect((await search(team, '@')).data!.searchMentions).toEqual([]);
  });
});

describe('live events', () => {
  it('reach the participants only, never another user', async () => {
    const id = await missionConversationId();
    const mine = listen(app, freelancer);
    const other = listen(app, stranger);
    await Promise.all([mine.ready, other.ready]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await send(client, id, '<p>Livraison validée</p>');
    for (let i = 0; i < 50 && mine.events.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 300));
    mine.close();
    other.close();
    expect(mine.events[0]).toMatchObject({
      kind: 'message',
      conversationId: id,
      message: { plainText: 'Livraison validée' },
    });
    expect(mine.events[0]!.unreadChatMessagesCount).toBe((await counts(freelancer)).unreadChatMessagesCount);
    expect(other.events).toEqual([]);
  });
});
