import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { skills } from '../skills/skills.tables';

// The team's saved telescope searches, and who may search at all (the searches themselves: telescope.test.ts).

let app: TestApp;
let team: TestClient;
let react: number;

beforeAll(async () => {
  app = await createTestApp();
  const { user } = await makeTeamMember(app);
  team = await signedIn(app, user.email);
  const [row] = await app.server.deps.db
    .select({ id: skills.id })
    .from(skills)
    .where(inArray(skills.name, ['React']));
  react = row!.id;
});
afterAll(() => app?.stop());

const SEARCH = 'query($filters: TelescopeFiltersInput!) { telescope(filters: $filters) { count } }';
const SAVE = `mutation($id: ID, $name: String!, $filters: TelescopeFiltersInput!) {
  saveFreelanceSearch(id: $id, name: $name, filters: $filters) { id name filters createdAt }
}`;
const LIST = '{ freelanceSearches { id name filters } }';
const ONE = 'query($id: ID!) { freelanceSearch(id: $id) { id name filters } }';
const DELETE = 'mutation($id: ID!) { deleteFreelanceSearch(id: $id) }';

describe('saved searches', () => {
  it('are saved, listed newest first, read, updated and deleted by their owner', async () => {
    const { user } = await makeTeamMember(app);
    const me = await signedIn(app, user.email);
    const filters = {
      text: '  data  ',
      skills: [{ skillId: String(react), minYears: 3 }],
      skillMode: 'any',
      location: { latitude: 45.764, longitude: 4.8357, radiusKm: 40, label: 'Lyon' },
      statuses: ['validated'],
      minProfileScore: null,
      qualifications: ['notAssessed', 'qualified'],
    };
    const first = await me.gql(SAVE, { name: ' Data à Lyon ', filters });
    expect(first.errors).toBeUndefined();
    expect(first.data?.saveFreelanceSearch).toMatchObject({
      name: 'Data à Lyon',
      filters: {
        text: 'data',
        skills: [{ skillId: String(react), minYears: 3 }],
        skillMode: 'any',
        location: { latitude: 45.764, longitude: 4.8357, radiusKm: 40, label: 'Lyon' },
        statuses: ['validated'],
        qualifications: ['qualified', 'notAssessed'],
      },
    });
    const id = first.data?.saveFreelanceSearch.id;
    const second = await me.gql(SAVE, { name: 'Disponibles', filters: { availableBy: '2030-01-01' } });
    const listed = await me.gql(LIST);
    expect(listed.data?.freelanceSearches.map((s: { name: string }) => s.name)).toEqual(['Disponibles', 'Data à Lyon']);
    expect((await me.gql(ONE, { id })).data?.freelanceSearch.name).toBe('Data à Lyon');
    // The saved filters are a valid telescope input as they are.
    const reused = await me.gql(SEARCH, { filters: (await me.gql(ONE, { id })).data?.freelanceSearch.filters });
    expect(reused.errors).toBeUndefined();

    const updated = await me.gql(SAVE, { id, name: 'Data Lyon', filters: { text: 'python' } });
    expect(updated.data?.saveFreelanceSearch).toMatchObject({ id, name: 'Data Lyon', filters: { text: 'python' } });
    expect((await me.gql(DELETE, { id: second.data?.saveFreelanceSearch.id })).data?.deleteFreelanceSearch).toBe(true);
    expect((await me.gql(LIST)).data?.freelanceSearches).toHaveLength(1);
  });

  it('belong to their owner only: another team member gets "not found"', async () => {
    const { user: ownerUser } = await makeTeamMember(app);
    const { user: otherUser } = await makeTeamMember(app);
    const owner = await signedIn(app, ownerUser.email);
    const other = await signedIn(app, otherUser.email);
    const id = (await owner.gql(SAVE, { name: 'À moi', filters: {} })).data?.saveFreelanceSearch.id;
    expect(errorCode(await other.gql(ONE, { id }))).toBe(404);
    expect(errorCode(await other.gql(SAVE, { id, name: 'Volée', filters: {} }))).toBe(404);
    expect(errorCode(await other.gql(DELETE, { id }))).toBe(404);
    expect((await other.gql(LIST)).data?.freelanceSearches).toEqual([]);
    expect((await owner.gql(ONE, { id })).data?.freelanceSearch.name).toBe('À moi');
    expect(errorCode(await owner.gql(ONE, { id: 'abc' }))).toBe(404);
    // An id no integer column holds is "not found" too, not a database error (-1).
    expect(errorCode(await owner.gql(ONE, { id: '99999999999' }))).toBe(404);
    expect(errorCode(await owner.gql(SAVE, { id: '99999999999', name: 'Trop grand', filters: {} }))).toBe(404);
    expect(errorCode(await owner.gql(DELETE, { id: '99999999999' }))).toBe(404);
  });

  it('need a name of 1 to 80 characters and valid filters', async () => {
    const field = async (name: string, filters: Record<string, unknown>) => {
      const response = await team.gql(SAVE, { name, filters });
      expect(errorCode(response)).toBe(400);
      return response.errors?.[0]?.extensions?.field;
    };
    expect(await field('   ', {})).toBe('name');
    expect(await field('x'.repeat(81), {})).toBe('name');
    expect(await field('Rayon nul', { location: { latitude: 48, longitude: 2, radiusKm: 0 } })).toBe('location');
    expect(await field('Date', { availableBy: '2030-02-30' })).toBe('availableBy');
    // Unknown keys never reach the service: the input type refuses them.
    expect((await team.gql(SAVE, { name: 'Qualif', filters: { qualification: 'qualified' } })).errors).toBeDefined();
  });
});

describe('telescope refusals', () => {
  it('refuses freelancers, clients and signed-out visitors', async () => {
    const { user: freelanceUser } = await makeFreelancer(app);
    const { user: corporateUser } = await makeCorporate(app);
    const freelancerClient = await signedIn(app, freelanceUser.email);
    const corporateClient = await signedIn(app, corporateUser.email);
    const anonymous = app.client();
    const operations: [string, Record<string, unknown>][] = [
      [SEARCH, { filters: {} }],
      [LIST, {}],
      [ONE, { id: '1' }],
      [SAVE, { name: 'x', filters: {} }],
      [DELETE, { id: '1' }],
    ];
    for (const [query, variables] of operations) {
      expect(errorCode(await freelancerClient.gql(query, variables))).toBe(403);
      expect(errorCode(await corporateClient.gql(query, variables))).toBe(403);
      expect(errorCode(await anonymous.gql(query, variables))).toBe(401);
    }
  });
});
