import { todayInParis } from '@orbite/domain/calendar-day';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSse } from '../../testing/fake-llm';
import type { TestClient } from '../../testing/test-app';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { deals } from '../deals/deals.tables';
import { insertMatch } from '../matches/matches.repository';
import { missionSkills, missions } from '../missions/missions.tables';
import { novaWorld } from './nova.fixtures';

/*
 * The offline engine end to end: a French request goes through the parser, one tool chosen with
 * its arguments, the tool runs with the caller's rights, and the answer states the key facts.
 */

let app: TestApp;
let world: Awaited<ReturnType<typeof novaWorld>>;
let client: TestClient;
let team: TestClient;
let match: Awaited<ReturnType<typeof insertMatch>>;
beforeAll(async () => {
  app = await createTestApp();
  world = await novaWorld(app);
  match = await insertMatch(app.server.deps.db, {
    missionId: world.lumenMission.id,
    freelanceId: world.freelance.id,
    status: 'corporateValidation',
    presentedAt: new Date(),
  });
  client = await world.client();
  team = await world.teamClient();
});
afterAll(() => app?.stop());

async function ask(who: TestClient, surface: string, content: string) {
  const response = await who.post('/nova/messages', { surface, content });
  expect(response.status).toBe(200);
  const events = parseSse(response.text);
  const answer = events
    .filter((e) => e.event === 'delta')
    .map((e) => e.data.text)
    .join('');
  expect(answer.startsWith('Mode hors ligne : '), response.text).toBe(true);
  expect(events.at(-1)).toMatchObject({ event: 'done', data: { engine: 'offline' } });
  return { tool: events.find((e) => e.event === 'tool')?.data ?? null, answer };
}

type Row = [string, string | null, Record<string, unknown> | null, (string | RegExp)[]];

const rows = (): Row[] => [
  [
    'Trouve-moi un développeur React à Lyon, 600 € max, dispo en mars',
    'searchFreelancers',
    { query: 'développeur', skills: ['react'], dailyRateMax: 600, location: 'Lyon' },
    ['compétences React', 'TJM 600 € max', 'Julien M.', '550 €/jour'],
  ],
  [
    'un dev Python dès que possible',
    'searchFreelancers',
    { skills: ['python'], availableFrom: todayInParis() },
    ['Aucun freelance'],
  ],
  ['Data scientist full remote', 'searchFreelancers', { query: 'data scientist', remote: true }, ['télétravail']],
  [
    'DEVOPS KUBERNETES, TJM MAX 650€',
    'searchFreelancers',
    { skills: ['kubernetes'], dailyRateMax: 650 },
    ['TJM 650 € max'],
  ],
  [
    'Budget 550 euros, React, IDF',
    'searchFreelancers',
    { skills: ['react'], dailyRateMax: 550, location: 'Île-de-France' },
    ['lieu Île-de-France', 'Personne ne correspond dans ce secteur (Île-de-France)', 'Julien M.'],
  ],
  [
    'Rédige une mission pour un développeur React à Paris, 3 semaines',
    'draftMission',
    { skills: ['react'], durationInDays: 15, location: 'Paris' },
    ['J’ai préparé le brouillon', /\/enterprise\/mission\/create\/\d+/],
  ],
  [
    'Où en est ma mission Refonte du portail ?',
    'missionSummary',
    { missionId: String(world.lumenMission.id) },
    ['Refonte du portail client React', 'En recherche de freelances', 'Prochaine étape'],
  ],
  [
    'Pourquoi Julien correspond à ma mission Refonte du portail client ?',
    'explainMatch',
    { missionId: String(world.lumenMission.id), freelanceId: String(world.freelance.id) },
    ['Correspondance de', 'Critères remplis'],
  ],
  ['bonjour', null, null, ['Je peux chercher des freelances']],
  [
    `Où en est la mission #${world.rivalMission.id} ?`,
    'missionSummary',
    null,
    ['Je ne peux pas : Mission introuvable.'],
  ],
];

describe('Nova’s offline engine', () => {
  it('answers a table of French requests for a client', async () => {
    for (const [text, tool, args, facts] of rows()) {
      const { tool: call, answer } = await ask(client, 'enterprise', text);
      expect(call?.name ?? null, text).toBe(tool);
      if (args) expect(call.arguments, text).toMatchObject(args);
      for (const fact of facts) expect(answer, text).toMatch(fact);
      expect(answer, text).not.toContain('Secret industriel');
    }
  });

  it('drafts a mission for the caller’s company, and only a draft for the team', async () => {
    const { tool } = await ask(client, 'enterprise', 'Crée une mission de chef de projet React à Rennes');
    const [mission] = await app.server.deps.db
      .select()
      .from(missions)
      .where(eq(missions.id, Number(tool.result.missionId)));
    expect(mission).toMatchObject({ status: 'notFinalized', companyId: world.lumen.company.id });
    expect(tool.result.url).toBe(`/enterprise/mission/create/${mission!.id}`);
    const backoffice = await ask(team, 'backoffice', 'Rédige une mission pour un data analyst Power BI');
    expect(backoffice.tool).toMatchObject({
      name: 'draftMission',
      result: { url: null, draft: { title: expect.any(String) } },
    });
  });

  it('carries the need of a search into the follow-up that names nothing', async () => {
    const talk = async (content: string, conversationId: string | null) =>
      parseSse((await client.post('/nova/messages', { surface: 'enterprise', content, conversationId })).text);
    const first = await talk('Je cherche un développeur React, 600 € max', null);
    const conversationId = first.find((e) => e.event === 'conversation')?.data.id;
    const follow = await talk('Rédige la mission correspondante', conversationId);
    const call = follow.find((e) => e.event === 'tool')?.data;
    expect(call).toMatchObject({ name: 'draftMission', arguments: { skills: ['react'], dailyRateMax: 600 } });
    expect(call.arguments.title).toMatch(/react/i);
  });

  it('interviews a candidate in the avatar lab, one question after the other', async () => {
    const talk = async (content: string, conversationId: string | null) =>
      parseSse((await team.post('/nova/messages', { surface: 'avatar', content, conversationId })).text);
    const text = (events: { event: string; data: { text?: string } }[]) =>
      events
        .filter((e) => e.event === 'delta')
        .map((e) => e.data.text)
        .join('');
    const first = await talk('Bonjour', null);
    const conversationId = first.find((e) => e.event === 'conversation')?.data.id;
    expect(text(first)).toContain('Présentez-vous');
    const second = await talk(
      'Je suis data engineer depuis 8 ans, ma dernière mission était chez un assureur.',
      conversationId,
    );
    expect(text(second)).toContain('réalisation technique');
    expect(second.some((e) => e.event === 'tool')).toBe(false);
  });

  it('lets the team summarize any mission', async () => {
    const { tool, answer } = await ask(team, 'backoffice', `Où en est la mission #${world.rivalMission.id} ?`);
    expect(tool.result).toMatchObject({ title: 'Secret industriel Rival', status: 'seeking' });
    expect(answer).toContain('En recherche de freelances');
  });
});

describe('the team’s questions on the marketplace, offline', () => {
  it('answers a table of French questions with the real figures', async () => {
    const db = app.server.deps.db;
    const today = todayInParis();
    // One deal signed today: one weekday at 5 days a week, 600 € a day = 600 €.
    await db.insert(deals).values({
      missionId: world.lumenMission.id,
      matchId: match.id,
      freelanceId: world.freelance.id,
      companyId: world.lumen.company.id,
      status: 'signed',
      dailyRate: 510,
      startDate: '2026-01-05',
      endDate: '2026-01-05',
      daysPerWeek: 5,
      termsDay: '2026-01-01',
      corporateCommissionRate: 0.15,
      freelanceCommissionRate: 0,
      clientDailyPrice: 600,
      freelanceDailyNet: 510,
      signedAt: new Date(),
    });
    const [created] = await db.select({ n: count() }).from(missions);
    const [react] = await db
      .select({ n: count() })
      .from(missionSkills)
      .where(eq(missionSkills.skillId, world.skillIds.React!));
    const monthStart = `${today.slice(0, 8)}01`;
    const statsRows: Row[] = [
      [
        'Combien de missions en recherche ?',
        'marketplaceStats',
        { metrics: ['missionsSeeking'] },
        ['Missions en recherche de freelances (aujourd’hui) : 2'],
      ],
      [
        'Statistiques du mois',
        'marketplaceStats',
        {
          metrics: ['missionsSeeking', 'missionsCreated', 'freelancersAvailable', 'dealsSigned', 'businessVolume'],
          from: monthStart,
          to: today,
        },
        [
          `Missions créées : ${created!.n}`,
          'Freelances inscrits disponibles (aujourd’hui) : 1',
          'Contrats signés : 1',
          'Volume d’affaires (HT) : 600 €',
        ],
      ],
      [
        'Volume d’affaires depuis janvier',
        'marketplaceStats',
        { metrics: ['businessVolume'], from: `${today.slice(0, 4)}-01-01`, to: today },
        // On 1 January the period is that one day.
        ['Volume d’affaires (HT) : 600 €', /Chiffres de la place de marché, (du|le) 1er janvier/],
      ],
      [
        'Quelles compétences sont les plus demandées ?',
        'marketplaceStats',
        { metrics: ['topSkills'] },
        [`Compétences les plus demandées : React (${react!.n})`],
      ],
      [
        'Le funnel de conversion ce mois-ci',
        'marketplaceStats',
        { metrics: ['funnel'] },
        ['Entonnoir : 1 mises en relation → 1 présentées au client (100 %)', '1 contrats signés (100 %)'],
      ],
    ];
    for (const [text, tool, args, facts] of statsRows) {
      const { tool: call, answer } = await ask(team, 'backoffice', text);
      expect(call?.name ?? null, text).toBe(tool);
      expect(call.arguments, text).toMatchObject(args!);
      for (const fact of facts) expect(answer, text).toMatch(fact);
    }
  });

  it('refuses the marketplace’s figures to a client, whatever the wording', async () => {
    for (const text of ['Combien de missions en recherche ?', 'Statistiques du mois']) {
      const { tool, answer } = await ask(client, 'enterprise', text);
      expect(tool, text).toMatchObject({ name: 'marketplaceStats', result: { error: { code: 403 } } });
      expect(tool.result.figures, text).toBeUndefined();
      expect(answer, text).toContain('réservés à l’équipe Orbite');
    }
  });
});
