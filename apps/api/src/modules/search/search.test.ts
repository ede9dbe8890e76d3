import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { companies } from '../companies/companies.tables';
import { missions } from '../missions/missions.tables';
import { users } from '../users/users.tables';

let app: TestApp;
let team: TestClient;
beforeAll(async () => {
  app = await createTestApp();
  const { user } = await makeTeamMember(app);
  team = await signedIn(app, user.email);
});
afterAll(() => app?.stop());

const SEARCH =
  'query($q: String!, $scope: SearchScope!) { search(query: $q, scope: $scope) { id type title subtitle url pictureUrl } }';
const SEARCH_ALL =
  'query($q: String!, $type: SearchResultType!, $offset: Int, $limit: Int) { searchAll(query: $q, type: $type, offset: $offset, limit: $limit) { count items { id type title url } } }';
const MISSIONS =
  'query($search: String, $groups: [MissionsSearchGroup!]) { missionsSearch(search: $search, groups: $groups) { key missions { count items { id title status project { id company { id name logoUrl } } } } } }';
const MENTIONS = 'query($q: String!) { mentionSuggestions(query: $q) { code id label pictureUrl } }';

const rename = (id: number, firstName: string, lastName: string, email?: string) =>
  app.server.deps.db
    .update(users)
    .set({ firstName, lastName, ...(email ? { email } : {}) })
    .where(eq(users.id, id));

async function freelancer(firstName: string, lastName: string) {
  const made = await makeFreelancer(app);
  await rename(made.user.id, firstName, lastName);
  return made;
}

async function mission(companyId: number, title: string | null, status = 'seeking') {
  const [row] = await app.server.deps.db
    .insert(missions)
    .values({ hash: randomUUID(), companyId, title, status })
    .returning();
  return row!;
}

describe('search, users scope', () => {
  it('finds freelancers, corporates and team members whatever the accents and capitals', async () => {
    const { freelance } = await freelancer('Hélène', 'Dupré');
    const corp = await makeCorporate(app, 'admin', 'Boulangerie Ondine');
    await rename(corp.user.id, 'HELENE', 'Martin');
    const tm = await makeTeamMember(app);
    await rename(tm.user.id, 'helène', 'Roux');

    const found = (await team.gql(SEARCH, { q: 'Helene', scope: 'users' })).data?.search;
    expect(found.map((result: { type: string }) => result.type).sort()).toEqual([
      'Corporate',
      'Freelance',
      'TeamMember',
    ]);
    expect(found).toContainEqual(
      expect.objectContaining({
        type: 'Freelance',
        id: String(freelance.id),
        title: 'Hélène Dupré',
        url: `/backoffice/freelancers/${freelance.id}`,
      }),
    );
    expect(found).toContainEqual(
      expect.objectContaining({
        type: 'Corporate',
        id: String(corp.corporate.id),
        url: `/backoffice/corporates/${corp.corporate.id}`,
        subtitle: expect.stringContaining('Boulangerie Ondine'),
      }),
    );
    expect(found).toContainEqual(
      expect.objectContaining({ type: 'TeamMember', url: `/backoffice/teams/${tm.teamMember.id}` }),
    );

    const byLastName = (await team.gql(SEARCH, { q: 'DUPRE hél', scope: 'users' })).data?.search;
    expect(byLastName).toEqual([expect.objectContaining({ type: 'Freelance', title: 'Hélène Dupré' })]);
  });

  it('finds by e-mail, and never shows anonymized accounts', async () => {
    const { user } = await freelancer('Octave', 'Quasimodo');
    await rename(user.id, 'Octave', 'Quasimodo', 'octave.q@exemple-unique.fr');
    expect((await team.gql(SEARCH, { q: 'exemple-unique', scope: 'users' })).data?.search).toHaveLength(1);
    await app.server.deps.db.update(users).set({ anonymizedAt: new Date() }).where(eq(users.id, user.id));
    expect((await team.gql(SEARCH, { q: 'Quasimodo', scope: 'users' })).data?.search).toEqual([]);
  });

  it('gives 5 results at most, and every one through searchAll, page by page', async () => {
    for (let n = 1; n <= 7; n += 1) await freelancer('Zébulon', `Numéro ${n}`);
    const five = (await team.gql(SEARCH, { q: 'zebulon', scope: 'users' })).data?.search;
    expect(five).toHaveLength(5);
    const first = (await team.gql(SEARCH_ALL, { q: 'zebulon', type: 'Freelance', limit: 5 })).data?.searchAll;
    expect(first.count).toBe(7);
    expect(first.items).toHaveLength(5);
    const second = (await team.gql(SEARCH_ALL, { q: 'zebulon', type: 'Freelance', offset: 5, limit: 5 })).data
      ?.searchAll;
    expect(second.items).toHaveLength(2);
    const ids = new Set([...first.items, ...second.items].map((item: { id: string }) => item.id));
    expect(ids.size).toBe(7);
    expect((await team.gql(SEARCH_ALL, { q: 'zebulon', type: 'Company' })).data?.searchAll).toEqual({
      count: 0,
      items: [],
    });
  });

  it('treats the text as text: no pattern characters, nothing below 2 characters', async () => {
    await freelancer('Perce', 'Neige_100%');
    expect((await team.gql(SEARCH, { q: '%', scope: 'users' })).data?.search).toEqual([]);
    expect((await team.gql(SEARCH, { q: '.*', scope: 'users' })).data?.search).toEqual([]);
    expect((await team.gql(SEARCH, { q: 'e_100%', scope: 'users' })).data?.search).toHaveLength(1);
    expect((await team.gql(SEARCH, { q: ' z ', scope: 'users' })).data?.search).toEqual([]);
    expect((await team.gql(SEARCH_ALL, { q: 'z', type: 'Freelance' })).data?.searchAll.count).toBe(0);
  });
});

describe('search, objects scope', () => {
  it('finds companies and missions, a mission also by its number', async () => {
    const { company } = await makeCorporate(app, 'admin', 'Société Énergétique du Rhône');
    await app.server.deps.db
      .update(companies)
      .set({ logoUrl: 'https://cdn.test/logo.png' })
      .where(eq(companies.id, company.id));
    const found = await mission(company.id, 'Ingénieur données énergétiques');

    const results = (await team.gql(SEARCH, { q: 'energetique', scope: 'objects' })).data?.search;
    expect(results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'Company',
          id: String(company.id),
          url: `/backoffice/companies/${company.id}`,
          pictureUrl: 'https://cdn.test/logo.png',
        }),
        expect.objectContaining({
          type: 'Mission',
          id: String(found.id),
          title: 'Ingénieur données énergétiques',
          subtitle: 'Société Énergétique du Rhône',
          url: `/backoffice/missions/${found.id}`,
        }),
      ]),
    );
    const byNumber = (await team.gql(SEARCH, { q: `#${found.id}`, scope: 'objects' })).data?.search;
    expect(byNumber[0]).toMatchObject({ type: 'Mission', id: String(found.id) });
    expect((await team.gql(SEARCH, { q: 'energetique', scope: 'users' })).data?.search).toEqual([]);
  });
});

describe('search authorization', () => {
  it('is the team’s only: 403 for freelancers and corporates, 401 signed out', async () => {
    const { user: f } = await makeFreelancer(app);
    const { user: c } = await makeCorporate(app);
    const freelanceClient = await signedIn(app, f.email);
    const corporateClient = await signedIn(app, c.email);
    for (const client of [freelanceClient, corporateClient]) {
      expect(errorCode(await client.gql(SEARCH, { q: 'helene', scope: 'users' }))).toBe(403);
      // A too-short text is refused all the same: the rule does not open the door.
      expect(errorCode(await client.gql(SEARCH, { q: 'h', scope: 'users' }))).toBe(403);
      expect(errorCode(await client.gql(SEARCH_ALL, { q: 'helene', type: 'Freelance' }))).toBe(403);
      expect(errorCode(await client.gql(MENTIONS, { q: '@hel' }))).toBe(403);
    }
    const anonymous = app.client();
    expect(errorCode(await anonymous.gql(SEARCH, { q: 'helene', scope: 'users' }))).toBe(401);
    expect(errorCode(await anonymous.gql(MISSIONS, { search: 'pipeline' }))).toBe(401);
    expect(errorCode(await anonymous.gql(MENTIONS, { q: '@hel' }))).toBe(401);
  });
});

describe('missionsSearch', () => {
  it('gives the team every company’s missions and a corporate only its own', async () => {
    const a = await makeCorporate(app, 'manager', 'Alpha Conseil');
    const b = await makeCorporate(app, 'admin', 'Bêta Industrie');
    const mine = await mission(a.company.id, 'Pipeline de données Kafka');
    const theirs = await mission(b.company.id, 'Pipeline de données Spark');

    const all = (await team.gql(MISSIONS, { search: 'pipéline' })).data?.missionsSearch;
    expect(all).toHaveLength(1);
    expect(all[0].key).toBe('all');
    expect(all[0].missions.count).toBe(2);

    const corporate = await signedIn(app, a.user.email);
    const own = (await corporate.gql(MISSIONS, { search: 'pipeline' })).data?.missionsSearch[0].missions;
    expect(own).toEqual({
      count: 1,
      items: [
        {
          id: String(mine.id),
          title: 'Pipeline de données Kafka',
          status: 'seeking',
          project: {
            id: String(a.company.id),
            company: { id: String(a.company.id), name: 'Alpha Conseil', logoUrl: null },
          },
        },
      ],
    });
    const other = await corporate.gql(MISSIONS, { search: `#${theirs.id}` });
    expect(other.data?.missionsSearch[0].missions).toEqual({ count: 0, items: [] });
    const filtered = await corporate.gql(MISSIONS, {
      search: 'pipeline',
      groups: [{ key: 'other', filters: { companyIds: [String(b.company.id)] } }],
    });
    expect(filtered.data?.missionsSearch).toEqual([{ key: 'other', missions: { count: 0, items: [] } }]);
  });

  it('refuses freelancers', async () => {
    const { user } = await makeFreelancer(app);
    const client = await signedIn(app, user.email);
    expect(errorCode(await client.gql(MISSIONS, { search: 'pipeline' }))).toBe(403);
    expect(errorCode(await client.gql(MISSIONS, { search: 'p' }))).toBe(403);
  });

  it('finds nothing below 3 characters or for a bare #, and by number after #', async () => {
    const { company } = await makeCorporate(app, 'admin', 'Gamma');
    const found = await mission(company.id, 'Audit sécurité');
    const empty = { key: 'all', missions: { count: 0, items: [] } };
    expect((await team.gql(MISSIONS, { search: 'au' })).data?.missionsSearch).toEqual([empty]);
    expect((await team.gql(MISSIONS, { search: '#' })).data?.missionsSearch).toEqual([empty]);
    expect((await team.gql(MISSIONS, { search: 'aud' })).data?.missionsSearch[0].missions.count).toBeGreaterThan(0);
    const byNumber = (await team.gql(MISSIONS, { search: `#${found.id}` })).data?.missionsSearch[0].missions;
    expect(byNumber.items[0]).toMatchObject({ id: String(found.id), title: 'Audit sécurité' });
  });

  it('answers each group with its filters and at most 10 missions', async () => {
    const { company } = await makeCorporate(app, 'admin', 'Delta Logistique');
    for (let n = 1; n <= 12; n += 1)
      await mission(company.id, `Migration cloud lot ${n}`, n <= 3 ? 'notFinalized' : 'seeking');
    const groups = (
      await team.gql(MISSIONS, {
        search: 'migration cloud',
        groups: [
          { key: 'all', limit: 50 },
          { key: 'drafts', filters: { statuses: ['notFinalized'], companyIds: [String(company.id)] }, limit: 2 },
        ],
      })
    ).data?.missionsSearch;
    expect(groups[0]).toMatchObject({ key: 'all', missions: { count: 12 } });
    expect(groups[0].missions.items).toHaveLength(10);
    expect(groups[1]).toMatchObject({ key: 'drafts', missions: { count: 3 } });
    expect(groups[1].missions.items).toHaveLength(2);
    const wrong = await team.gql(MISSIONS, {
      search: 'cloud',
      groups: [{ key: 'x', filters: { statuses: ['draft'] } }],
    });
    expect(errorCode(wrong)).toBe(400);
    expect(wrong.errors?.[0]?.extensions?.field).toBe('groups');
  });
});

describe('mentionSuggestions', () => {
  it('suggests people after @ and missions after #, with the type names as codes', async () => {
    const { freelance } = await freelancer('Ysaline', 'Mentionnée');
    const { company } = await makeCorporate(app, 'admin', 'Epsilon');
    const found = await mission(company.id, 'Mission à mentionner');
    expect((await team.gql(MENTIONS, { q: '@' })).data?.mentionSuggestions).toEqual([]);
    expect((await team.gql(MENTIONS, { q: '#' })).data?.mentionSuggestions).toEqual([]);
    expect((await team.gql(MENTIONS, { q: '@ysal' })).data?.mentionSuggestions).toEqual([
      { code: 'Freelance', id: String(freelance.id), label: 'Ysaline Mentionnée', pictureUrl: null },
    ]);
    const missionsFound = (await team.gql(MENTIONS, { q: `#${found.id}` })).data?.mentionSuggestions;
    expect(missionsFound[0]).toMatchObject({
      code: 'Mission',
      id: String(found.id),
      label: `#${found.id} Mission à mentionner`,
    });
    const byTitle = (await team.gql(MENTIONS, { q: '#mentionner' })).data?.mentionSuggestions;
    expect(byTitle).toEqual([expect.objectContaining({ code: 'Mission', id: String(found.id) })]);
  });
});
