import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFreelancer, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';
import { countCatalogue, loadSkillsCatalogue } from './skills.service';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.stop());

interface SkillResult {
  id: string;
  name: string;
  aliases: string[];
  popularity: number;
}

const SEARCH =
  'query ($search: String!, $limit: Int) { searchSkills(search: $search, limit: $limit) { id name aliases popularity } }';
const search = async (text: string, limit?: number): Promise<SkillResult[]> => {
  const response = await app.client().gql(SEARCH, { search: text, limit });
  expect(response.errors).toBeUndefined();
  return response.data!.searchSkills;
};
const names = (skills: { name: string }[]) => skills.map((skill) => skill.name);
const idOf = async (name: string) => (await search(name)).find((skill) => skill.name === name)!.id;

describe('searchSkills', () => {
  it('puts the exact name first: "java" gives Java before JavaScript', async () => {
    const found = names(await search('java'));
    expect(found[0]).toBe('Java');
    expect(found).toContain('JavaScript');
    expect(found.indexOf('Java')).toBeLessThan(found.indexOf('JavaScript'));
    expect(names(await search('  PostgreSQL  '))[0]).toBe('PostgreSQL');
  });

  it('finds skills by alias: k8s, js, golang', async () => {
    expect(names(await search('k8s'))[0]).toBe('Kubernetes');
    expect(names(await search('js'))[0]).toBe('JavaScript');
    expect(names(await search('Golang'))[0]).toBe('Go');
  });

  it('tolerates typos and partial names', async () => {
    expect(names(await search('postgre'))[0]).toBe('PostgreSQL');
    expect(names(await search('kubernets'))[0]).toBe('Kubernetes');
    expect(names(await search('reactjs'))[0]).toBe('React');
    expect(names(await search('pyton'))[0]).toBe('Python');
    expect(names(await search('angluar'))[0]).toBe('Angular');
  });

  it('orders similar matches by popularity', async () => {
    // After the exact match, every "sql…" name or alias is a prefix match of the same rank.
    const found = await search('sql');
    expect(found[0]!.name).toBe('SQL');
    const prefixed = found.slice(1).filter((skill) => skill.name.toLowerCase().startsWith('sql'));
    expect(prefixed.length).toBeGreaterThanOrEqual(2);
    const popularity = prefixed.map((skill) => skill.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });

  it('returns the fields of the spec, 10 results by default, at most 50, none for an empty search', async () => {
    const [first] = await search('javascript');
    expect(first).toEqual({
      id: expect.any(String),
      name: 'JavaScript',
      aliases: expect.arrayContaining(['js', 'ecmascript']),
      popularity: expect.any(Number),
    });
    expect((await search('a')).length).toBe(10);
    expect((await search('a', 500)).length).toBe(50);
    expect(await search('   ')).toEqual([]);
    expect(await search('x'.repeat(5000))).toEqual([]);
  });
});

describe('recommendedSkills', () => {
  const RECOMMENDED = 'query ($skills: [ID!]!) { recommendedSkills(skills: $skills) { id name aliases popularity } }';

  it('recommends related skills and never the given ones', async () => {
    const ids = [await idOf('PostgreSQL'), await idOf('Django')];
    const response = await app.client().gql(RECOMMENDED, { skills: ids });
    const found: SkillResult[] = response.data!.recommendedSkills;
    expect(names(found)).toEqual(expect.arrayContaining(['SQL', 'Python']));
    expect(found.map((skill) => skill.id)).not.toEqual(expect.arrayContaining([ids[0]]));
    expect(found.some((skill) => ids.includes(skill.id))).toBe(false);
    expect(found.length).toBeLessThanOrEqual(10);
  });

  it('gives nothing for no skills or unknown ids', async () => {
    expect((await app.client().gql(RECOMMENDED, { skills: [] })).data!.recommendedSkills).toEqual([]);
    expect((await app.client().gql(RECOMMENDED, { skills: ['abc', '999999'] })).data!.recommendedSkills).toEqual([]);
  });
});

describe('skill (SkillInfoCard)', () => {
  const CARD = `query SkillInfoCard($id: ID!) { skill(id: $id) { id name aliases popularity description relatedLink
    firstReleased latestStableVersion relatedSkills { id name } } }`;

  it('gives every field of the skill to a signed-in user', async () => {
    const { user } = await makeFreelancer(app);
    const client = await signedIn(app, user.email);
    const id = await idOf('Kubernetes');
    const { data } = await client.gql(CARD, { id });
    expect(data!.skill).toMatchObject({
      id,
      name: 'Kubernetes',
      aliases: expect.arrayContaining(['k8s']),
      firstReleased: '2014',
      latestStableVersion: expect.any(String),
      description: expect.stringMatching(/conteneurs/),
      relatedLink: expect.stringMatching(/^https:\/\//),
    });
    expect(names(data!.skill.relatedSkills)).toEqual(expect.arrayContaining(['Docker', 'Helm']));
    expect(errorCode(await client.gql(CARD, { id: '99999999' }))).toBe(404);
  });

  it('answers 401 when signed out', async () => {
    const response = await app.client().gql(CARD, { id: await idOf('Kubernetes') });
    expect(errorCode(response)).toBe(401);
    expect(response.data?.skill ?? null).toBeNull();
  });
});

describe('job titles and languages', () => {
  const TITLES = 'query ($search: String) { searchJobTitles(search: $search) { id name category } }';

  it('searches job titles by name, alias and with typos; the most common without a search', async () => {
    const client = app.client();
    const titles = async (text?: string) => names((await client.gql(TITLES, { search: text })).data!.searchJobTitles);
    expect((await titles('data engineer'))[0]).toBe('Data Engineer');
    expect((await titles('PO'))[0]).toBe('Product Owner');
    expect((await titles('developpeur full stack'))[0]).toBe('Développeur Full Stack');
    expect(await titles('ingenieur devop')).toContain('Ingénieur DevOps');
    const common = (await client.gql(TITLES, {})).data!.searchJobTitles;
    expect(common).toHaveLength(10);
    expect(common[0]).toEqual({ id: expect.any(String), name: expect.any(String), category: expect.any(String) });
  });

  it('recommends job titles of the category of the freelancer’s title', async () => {
    const { user } = await makeFreelancer(app);
    const client = await signedIn(app, user.email);
    const QUERY = 'query { recommendedJobTitles { id name } }';
    const found = (await client.gql(QUERY)).data!.recommendedJobTitles;
    expect(found.length).toBeGreaterThan(0);
    expect(errorCode(await app.client().gql(QUERY))).toBe(401);
  });

  it('lists at least 30 languages named in French, French first', async () => {
    const { data } = await app.client().gql('{ languages { id name } }');
    expect(data!.languages.length).toBeGreaterThanOrEqual(30);
    expect(data!.languages[0].name).toBe('Français');
    expect(names(data!.languages)).toEqual(expect.arrayContaining(['Anglais', 'Chinois (mandarin)', 'Néerlandais']));
  });
});

describe('catalogue loading', () => {
  it('is complete and idempotent: a second load changes nothing', async () => {
    const db = app.server.deps.db;
    const before = await countCatalogue(db);
    expect(before.skills).toBeGreaterThanOrEqual(600);
    expect(before.jobTitles).toBeGreaterThanOrEqual(150);
    expect(before.languages).toBeGreaterThanOrEqual(30);
    const again = await loadSkillsCatalogue(db);
    expect(again).toEqual({
      skills: { inserted: 0, updated: 0 },
      relations: 0,
      jobTitles: { inserted: 0, updated: 0 },
      languages: { inserted: 0, updated: 0 },
    });
    expect(await countCatalogue(db)).toEqual(before);
  });
});
