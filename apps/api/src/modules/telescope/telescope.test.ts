import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import type { FreelanceStatus } from '@orbite/domain/freelance-status';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { freelances } from '../freelancers/freelancers.tables';
import { freelanceSkills } from '../freelancers/profile.tables';
import { matches } from '../matches/matches.tables';
import { missions } from '../missions/missions.tables';
import { skills } from '../skills/skills.tables';
import { users } from '../users/users.tables';
import { searchFreelances } from './telescope.repository';

let app: TestApp;
let team: TestClient;
const skillIds: Record<string, number> = {};

beforeAll(async () => {
  app = await createTestApp();
  const { user } = await makeTeamMember(app);
  team = await signedIn(app, user.email);
  const rows = await app.server.deps.db
    .select({ id: skills.id, name: skills.name })
    .from(skills)
    .where(inArray(skills.name, ['React', 'TypeScript', 'Python']));
  for (const row of rows) skillIds[row.name] = row.id;
});
afterAll(() => app?.stop());

const SEARCH = `query($filters: TelescopeFiltersInput!, $offset: Int, $limit: Int) {
  telescope(filters: $filters, offset: $offset, limit: $limit) {
    count
    requestedSkills { id name }
    items { id publicId fullName profilePictureUrl tagline retribution isAvailable availabilityDate availableNow
      city distanceKm status profileScore qualification coveredSkillsCount coveredYears
      matchedSkills { skillId name years minYears covered } }
  }
}`;

let tokens = 0;
/** A word put in the taglines of one test's freelancers, so that its searches see only them. */
const newToken = () => `tlsc${Date.now().toString(36)}x${++tokens}`;

type Patch = Partial<typeof freelances.$inferInsert>;

async function freelancer(token: string, patch: Patch = {}, skillYears: Record<string, number | null> = {}) {
  const db = app.server.deps.db;
  const { freelance, user } = await makeFreelancer(app, (patch.status ?? 'validated') as FreelanceStatus);
  await db
    .update(freelances)
    .set({ tagline: `Consultant ${token}`, ...patch })
    .where(eq(freelances.id, freelance.id));
  const entries = Object.entries(skillYears);
  if (entries.length)
    await db
      .insert(freelanceSkills)
      .values(entries.map(([name, duration]) => ({ freelanceId: freelance.id, skillId: skillIds[name]!, duration })));
  return { id: String(freelance.id), userId: user.id, email: user.email };
}

interface Item {
  id: string;
  fullName: string;
  isAvailable: boolean;
  availableNow: boolean;
  city: string | null;
  distanceKm: number | null;
  status: string;
  profileScore: number;
  qualification: string | null;
  coveredSkillsCount: number;
  coveredYears: number;
  matchedSkills: { skillId: string; name: string; years: number | null; minYears: number; covered: boolean }[];
}

async function search(filters: Record<string, unknown>, page: { offset?: number; limit?: number } = {}) {
  const response = await team.gql(SEARCH, { filters, ...page });
  expect(response.errors).toBeUndefined();
  return response.data!.telescope as { count: number; items: Item[]; requestedSkills: { id: string; name: string }[] };
}
const ids = (result: { items: { id: string }[] }) => result.items.map((item) => item.id);

describe('telescope skills', () => {
  it('requires every skill by default, with its minimum years, and orders by coverage, years, score', async () => {
    const token = newToken();
    const a = await freelancer(token, { profileScore: 10 }, { React: 5, TypeScript: 3 });
    const b = await freelancer(token, { profileScore: 50 }, { React: 2, TypeScript: 8 });
    const c = await freelancer(token, { profileScore: 10 }, { React: 6 });
    const e = await freelancer(token, { profileScore: 90 }, { React: 6, Python: 4 });
    await freelancer(token, {}, { Python: 10 });
    const wanted = [{ skillId: String(skillIds.React), minYears: 3 }, { skillId: String(skillIds.TypeScript) }];

    const all = await search({ text: token, skills: wanted });
    expect(ids(all)).toEqual([a.id]);
    expect(all.count).toBe(1);
    expect(all.items[0]).toMatchObject({ coveredSkillsCount: 2, coveredYears: 8 });
    expect(all.requestedSkills).toEqual([
      { id: String(skillIds.React), name: 'React' },
      { id: String(skillIds.TypeScript), name: 'TypeScript' },
    ]);

    const any = await search({ text: token, skills: wanted, skillMode: 'any' });
    expect(ids(any)).toEqual([a.id, b.id, e.id, c.id]);
    expect(any.items.find((item) => item.id === b.id)?.matchedSkills).toEqual([
      { skillId: String(skillIds.React), name: 'React', years: 2, minYears: 3, covered: false },
      { skillId: String(skillIds.TypeScript), name: 'TypeScript', years: 8, minYears: 0, covered: true },
    ]);
    // Without skills, the profile score orders.
    const none = await search({ text: token });
    expect(none.count).toBe(5);
    expect(none.items[0]!.id).toBe(e.id);
    expect(none.items[0]!.matchedSkills).toEqual([]);
  });
});

describe('telescope by skills alone', () => {
  // Two skills of their own, so that a search with no other filter (no text) sees this test's freelancers
  // only: such a search reads the status and score each skill row carries (copied by triggers).
  async function ownSkills() {
    const token = newToken();
    const rows = await app.server.deps.db
      .insert(skills)
      .values(
        ['un', 'deux'].map((n) => ({
          name: `${token} ${n}`,
          slug: `${token}-${n}`,
          searchName: `${token} ${n}`,
          category: 'test',
        })),
      )
      .returning({ id: skills.id, name: skills.name });
    for (const row of rows) skillIds[row.name] = row.id;
    return { token, first: rows[0]!.name, second: rows[1]!.name };
  }
  const copies = (freelanceId: string) =>
    app.server.deps.db
      .select({ status: freelanceSkills.freelanceStatus, score: freelanceSkills.freelanceProfileScore })
      .from(freelanceSkills)
      .where(eq(freelanceSkills.freelanceId, Number(freelanceId)));
  const setFreelance = (id: string, patch: Patch) =>
    app.server.deps.db
      .update(freelances)
      .set(patch)
      .where(eq(freelances.id, Number(id)));

  it('follows the freelancers’ status, score and deletion, as the search through their rows does', async () => {
    const { token, first, second } = await ownSkills();
    const a = await freelancer(token, { profileScore: 10 }, { [first]: 5, [second]: 3 });
    const b = await freelancer(token, { profileScore: 50, status: 'new' }, { [first]: 2, [second]: 8 });
    const f = await freelancer(token, { profileScore: 30 }, { [first]: 4, [second]: 4 });
    await freelancer(token, { status: 'banned' }, { [first]: 9, [second]: 9 });
    await freelancer(token, {}, { [first]: 9 });
    const gone = await freelancer(token, { profileScore: 99 }, { [first]: 9, [second]: 9 });
    await app.server.deps.db.update(users).set({ anonymizedAt: new Date() }).where(eq(users.id, gone.userId));
    const both = [first, second].map((name) => ({ skillId: String(skillIds[name]) }));

    // Years first (b 10), then the score at equal years (f 30 before a 10).
    let result = await search({ skills: both });
    expect(ids(result)).toEqual([b.id, f.id, a.id]);
    expect(result.count).toBe(3);
    expect(result.items.map((item) => item.profileScore)).toEqual([50, 30, 10]);
    expect(await copies(b.id)).toEqual([
      { status: 'new', score: 50 },
      { status: 'new', score: 50 },
    ]);

    // A score and a status changed on the freelancer reach the skill rows.
    await setFreelance(a.id, { profileScore: 40 });
    await setFreelance(f.id, { status: 'wrongScope' });
    result = await search({ skills: both });
    expect(ids(result)).toEqual([b.id, a.id]);
    expect(await copies(f.id)).toEqual([
      { status: 'wrongScope', score: 30 },
      { status: 'wrongScope', score: 30 },
    ]);
    expect(ids(await search({ skills: both, statuses: ['wrongScope'] }))).toEqual([f.id]);

    // The same answers as the search that reads every holder's freelancer (here for its text filter).
    for (const filters of [
      { skills: both },
      { skills: both, skillMode: 'any' },
      { skills: both, statuses: ['banned'] },
    ])
      expect(await search(filters)).toEqual(await search({ ...filters, text: token }));
    const any = await search({ skills: both, skillMode: 'any' });
    expect(any.count).toBe(3);

    // A mission's search leaves out its matched freelancers, from the skill rows too.
    const { company } = await makeCorporate(app);
    const [mission] = await app.server.deps.db
      .insert(missions)
      .values({ hash: `h${token}`, companyId: company.id })
      .returning();
    await app.server.deps.db
      .insert(matches)
      .values({ missionId: mission!.id, freelanceId: Number(b.id), status: 'teamMemberPreselection' });
    const forMission = { skills: both, excludeMissionId: String(mission!.id) };
    expect(ids(await search(forMission))).toEqual([a.id]);
    expect(await search(forMission)).toEqual(await search({ ...forMission, text: token }));
  });

  it('copies the freelancer onto skills written later, and keeps the copies whatever writes them', async () => {
    const { token, first } = await ownSkills();
    const one = await freelancer(token, { profileScore: 20, status: 'new' });
    await setFreelance(one.id, { status: 'validated', profileScore: 35 });
    await app.server.deps.db.insert(freelanceSkills).values({ freelanceId: Number(one.id), skillId: skillIds[first]! });
    expect(await copies(one.id)).toEqual([{ status: 'validated', score: 35 }]);
    // A write of the copies themselves is overruled by the freelancer's own values.
    await app.server.deps.db
      .update(freelanceSkills)
      .set({ freelanceStatus: 'banned', freelanceProfileScore: 0 })
      .where(eq(freelanceSkills.freelanceId, Number(one.id)));
    expect(await copies(one.id)).toEqual([{ status: 'validated', score: 35 }]);
    expect(ids(await search({ skills: [{ skillId: String(skillIds[first]) }] }))).toEqual([one.id]);
  });
});

describe('telescope filters', () => {
  it('keeps freelancers available now or by the day asked', async () => {
    const token = newToken();
    const today = todayInParis();
    const now = await freelancer(token, { isAvailable: true });
    const soon = await freelancer(token, { isAvailable: false, availabilityDate: addDays(today, 10) });
    const past = await freelancer(token, { isAvailable: false, availabilityDate: addDays(today, -3) });
    await freelancer(token, { isAvailable: false, availabilityDate: addDays(today, 40) });
    await freelancer(token, { isAvailable: false, availabilityDate: null });
    expect(ids(await search({ text: token, availableBy: addDays(today, 20) })).sort()).toEqual(
      [now.id, soon.id, past.id].sort(),
    );
    // A day already past means "available now".
    expect(ids(await search({ text: token, availableBy: addDays(today, -10) })).sort()).toEqual(
      [now.id, past.id].sort(),
    );
    const result = await search({ text: token, availableBy: today });
    expect(result.items.find((item) => item.id === past.id)).toMatchObject({ isAvailable: false, availableNow: true });
  });

  it('keeps daily rates up to the maximum', async () => {
    const token = newToken();
    const cheap = await freelancer(token, { retribution: 450 });
    const exact = await freelancer(token, { retribution: 500 });
    await freelancer(token, { retribution: 800 });
    await freelancer(token, { retribution: null });
    const result = await search({ text: token, maxRetribution: 500 });
    expect(ids(result).sort()).toEqual([cheap.id, exact.id].sort());
  });

  it('keeps freelancers within the radius, nearest first at equal rank, with their distance', async () => {
    const token = newToken();
    const place = (city: string, latitude: number, longitude: number) => ({
      location: { street: null, zipCode: null, city, state: null, countryIso: 'FR', point: { latitude, longitude } },
      latitude,
      longitude,
    });
    const versailles = await freelancer(token, place('Versailles', 48.8049, 2.1204));
    const paris = await freelancer(token, place('Paris', 48.8606, 2.3376));
    await freelancer(token, place('Lyon', 45.764, 4.8357));
    await freelancer(token);
    const result = await search({
      text: token,
      location: { latitude: 48.8566, longitude: 2.3522, radiusKm: 30, label: 'Paris' },
    });
    expect(ids(result)).toEqual([paris.id, versailles.id]);
    expect(result.items[0]).toMatchObject({ city: 'Paris' });
    expect(result.items[0]!.distanceKm).toBeLessThan(2);
    expect(result.items[1]!.distanceKm).toBeGreaterThan(15);
    expect(result.items[1]!.distanceKm).toBeLessThan(20);
    expect((await search({ text: token })).items.every((item) => item.distanceKm === null)).toBe(true);
    const wide = await search({ text: token, location: { latitude: 48.8566, longitude: 2.3522, radiusKm: 500 } });
    expect(wide.count).toBe(3);
  });

  it('keeps the workplace asked and those without preference', async () => {
    const token = newToken();
    const remote = await freelancer(token, { prefWorkplace: 'remote' });
    const indifferent = await freelancer(token, { prefWorkplace: 'none' });
    await freelancer(token, { prefWorkplace: 'onSite' });
    await freelancer(token, { prefWorkplace: null });
    expect(ids(await search({ text: token, workplace: 'remote' })).sort()).toEqual([remote.id, indifferent.id].sort());
  });

  it('leaves banned and out-of-scope freelancers out unless asked for', async () => {
    const token = newToken();
    const fresh = await freelancer(token, { status: 'new' });
    const validated = await freelancer(token, { status: 'validated' });
    const banned = await freelancer(token, { status: 'banned' });
    const wrongScope = await freelancer(token, { status: 'wrongScope' });
    expect(ids(await search({ text: token })).sort()).toEqual([fresh.id, validated.id].sort());
    expect(ids(await search({ text: token, statuses: ['banned', 'wrongScope'] })).sort()).toEqual(
      [banned.id, wrongScope.id].sort(),
    );
    const result = await search({ text: token, statuses: ['banned'] });
    expect(result.items[0]).toMatchObject({ id: banned.id, status: 'banned' });
  });

  it('keeps profile scores from the minimum', async () => {
    const token = newToken();
    const high = await freelancer(token, { profileScore: 80 });
    const edge = await freelancer(token, { profileScore: 60 });
    await freelancer(token, { profileScore: 59 });
    expect(ids(await search({ text: token, minProfileScore: 60 }))).toEqual([high.id, edge.id]);
  });

  it('keeps the qualifications asked, notAssessed for freelancers without one', async () => {
    const token = newToken();
    const qualified = await freelancer(token, { qualification: 'qualified', profileScore: 40 });
    const pending = await freelancer(token, { qualification: 'pending', profileScore: 30 });
    const disqualified = await freelancer(token, { qualification: 'disqualified', profileScore: 20 });
    const fresh = await freelancer(token, { profileScore: 10 });
    expect(ids(await search({ text: token, qualifications: ['qualified'] }))).toEqual([qualified.id]);
    expect(ids(await search({ text: token, qualifications: ['pending', 'notAssessed'] }))).toEqual([
      pending.id,
      fresh.id,
    ]);
    expect(ids(await search({ text: token, qualifications: ['notAssessed'] }))).toEqual([fresh.id]);
    // None asked (or an empty list): everyone, assessed or not, each with their verdict.
    const all = await search({ text: token, qualifications: [] });
    expect(all.items.map((item) => [item.id, item.qualification])).toEqual([
      [qualified.id, 'qualified'],
      [pending.id, 'pending'],
      [disqualified.id, 'disqualified'],
      [fresh.id, null],
    ]);
  });

  it('hides the freelancers already matched to a mission', async () => {
    const token = newToken();
    const db = app.server.deps.db;
    const { company } = await makeCorporate(app);
    const [mission] = await db
      .insert(missions)
      .values({ hash: `h${token}`, companyId: company.id })
      .returning();
    const matched = await freelancer(token);
    const free = await freelancer(token);
    await db
      .insert(matches)
      .values({ missionId: mission!.id, freelanceId: Number(matched.id), status: 'teamMemberPreselection' });
    expect(ids(await search({ text: token, excludeMissionId: String(mission!.id) }))).toEqual([free.id]);
    expect((await search({ text: token })).count).toBe(2);
  });

  it('searches names, e-mails and taglines as plain text', async () => {
    const token = newToken();
    const db = app.server.deps.db;
    const named = await freelancer(token);
    await db
      .update(users)
      .set({ lastName: `Zorglub${token}` })
      .where(eq(users.id, named.userId));
    const tagged = await freelancer(token, { tagline: `Expert 100% ${token}` });
    expect(ids(await search({ text: `zorglub${token}` }))).toEqual([named.id]);
    expect(ids(await search({ text: named.email.toUpperCase() }))).toEqual([named.id]);
    expect(ids(await search({ text: `100% ${token}` }))).toEqual([tagged.id]);
    // % is a character, not a wildcard.
    expect((await search({ text: `1%0 ${token}` })).count).toBe(0);
    const item = (await search({ text: `zorglub${token}` })).items[0]!;
    expect(item).toMatchObject({ fullName: `Alex Zorglub${token}`, profilePictureUrl: null });
  });

  it('refuses filters that break their rules, naming the field', async () => {
    const field = async (filters: Record<string, unknown>) =>
      (await team.gql(SEARCH, { filters })).errors?.[0]?.extensions?.field;
    expect(await field({ minProfileScore: 101 })).toBe('minProfileScore');
    expect(await field({ location: { latitude: 48, longitude: 2, radiusKm: 0 } })).toBe('location');
    expect(await field({ skills: [{ skillId: '1', minYears: 40 }] })).toBe('skills');
    expect(await field({ maxRetribution: -5 })).toBe('maxRetribution');
    // An unknown verdict never reaches the service: the input's enum refuses it.
    expect((await team.gql(SEARCH, { filters: { qualifications: ['frozen'] } })).errors).toBeDefined();
    expect((await team.gql(SEARCH, { filters: { qualification: 'qualified' } })).errors).toBeDefined();
  });
});

describe('telescope pages', () => {
  it('gives 25, 50 or 100 a page with the whole count', async () => {
    const token = newToken();
    for (let i = 0; i < 30; i += 1) await freelancer(token, { profileScore: i });
    const first = await search({ text: token });
    expect(first.count).toBe(30);
    expect(first.items).toHaveLength(25);
    expect(first.items[0]!.profileScore).toBe(29);
    const second = await search({ text: token }, { offset: 25, limit: 25 });
    expect(second.items.map((item) => item.profileScore)).toEqual([4, 3, 2, 1, 0]);
    expect((await search({ text: token }, { limit: 50 })).items).toHaveLength(30);
    const beyond = await search({ text: token }, { offset: 100 });
    expect(beyond).toEqual({ count: 30, items: [], requestedSkills: [] });
    const wrong = await team.gql(SEARCH, { filters: { text: token }, limit: 10 });
    expect(errorCode(wrong)).toBe(400);
    expect(wrong.errors?.[0]?.extensions?.field).toBe('limit');
  });

  it('runs from the repository with numeric ids, as the benchmark calls it', async () => {
    const token = newToken();
    const one = await freelancer(token, {}, { Python: 7 });
    const result = await searchFreelances(
      app.server.deps.db,
      { text: token, skills: [{ skillId: skillIds.Python!, minYears: 5 }] },
      { offset: 0, limit: 25 },
    );
    expect(result.count).toBe(1);
    expect(result.items[0]).toMatchObject({ id: Number(one.id), coveredSkillsCount: 1, coveredYears: 7 });
  });
});
