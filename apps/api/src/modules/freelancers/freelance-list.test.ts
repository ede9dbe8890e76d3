import type { FreelanceStatus } from '@orbite/domain/freelance-status';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { countQueries, createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { makeInvoicingFixture } from '../invoices/invoices.fixtures';
import { skills } from '../skills/skills.tables';
import { users } from '../users/users.tables';
import { freelances } from './freelancers.tables';
import { freelanceSkills } from './profile.tables';

let app: TestApp;
let team: TestClient;
let colleague: TestClient;
const TOKEN = 'flstqx';
const ids: Record<string, string> = {};

const LIST = `query($mode: FreelanceListMode, $filters: FreelanceListFilters, $sort: FreelanceListSort,
  $direction: SortDirection, $offset: Int, $limit: Int) {
  freelances(mode: $mode, filters: $filters, sort: $sort, direction: $direction, offset: $offset, limit: $limit) {
    count
    items { id firstName lastName email emailConfirmed status preUser qualification isFavorite skills { id name duration } }
  }
}`;
const COUNTS = `query($filters: FreelanceListFilters) { freelanceModeCounts(filters: $filters) { mode count } }`;
const TOGGLE = `mutation($id: ID!) { toggleFreelanceFavorite(freelanceId: $id) }`;

type Patch = Partial<typeof freelances.$inferInsert>;

/** A freelancer of this file: its tagline carries the token, so the filter keeps the known set only. */
async function freelancer(name: string, patch: Patch = {}) {
  const { freelance } = await makeFreelancer(app, (patch.status ?? 'validated') as FreelanceStatus);
  await app.server.deps.db
    .update(freelances)
    .set({ tagline: `Consultant ${TOKEN}`, ...patch })
    .where(eq(freelances.id, freelance.id));
  ids[name] = String(freelance.id);
  return freelance.id;
}

const filters = { text: TOKEN };
const names = (items: { id: string }[]) =>
  items.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0] ?? item.id).sort();

async function list(client: TestClient, mode: string, extra: Record<string, unknown> = {}) {
  const response = await client.gql(LIST, { mode, filters, ...extra });
  expect(response.errors).toBeUndefined();
  return response.data!.freelances as { count: number; items: { id: string; isFavorite: boolean }[] };
}

beforeAll(async () => {
  app = await createTestApp();
  team = await signedIn(app, (await makeTeamMember(app)).user.email);
  colleague = await signedIn(app, (await makeTeamMember(app)).user.email);
  await freelancer('validated');
  await freelancer('newEmpty', { status: 'new', profileScore: 30 });
  await freelancer('newComplete', { status: 'new', profileScore: 90 });
  await freelancer('newPending', { status: 'new', profileScore: 10, qualification: 'pending' });
  await freelancer('validatedPending', { qualification: 'pending' });
  await freelancer('preUser', { status: 'new', preUser: true, profileScore: 95 });
  await freelancer('banned', { status: 'banned' });
  await freelancer('wrongScope', { status: 'wrongScope' });
  const fixture = await makeInvoicingFixture(app);
  await app.server.deps.db
    .update(freelances)
    .set({ tagline: `Mission ${TOKEN}` })
    .where(eq(freelances.id, fixture.freelancer.freelance.id));
  ids.onMission = String(fixture.freelancer.freelance.id);
});
afterAll(() => app?.stop());

describe('freelances: the modes', () => {
  it('keeps in each mode the freelancers its rule names', async () => {
    const expected: Record<string, string[]> = {
      all: [
        'banned',
        'newComplete',
        'newEmpty',
        'newPending',
        'onMission',
        'preUser',
        'validated',
        'validatedPending',
        'wrongScope',
      ],
      archived: ['banned', 'wrongScope'],
      new: ['newComplete', 'newEmpty', 'newPending'],
      onMission: ['onMission'],
      preUsers: ['preUser'],
      users: ['newComplete', 'newEmpty', 'newPending', 'onMission', 'validated', 'validatedPending'],
      toReview: ['newComplete', 'newPending', 'validatedPending'],
      favorites: [],
    };
    for (const [mode, wanted] of Object.entries(expected)) {
      const page = await list(team, mode);
      expect({ mode, names: names(page.items) }).toEqual({ mode, names: wanted });
      expect(page.count).toBe(wanted.length);
    }
  });

  it('counts each mode as its list totals, under the same filters', async () => {
    const response = await team.gql(COUNTS, { filters });
    const counts = response.data!.freelanceModeCounts as { mode: string; count: number }[];
    expect(counts.map((c) => c.mode)).toEqual([
      'favorites',
      'all',
      'archived',
      'new',
      'onMission',
      'preUsers',
      'users',
      'toReview',
    ]);
    for (const { mode, count } of counts)
      expect({ mode, count }).toEqual({ mode, count: (await list(team, mode)).count });
  });

  it('filters by status, availability, qualification and skills, sorts by name and pages by 25', async () => {
    expect(names((await list(team, 'all', { filters: { ...filters, statuses: ['banned'] } })).items)).toEqual([
      'banned',
    ]);
    await app.server.deps.db
      .update(freelances)
      .set({ isAvailable: false, availabilityDate: '2099-01-01' })
      .where(inArray(freelances.id, [Number(ids.banned), Number(ids.wrongScope)]));
    const available = await list(team, 'archived', { filters: { ...filters, availableBy: '2030-01-01' } });
    expect(available.count).toBe(0);
    const later = await list(team, 'archived', { filters: { ...filters, availableBy: '2099-06-01' } });
    expect(names(later.items)).toEqual(['banned', 'wrongScope']);
    const pending = await list(team, 'all', { filters: { ...filters, qualifications: ['pending'] } });
    expect(names(pending.items)).toEqual(['newPending', 'validatedPending']);
    await app.server.deps.db
      .update(freelances)
      .set({ acquisitionSource: 'linkedInContact' })
      .where(inArray(freelances.id, [Number(ids.validated)]));
    const fromLinkedIn = await list(team, 'all', { filters: { ...filters, acquisitionSources: ['linkedInContact'] } });
    expect(names(fromLinkedIn.items)).toEqual(['validated']);
    const db = app.server.deps.db;
    const [react] = await db
      .select()
      .from(skills)
      .where(inArray(skills.name, ['React']));
    await db.insert(freelanceSkills).values({ freelanceId: Number(ids.validated), skillId: react!.id, duration: 4 });
    const skilled = await list(team, 'all', { filters: { ...filters, skillIds: [String(react!.id)] } });
    expect(names(skilled.items)).toEqual(['validated']);
    expect(skilled.items[0]).toMatchObject({ skills: [{ name: 'React', duration: 4 }] });
    const sorted = await team.gql(LIST, { mode: 'all', filters, sort: 'name', direction: 'asc', limit: 25 });
    const lastNames = sorted.data!.freelances.items.map((i: { lastName: string }) => i.lastName.toLowerCase());
    expect(lastNames).toEqual([...lastNames].sort());
    const second = await team.gql(LIST, { mode: 'all', filters, sort: 'name', offset: 5, limit: 25 });
    expect(second.data!.freelances).toMatchObject({ count: 9, items: { length: 4 } });
  });
});

describe('the e-mail confirmation', () => {
  it('says which freelancers have not confirmed their address', async () => {
    const db = app.server.deps.db;
    const [row] = await db
      .select({ userId: freelances.userId })
      .from(freelances)
      .where(eq(freelances.id, Number(ids.newEmpty)));
    await db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, row!.userId));
    const page = await list(team, 'new');
    const confirmed = Object.fromEntries(
      (page.items as unknown as { id: string; emailConfirmed: boolean }[]).map((i) => [i.id, i.emailConfirmed]),
    );
    expect(confirmed).toEqual({ [ids.newEmpty!]: false, [ids.newComplete!]: true, [ids.newPending!]: true });
    await db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, row!.userId));
  });
});

describe('favourites', () => {
  it('are each team member’s own, and the star toggles', async () => {
    expect((await team.gql(TOGGLE, { id: ids.validated })).data).toEqual({ toggleFreelanceFavorite: true });
    expect((await team.gql(TOGGLE, { id: ids.banned })).data).toEqual({ toggleFreelanceFavorite: true });
    expect((await colleague.gql(TOGGLE, { id: ids.newEmpty })).data).toEqual({ toggleFreelanceFavorite: true });
    expect(names((await list(team, 'favorites')).items)).toEqual(['banned', 'validated']);
    expect(names((await list(colleague, 'favorites')).items)).toEqual(['newEmpty']);
    const all = await list(team, 'all');
    expect(all.items.filter((i) => i.isFavorite).length).toBe(2);
    const one = `query($id: ID!) { freelance(id: $id) { id isFavorite } }`;
    expect((await team.gql(one, { id: ids.validated })).data?.freelance).toEqual({
      id: ids.validated,
      isFavorite: true,
    });
    expect((await colleague.gql(one, { id: ids.validated })).data?.freelance).toMatchObject({ isFavorite: false });
    expect((await team.gql(TOGGLE, { id: ids.banned })).data).toEqual({ toggleFreelanceFavorite: false });
    expect(names((await list(team, 'favorites')).items)).toEqual(['validated']);
  });

  it('refuses an unknown freelancer', async () => {
    expect(errorCode(await team.gql(TOGGLE, { id: '999999' }))).toBe(404);
  });
});

describe('refusals', () => {
  it('refuses the list, the counts and the star to a corporate and a freelancer', async () => {
    const corporate = await signedIn(app, (await makeCorporate(app)).user.email);
    const other = await signedIn(app, (await makeFreelancer(app)).user.email);
    for (const client of [corporate, other]) {
      expect(errorCode(await client.gql(LIST, { mode: 'all' }))).toBe(403);
      expect(errorCode(await client.gql(COUNTS, {}))).toBe(403);
      expect(errorCode(await client.gql(TOGGLE, { id: ids.validated }))).toBe(403);
    }
    expect(errorCode(await app.client().gql(LIST, { mode: 'all' }))).toBe(401);
  });
});

describe('no N+1', () => {
  it('reads a page of 3 and a page of 10 in the same number of queries', async () => {
    const token = 'nplusq';
    for (let n = 0; n < 10; n++) {
      const { freelance } = await makeFreelancer(app);
      await app.server.deps.db.update(freelances).set({ tagline: token }).where(eq(freelances.id, freelance.id));
    }
    const page = (offset: number, rows: number) => async () => {
      const response = await team.gql(LIST, { mode: 'all', filters: { text: token }, limit: 25, offset });
      expect(response.data!.freelances.items).toHaveLength(rows);
    };
    const three = await countQueries(app, page(7, 3));
    const ten = await countQueries(app, page(0, 10));
    expect(ten).toBe(three);
  });
});
