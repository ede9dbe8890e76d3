import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, signedIn } from '../../testing/factories';
import { parseSse } from '../../testing/fake-llm';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';
import { novaWorld } from './nova.fixtures';
import { novaMessages } from './nova.tables';

let app: TestApp;
let world: Awaited<ReturnType<typeof novaWorld>>;
beforeAll(async () => {
  app = await createTestApp();
  world = await novaWorld(app);
});
afterAll(() => app?.stop());

const LIST = `query($surface: NovaSurface!) { novaConversations(surface: $surface) { count items { id title surface } } }`;
const ONE = `query($id: ID!) { novaConversation(id: $id) { id title surface messages { id role content status engine myFeedback toolCalls { id name arguments result } } } }`;
const DELETE = 'mutation($id: ID!) { deleteNovaConversation(id: $id) }';
const FEEDBACK = `mutation($messageId: ID, $rating: NovaRating!) { submitNovaFeedback(messageId: $messageId, rating: $rating) { id rating } }`;

describe('POST /nova/messages', () => {
  it('refuses the wrong surfaces before streaming', async () => {
    const anonymous = app.client();
    expect((await anonymous.post('/nova/messages', { surface: 'enterprise', content: 'Bonjour' })).status).toBe(401);
    const noAccess = await makeCorporate(app, 'admin', 'Sans Nova');
    const plain = await signedIn(app, noAccess.user.email);
    const refused = await plain.post('/nova/messages', { surface: 'enterprise', content: 'Bonjour' });
    expect(refused.status).toBe(403);
    expect(refused.json.errors[0].code).toBe(403);
    const client = await world.client();
    expect((await client.post('/nova/messages', { surface: 'backoffice', content: 'Bonjour' })).status).toBe(403);
    const team = await world.teamClient();
    expect((await team.post('/nova/messages', { surface: 'enterprise', content: 'Bonjour' })).status).toBe(403);
    const { user } = await makeFreelancer(app);
    const freelancer = await signedIn(app, user.email);
    expect((await freelancer.post('/nova/messages', { surface: 'avatar', content: 'Bonjour' })).status).toBe(403);
    const empty = await client.post('/nova/messages', { surface: 'enterprise', content: '   ' });
    expect(empty.status).toBe(400);
    const long = await client.post('/nova/messages', { surface: 'enterprise', content: 'a'.repeat(4001) });
    expect(long.status).toBe(400);
  });

  it('streams an offline answer, stores the conversation and keeps it to its owner', async () => {
    const client = await world.client();
    const response = await client.post('/nova/messages', {
      conversationId: null,
      surface: 'enterprise',
      content:
        'Trouve-moi un développeur React à 600 € max, une question posée avec beaucoup de mots en plus pour le titre',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = parseSse(response.text);
    expect(events.map((e) => e.event)).toEqual([
      'conversation',
      'user',
      'tool',
      ...events.slice(3, -1).map(() => 'delta'),
      'done',
    ]);
    const conversation = events[0]!.data;
    expect(conversation.title.length).toBeLessThanOrEqual(60);
    expect(events.at(-1)!.data.engine).toBe('offline');
    const text = events
      .filter((e) => e.event === 'delta')
      .map((e) => e.data.text)
      .join('');
    expect(text.startsWith('Mode hors ligne')).toBe(true);
    expect(text).toContain('Julien M.');

    const again = parseSse(
      (
        await client.post('/nova/messages', {
          conversationId: conversation.id,
          surface: 'enterprise',
          content: 'Et en Python ?',
        })
      ).text,
    );
    expect(again[0]!.data.id).toBe(conversation.id);

    const list = await client.gql(LIST, { surface: 'enterprise' });
    expect(list.data?.novaConversations.items[0]).toMatchObject({ id: conversation.id, surface: 'enterprise' });
    const detail = await client.gql(ONE, { id: conversation.id });
    const messages = detail.data?.novaConversation.messages;
    expect(messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(messages[1]).toMatchObject({ status: 'done', engine: 'offline', myFeedback: null });
    expect(messages[1].toolCalls[0]).toMatchObject({ name: 'searchFreelancers' });

    const feedback = await client.gql(FEEDBACK, { messageId: messages[1].id, rating: 'up' });
    expect(feedback.data?.submitNovaFeedback.rating).toBe('up');
    expect((await client.gql(ONE, { id: conversation.id })).data?.novaConversation.messages[1].myFeedback).toBe('up');

    // Anyone else, the team included, finds nothing.
    const rival = await signedIn(app, world.rival.user.email);
    expect((await rival.gql(ONE, { id: conversation.id })).data?.novaConversation).toBeNull();
    expect(errorCode(await rival.gql(FEEDBACK, { messageId: messages[1].id, rating: 'down' }))).toBe(404);
    const theirs = await rival.post('/nova/messages', {
      conversationId: conversation.id,
      surface: 'enterprise',
      content: 'Bonjour',
    });
    expect(theirs.status).toBe(404);
    expect(errorCode(await rival.gql(DELETE, { id: conversation.id }))).toBe(404);
    const team = await world.teamClient();
    expect((await team.gql(ONE, { id: conversation.id })).data?.novaConversation).toBeNull();

    expect((await client.gql(DELETE, { id: conversation.id })).data?.deleteNovaConversation).toBe(true);
    expect((await client.gql(ONE, { id: conversation.id })).data?.novaConversation).toBeNull();
  });

  it('tells which engine answers', async () => {
    const client = await world.client();
    expect((await client.gql('{ novaEngine { mode model } }')).data?.novaEngine).toEqual({
      mode: 'offline',
      model: null,
    });
    const { user } = await makeFreelancer(app);
    const freelancer = await signedIn(app, user.email);
    expect(errorCode(await freelancer.gql('{ novaEngine { mode } }'))).toBe(403);
  });

  it('never summarizes another company’s mission', async () => {
    const client = await world.client();
    const events = parseSse(
      (
        await client.post('/nova/messages', {
          surface: 'enterprise',
          content: `Où en est la mission #${world.rivalMission.id} ?`,
        })
      ).text,
    );
    const tool = events.find((e) => e.event === 'tool')!.data;
    expect(tool).toMatchObject({ name: 'missionSummary', result: { error: { code: 404 } } });
    expect(JSON.stringify(events)).not.toContain('Secret industriel');
    const stored = await app.server.deps.db.select().from(novaMessages).where(eq(novaMessages.role, 'assistant'));
    expect(JSON.stringify(stored)).not.toContain('Secret industriel');
  });
});
