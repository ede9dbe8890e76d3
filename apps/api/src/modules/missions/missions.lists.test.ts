import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@orbite/domain/errors';
import { backofficeMissionTabs, corporateMissionTabs, missionStatuses } from '@orbite/domain/mission-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import {
  countQueries,
  createTestApp,
  errorCode,
  queriesOf,
  type TestApp,
  type TestClient,
} from '../../testing/test-app';
import { companies } from '../companies/companies.tables';
import { listRowFields } from './missions.lists.schema';
import { missions } from './missions.tables';

/*
 * The mission lists: each mode shows exactly its statuses, sorts, filters, pages of 25, 50 or 100,
 * and a corporate never sees another company's missions.
 */

let app: TestApp;
let team: TestClient;
let lumen: TestClient;
let globex: TestClient;
let freelancer: TestClient;
let lumenId = 0;
let globexId = 0;

type Row = typeof missions.$inferInsert;

async function insert(rows: Omit<Row, 'hash'>[]) {
  const inserted = await app.server.deps.db
    .insert(missions)
    .values(rows.map((row) => ({ hash: randomBytes(12).toString('base64url'), ...row })))
    .returning({ id: missions.id });
  return inserted.map((row) => String(row.id));
}

beforeAll(async () => {
  app = await createTestApp();
  const tm = await makeTeamMember(app);
  const lu = await makeCorporate(app, 'admin', 'Lumen');
  const gl = await makeCorporate(app, 'manager', 'Globex');
  const fr = await makeFreelancer(app);
  const clients = await Promise.all([tm, lu, gl, fr].map(({ user }) => signedIn(app, user.email)));
  [team, lumen, globex, freelancer] = clients as [TestClient, TestClient, TestClient, TestClient];
  lumenId = lu.company.id;
  globexId = gl.company.id;
  // One Lumen mission in every status, and one Globex mission in every status.
  for (const companyId of [lumenId, globexId])
    await insert(missionStatuses.map((status) => ({ companyId, status, title: `${status} ${companyId}` })));
});
afterAll(() => app?.stop());

const LIST = `query($mode: MissionListMode, $sort: MissionSortOrder, $direction: SortDirection, $search: String,
  $companyId: ID, $category: String, $offset: Int, $limit: Int) {
  missions(mode: $mode, sort: $sort, direction: $direction, search: $search, companyId: $companyId,
    category: $category, offset: $offset, limit: $limit) {
    count
    items { id title status company { id name } businessVolume huntingPriorityScore missingRating }
  }
}`;
const COUNTS = '{ missionStatusCounts { status count } }';
const COMPANIES = `query($search: String, $ids: [ID!]) { missionCompanies(search: $search, ids: $ids) { id name missionCount } }`;

// biome-ignore lint/suspicious/noExplicitAny: GraphQL answers are read loosely; each assertion says what it expects.
type Page = { count: number; items: Record<string, any>[] };

async function list(client: TestClient, variables: Record<string, unknown>): Promise<Page> {
  const response = await client.gql(LIST, variables);
  expect(response.errors).toBeUndefined();
  return response.data!.missions as Page;
}

const statusesOf = (page: Page) => page.items.map((m) => m.status).sort();

describe('list modes', () => {
  it('shows the team exactly the statuses of each back-office mode', async () => {
    for (const [mode, statuses] of Object.entries(backofficeMissionTabs)) {
      const page = await list(team, { mode, companyId: String(lumenId), limit: 25 });
      expect(statusesOf(page), mode).toEqual([...statuses].sort());
      expect(page.count).toBe(statuses.length);
    }
    // Without the company filter, every company's.
    expect((await list(team, { mode: 'validation' })).count).toBe(2);
  });

  it('shows a corporate exactly the statuses of each client tab, of its own company only', async () => {
    for (const [mode, statuses] of Object.entries(corporateMissionTabs)) {
      const page = await list(lumen, { mode });
      expect(statusesOf(page), mode).toEqual([...statuses].sort());
      expect(page.items.every((m) => m.company.id === String(lumenId))).toBe(true);
    }
    // A company filter pointing elsewhere changes nothing: the tenant scope wins.
    const page = await list(lumen, { mode: 'all', companyId: String(globexId) });
    expect(page.count).toBe(missionStatuses.length);
    expect(page.items.every((m) => m.company.id === String(lumenId))).toBe(true);
  });

  it('refuses a mode of the other side', async () => {
    expect(errorCode(await team.gql(LIST, { mode: 'deposit' }))).toBe(ErrorCode.invalidInput);
    expect(errorCode(await lumen.gql(LIST, { mode: 'validation' }))).toBe(ErrorCode.invalidInput);
  });

  it('counts statuses for the tab counters: every company for the team, its own for a corporate', async () => {
    const own = (await lumen.gql(COUNTS)).data!.missionStatusCounts as { status: string; count: number }[];
    expect(own.every((c) => c.count === 1)).toBe(true);
    const all = (await team.gql(COUNTS)).data!.missionStatusCounts as { status: string; count: number }[];
    expect(all.find((c) => c.status === 'seeking')!.count).toBeGreaterThanOrEqual(2);
  });

  it('keeps missions from freelancers (403) and hides the team’s fields from clients', async () => {
    expect(errorCode(await freelancer.gql(LIST, {}))).toBe(ErrorCode.forbidden);
    expect(errorCode(await freelancer.gql(COUNTS))).toBe(ErrorCode.forbidden);
    expect((await list(lumen, { mode: 'all' })).items.every((m) => m.huntingPriorityScore === null)).toBe(true);
  });
});

describe('sorts, filters and pages', () => {
  let sortCompany = 0;
  let ids: string[] = [];

  beforeAll(async () => {
    const { company } = await makeCorporate(app, 'admin', 'Sortico');
    sortCompany = company.id;
    ids = await insert([
      {
        companyId: sortCompany,
        status: 'seeking',
        title: 'Alpha',
        createdAt: new Date(Date.UTC(2026, 0, 1)),
        category: 'data',
        startDate: '2030-03-01',
        durationInDays: 10,
        retribution: 500,
        huntingPriorityScore: 70,
      },
      {
        companyId: sortCompany,
        status: 'seeking',
        title: 'Bravo',
        createdAt: new Date(Date.UTC(2026, 0, 2)),
        category: 'tech',
        startDate: '2030-01-01',
        durationInDays: 100,
        retribution: 700,
        huntingPriorityScore: 20,
      },
      {
        companyId: sortCompany,
        status: 'seeking',
        title: 'Charlie 100%',
        createdAt: new Date(Date.UTC(2026, 0, 3)),
        category: 'data',
        startDate: '2030-02-01',
        durationInDays: 50,
        retribution: 600,
        huntingPriorityScore: 90,
      },
    ]);
  });

  const titles = async (variables: Record<string, unknown>) =>
    (await list(team, { mode: 'matching', companyId: String(sortCompany), ...variables })).items.map((m) => m.title);

  it('sorts by start date, business volume, hunting priority and creation, either way', async () => {
    expect(await titles({ sort: 'startDate', direction: 'asc' })).toEqual(['Bravo', 'Charlie 100%', 'Alpha']);
    expect(await titles({ sort: 'startDate', direction: 'desc' })).toEqual(['Alpha', 'Charlie 100%', 'Bravo']);
    expect(await titles({ sort: 'businessVolume', direction: 'desc' })).toEqual(['Bravo', 'Charlie 100%', 'Alpha']);
    expect(await titles({ sort: 'huntingPriorityScore', direction: 'desc' })).toEqual([
      'Charlie 100%',
      'Alpha',
      'Bravo',
    ]);
    expect(await titles({ sort: 'createdAt', direction: 'asc' })).toEqual(['Alpha', 'Bravo', 'Charlie 100%']);
    const volumes = (await list(team, { mode: 'matching', companyId: String(sortCompany), sort: 'businessVolume' }))
      .items;
    expect(volumes.map((m) => m.businessVolume)).toEqual([70_000, 30_000, 5_000]);
  });

  it('filters by words of the title, by #id and by category', async () => {
    expect(await titles({ search: 'brav' })).toEqual(['Bravo']);
    expect(await titles({ search: '100%' })).toEqual(['Charlie 100%']);
    expect(await titles({ search: `#${ids[0]}` })).toEqual(['Alpha']);
    expect(await titles({ category: 'data', sort: 'createdAt', direction: 'asc' })).toEqual(['Alpha', 'Charlie 100%']);
  });

  it('pages by 25, 50 or 100 and refuses any other size', async () => {
    const { company } = await makeCorporate(app, 'admin', 'Pagico');
    await insert(
      Array.from({ length: 30 }, (_, n) => ({
        companyId: company.id,
        status: 'notFinalized',
        title: `D${n}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)),
      })),
    );
    const base = { mode: 'draft', companyId: String(company.id), sort: 'createdAt', direction: 'asc' };
    const first = await list(team, { ...base, limit: 25 });
    expect(first.count).toBe(30);
    expect(first.items).toHaveLength(25);
    const second = await list(team, { ...base, limit: 25, offset: 25 });
    expect(second.items.map((m) => m.title)).toEqual(['D25', 'D26', 'D27', 'D28', 'D29']);
    expect((await list(team, { ...base, limit: 50 })).items).toHaveLength(30);
    expect((await list(team, { ...base })).items).toHaveLength(25);
    for (const limit of [10, 30, 1000]) {
      const response = await team.gql(LIST, { ...base, limit });
      expect(response.errors?.[0]?.extensions).toMatchObject({ code: ErrorCode.invalidInput, field: 'limit' });
    }
  });
});

describe('cost of a page', () => {
  /** The statements a team member's query runs (it must answer without errors). */
  const statements = async (query: string) =>
    countQueries(app, async () => expect((await team.gql(query)).errors).toBeUndefined());

  it('reads the skills and companies of a whole page in as many queries as of one mission', async () => {
    const PAGE = `query($mode: MissionListMode, $companyId: ID) {
      missions(mode: $mode, companyId: $companyId) {
        items { id skills { name } company { name } project { company { name } } }
      }
    }`;
    const run = (mode: string) => async () => {
      const response = await team.gql(PAGE, { mode, companyId: String(lumenId) });
      expect(response.errors).toBeUndefined();
      return response;
    };
    const one = await countQueries(app, run('validation'));
    const all = await countQueries(app, run('all'));
    expect(all).toBe(one);
  });

  it('reads the current deals of a whole page in one statement', async () => {
    const bare = '{ missions(mode: all) { items { id status } } }';
    const withDeals = '{ missions(mode: all) { items { id status dealSubStatus deal { id } } } }';
    await statements(bare); // the session's last-seen mark, if due, is written here
    const page = (await team.gql(bare)).data!.missions as { items: { status: string }[] };
    // Several missions of the page have a deal to look for (quotation, on going, finished, reviewed).
    expect(
      page.items.filter((m) => ['quotation', 'onGoing', 'finished', 'reviewed'].includes(m.status)).length,
    ).toBeGreaterThan(3);
    expect(await statements(withDeals)).toBe((await statements(bare)) + 1);
  });

  it('reads the companies with the page and its count: asking for them costs no statement', async () => {
    const bare = '{ missions(mode: all) { count items { id } } }';
    const withCompanies = '{ missions(mode: all) { count items { id title company { id name } } } }';
    await statements(bare); // the session's last-seen mark, if due, is written here
    expect(await statements(withCompanies)).toBe(await statements(bare));
    const page = (await team.gql(withCompanies)).data!.missions as Page;
    const counts = (await team.gql(COUNTS)).data!.missionStatusCounts as { count: number }[];
    expect(page.count).toBe(counts.reduce((sum, row) => sum + row.count, 0));
    const rows = await app.server.deps.db.select({ id: missions.id, companyId: missions.companyId }).from(missions);
    const companyOf = new Map(rows.map((row) => [String(row.id), String(row.companyId)]));
    const names = new Map(
      (await app.server.deps.db.select({ id: companies.id, name: companies.name }).from(companies)).map((row) => [
        String(row.id),
        row.name,
      ]),
    );
    for (const item of page.items) {
      const companyId = companyOf.get(item.id)!;
      expect(item.company, item.title).toEqual({ id: companyId, name: names.get(companyId) });
    }
    // A page of several companies' missions.
    expect(new Set(page.items.map((item) => item.company.name)).size).toBeGreaterThan(1);
  });
});

describe('the company filter', () => {
  it('refuses a company id no company can have (400), not a database error', async () => {
    for (const companyId of ['99999999999', 'abc', '-3']) {
      const response = await team.gql(LIST, { companyId });
      expect(response.errors?.[0]?.extensions).toMatchObject({ code: ErrorCode.invalidInput, field: 'companyId' });
    }
  });

  it('lists companies with missions for the team, by name or by id, and no one else', async () => {
    const response = await team.gql(COMPANIES, { search: 'lum' });
    expect(response.data!.missionCompanies).toEqual([
      { id: String(lumenId), name: 'Lumen', missionCount: missionStatuses.length },
    ]);
    const byId = await team.gql(COMPANIES, { ids: [String(globexId)] });
    expect(byId.data!.missionCompanies.map((c: { name: string }) => c.name)).toEqual(['Globex']);
    expect(errorCode(await lumen.gql(COMPANIES, {}))).toBe(ErrorCode.forbidden);
    expect(errorCode(await globex.gql(COMPANIES, {}))).toBe(ErrorCode.forbidden);
  });

  it('offers every company, also one without missions, when the team drafts a first mission', async () => {
    await makeCorporate(app, 'admin', 'Nouvelle Pousse');
    const query = `query($all: Boolean) { missionCompanies(search: "pousse", all: $all) { name missionCount } }`;
    expect((await team.gql(query, {})).data!.missionCompanies).toEqual([]);
    expect((await team.gql(query, { all: true })).data!.missionCompanies).toEqual([
      { name: 'Nouvelle Pousse', missionCount: 0 },
    ]);
  });
});

describe('list rows', () => {
  /** Every field a list row answers, and the same with one it does not (the whole rows then). */
  const fields = [...listRowFields].map((field) => (field === 'company' ? 'company { id name }' : field)).join(' ');
  const query = (extra: string) =>
    `query($companyId: ID) { missions(mode: all, companyId: $companyId, limit: 100) { count items { ${fields} ${extra} } } }`;

  it('answers each of its fields as the whole row does, for the team and for the company', async () => {
    // A company whose missions fill every column the list's fields read, in every status.
    const initech = await makeCorporate(app, 'admin', 'Initech');
    await insert(
      missionStatuses.map((status, i) => ({
        companyId: initech.company.id,
        status,
        title: `Mission ${status}`,
        category: 'data',
        ongoingStatus: status === 'onGoing' ? 'renewal' : null,
        workingTime: 1 + (i % 5),
        startDate: `2027-0${1 + (i % 9)}-1${i % 10}`,
        durationInDays: 20 + i,
        retribution: 450 + 10 * i,
        huntingPriorityScore: i,
        description: '<p>Une description que la liste ne lit pas.</p>',
      })),
    );
    const client = await signedIn(app, initech.user.email);
    for (const [who, viewer] of [
      ['team', team],
      ['company', client],
    ] as const) {
      const variables = { companyId: String(initech.company.id) };
      let narrowPage: Page | undefined;
      const narrowSql = await queriesOf(app, async () => {
        const response = await viewer.gql(query(''), variables);
        expect(response.errors, who).toBeUndefined();
        narrowPage = response.data!.missions as Page;
      });
      const whole = await viewer.gql(query('description'), variables);
      expect(whole.errors, who).toBeUndefined();
      const wholePage = whole.data!.missions as Page;
      expect(wholePage.count, who).toBeGreaterThan(5);
      expect(
        wholePage.items.some((item) => item.businessVolume && item.estimatedEndDate),
        who,
      ).toBe(true);
      const withoutDescription = wholePage.items.map(({ description: _description, ...item }) => item);
      expect(narrowPage, who).toEqual({ count: wholePage.count, items: withoutDescription });
      // The list's statement reads the list's columns, not the whole row.
      const list = narrowSql.find((text) => text.includes('"page"'));
      expect(list, who).toBeDefined();
      expect(list, who).not.toContain('"description"');
      expect(list, who).toContain('"hunting_priority_score"');
    }
  });

  it('reads whole rows as soon as an item asks for a field a list row lacks', async () => {
    const sql = await queriesOf(app, async () => {
      const response = await team.gql('{ missions(mode: all) { items { ... on Mission { id location { city } } } } }');
      expect(response.errors).toBeUndefined();
    });
    expect(sql.find((text) => text.includes('"page"'))).toContain('"location"');
  });
});
