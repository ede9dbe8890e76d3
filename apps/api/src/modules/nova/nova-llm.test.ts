import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseSse, startFakeLlm } from '../../testing/fake-llm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { novaWorld } from './nova.fixtures';
import { novaMessages } from './nova.tables';

let app: TestApp;
let llm: Awaited<ReturnType<typeof startFakeLlm>>;
let world: Awaited<ReturnType<typeof novaWorld>>;
beforeAll(async () => {
  llm = await startFakeLlm();
  app = await createTestApp({ novaLlm: { url: llm.url, model: 'fake-model', apiKey: 'sk-test-secret' } });
  world = await novaWorld(app);
});
afterAll(async () => {
  await app?.stop();
  await llm?.stop();
});
beforeEach(() => llm.reset());

async function ask(content: string, conversationId: string | null = null) {
  const client = await world.client();
  const response = await client.post('/nova/messages', { surface: 'enterprise', content, conversationId });
  expect(response.status).toBe(200);
  return parseSse(response.text);
}

async function askAsTeam(content: string) {
  const team = await world.teamClient();
  const response = await team.post('/nova/messages', { surface: 'backoffice', content });
  expect(response.status).toBe(200);
  return parseSse(response.text);
}

const toolNames = (request: { body: { tools: { function: { name: string } }[] } }) =>
  request.body.tools.map((t) => t.function.name);

describe('Nova through an OpenAI-compatible model', () => {
  it('streams the deltas to the browser in order and stores the answer', async () => {
    llm.script({ text: ['Bon', 'jour', ', je suis ', 'Nova.'] });
    const events = await ask('Bonjour');
    expect(events.filter((e) => e.event === 'delta').map((e) => e.data.text)).toEqual([
      'Bon',
      'jour',
      ', je suis ',
      'Nova.',
    ]);
    const done = events.at(-1)!;
    expect(done).toMatchObject({ event: 'done', data: { engine: 'llm' } });
    const [stored] = await app.server.deps.db
      .select()
      .from(novaMessages)
      .where(eq(novaMessages.id, Number(done.data.messageId)));
    expect(stored).toMatchObject({ content: 'Bonjour, je suis Nova.', status: 'done', engine: 'llm' });
    const request = llm.requests[0]!;
    expect(request.headers.authorization).toBe('Bearer sk-test-secret');
    expect(request.body).toMatchObject({ model: 'fake-model', stream: true });
    // A client is never offered the marketplace's figures.
    expect(toolNames(request)).toEqual(['searchFreelancers', 'draftMission', 'explainMatch', 'missionSummary']);
    expect(request.body.messages[0].content).not.toContain('marketplaceStats');
    expect(request.body.messages[0].role).toBe('system');
    expect(request.body.messages[0].content).toContain('Tu es Nova');
    expect(request.body.messages.at(-1)).toEqual({ role: 'user', content: 'Bonjour' });
  });

  it('runs a tool call and sends its result back to the model', async () => {
    llm.script(
      { toolCalls: [{ id: 'call_1', name: 'searchFreelancers', arguments: { skills: ['react'], dailyRateMax: 600 } }] },
      { text: ['Julien M. correspond.'] },
    );
    const events = await ask('Un développeur React à 600 € max ?');
    const tool = events.find((e) => e.event === 'tool')!.data;
    expect(tool).toMatchObject({
      id: 'call_1',
      name: 'searchFreelancers',
      arguments: { skills: ['react'], dailyRateMax: 600 },
    });
    expect(tool.result.freelancers[0]).toMatchObject({ displayName: 'Julien M.', dailyRate: 550 });
    expect(llm.requests).toHaveLength(2);
    const second = llm.requests[1]!.body.messages;
    expect(second.at(-2)).toMatchObject({
      role: 'assistant',
      tool_calls: [{ id: 'call_1', function: { name: 'searchFreelancers' } }],
    });
    expect(second.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_1' });
    expect(JSON.parse(second.at(-1).content).freelancers[0].displayName).toBe('Julien M.');
    expect(events.at(-1)!.event).toBe('done');
  });

  it('runs tools with the caller’s permissions: another company’s mission never reaches the model', async () => {
    const rivalId = String(world.rivalMission.id);
    llm.script(
      {
        toolCalls: [
          { id: 'a', name: 'missionSummary', arguments: { missionId: rivalId } },
          { id: 'b', name: 'explainMatch', arguments: { missionId: rivalId, freelanceId: String(world.freelance.id) } },
          { id: 'c', name: 'searchFreelancers', arguments: { skills: ['react'], missionId: rivalId } },
        ],
      },
      { text: ['Je n’ai pas accès à cette mission.'] },
    );
    const events = await ask(`Résume la mission ${rivalId}`);
    const results = llm.requests[1]!.body.messages.filter((m: { role: string }) => m.role === 'tool');
    expect(results).toHaveLength(3);
    for (const result of results) expect(JSON.parse(result.content)).toMatchObject({ error: { code: 404 } });
    expect(JSON.stringify(llm.requests)).not.toContain('Secret industriel');
    expect(JSON.stringify(events)).not.toContain('Secret industriel');
  });

  it('replays the earlier tool calls and their results to the model on the next turn', async () => {
    llm.script(
      { toolCalls: [{ id: 'call_1', name: 'searchFreelancers', arguments: { skills: ['react'] } }] },
      { text: ['Julien M. correspond.'] },
    );
    const first = await ask('Un développeur React ?');
    const conversationId = first.find((e) => e.event === 'conversation')!.data.id;
    llm.script({ text: ['Il demande 550 € par jour.'] });
    const second = await ask('Quel est son TJM ?', conversationId);
    expect(second.at(-1)!.event).toBe('done');
    expect(llm.requests).toHaveLength(3);
    const messages = llm.requests[2]!.body.messages;
    expect(messages.map((m: { role: string }) => m.role)).toEqual([
      'system',
      'user',
      'assistant',
      'tool',
      'assistant',
      'user',
    ]);
    expect(messages[1]).toEqual({ role: 'user', content: 'Un développeur React ?' });
    expect(messages[2]).toEqual({
      role: 'assistant',
      content: null,
      tool_calls: [
        {
          id: 'call_1',
          type: 'function',
          function: { name: 'searchFreelancers', arguments: JSON.stringify({ skills: ['react'] }) },
        },
      ],
    });
    expect(messages[3]).toMatchObject({ role: 'tool', tool_call_id: 'call_1' });
    expect(JSON.parse(messages[3].content).freelancers[0]).toMatchObject({ displayName: 'Julien M.', dailyRate: 550 });
    expect(messages[4]).toEqual({ role: 'assistant', content: 'Julien M. correspond.' });
    expect(messages[5]).toEqual({ role: 'user', content: 'Quel est son TJM ?' });
  });

  it('refuses the marketplace’s figures to a client even when the model asks for them', async () => {
    llm.script(
      { toolCalls: [{ id: 's1', name: 'marketplaceStats', arguments: { metrics: ['missionsSeeking', 'topSkills'] } }] },
      { text: ['Je n’ai pas accès à ces chiffres.'] },
    );
    const events = await ask('Combien de missions en recherche sur Orbite ?');
    const tool = events.find((e) => e.event === 'tool')!.data;
    expect(tool.result).toEqual({ error: { code: 403, message: expect.stringContaining('équipe Orbite') } });
    const result = llm.requests[1]!.body.messages.at(-1);
    expect(JSON.parse(result.content)).toMatchObject({ error: { code: 403 } });
    expect(result.content).not.toContain('figures');
  });

  it('gives the team the marketplace’s figures through the model', async () => {
    llm.script(
      {
        toolCalls: [{ id: 's1', name: 'marketplaceStats', arguments: { metrics: ['missionsSeeking', 'topSkills'] } }],
      },
      { text: ['Deux missions cherchent un freelance ; React est la plus demandée.'] },
    );
    const events = await askAsTeam('Combien de missions en recherche, et quelles compétences ?');
    expect(toolNames(llm.requests[0]!)).toContain('marketplaceStats');
    expect(llm.requests[0]!.body.messages[0].content).toContain('marketplaceStats');
    const tool = events.find((e) => e.event === 'tool')!.data;
    expect(tool.result.figures).toEqual([
      { metric: 'missionsSeeking', scope: 'now', value: 2, previous: null, unit: 'count' },
    ]);
    expect(tool.result.topSkills[0]).toEqual({ name: 'React', missions: 2 });
    expect(JSON.parse(llm.requests[1]!.body.messages.at(-1).content)).toEqual(tool.result);
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { engine: 'llm' } });
  });

  it('stops after four rounds of tool calls', async () => {
    const call = { name: 'missionSummary', arguments: { missionId: String(world.lumenMission.id) } };
    llm.script(...[1, 2, 3, 4].map((n) => ({ toolCalls: [{ id: `r${n}`, ...call }] })));
    const events = await ask('Boucle');
    expect(llm.requests).toHaveLength(4);
    expect(events.filter((e) => e.event === 'tool')).toHaveLength(4);
    expect(events.at(-1)!.event).toBe('done');
  });

  it('stores the answer as failed and says so when the model fails', async () => {
    llm.script({ status: 500 });
    const events = await ask('Bonjour');
    const error = events.at(-1)!;
    expect(error.event).toBe('error');
    expect(error.data.message).toContain('HTTP 500');
    expect(JSON.stringify(events)).not.toContain('sk-test-secret');
    const rows = await app.server.deps.db.select().from(novaMessages).where(eq(novaMessages.status, 'failed'));
    expect(rows).toHaveLength(1);
  });
});
