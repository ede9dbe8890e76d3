import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate } from '../../testing/factories';
import { errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { freelances } from '../freelancers/freelancers.tables';
import { freelanceSkills } from '../freelancers/profile.tables';
import { matches } from '../matches/matches.tables';
import { missions } from '../missions/missions.tables';
import { skills } from '../skills/skills.tables';
import { users } from '../users/users.tables';
import {
  freelancer,
  ids,
  makeTelescopeWorld,
  newToken,
  type Patch,
  SEARCH,
  search,
  type TelescopeWorld,
} from './telescope.fixtures';
import { searchFreelances } from './telescope.repository';

// Searches by skills, and their pages (the other filters: telescope-filters.test.ts).

let world: TelescopeWorld;
let app: TestApp;
let team: TestClient;

beforeAll(async () => {
  world = await makeTelescopeWorld();
  ({ app, team } = world);
});
afterAll(() => app?.stop());

describe('telescope skills', () => {
  it('requires every skill by default, with its minimum years, and orders by coverage, years, score', async () => {
    const token = newToken();
    const a = await freelancer(world, token, { profileScore: 10 }, { React: 5, TypeScript: 3 });
    const b = await freelancer(world, token, { profileScore: 50 }, { React: 2, TypeScript: 8 });
    const c = await freelancer(world, token, { profileScore: 10 }, { React: 6 });
    const e = await freelancer(world, token, { profileScore: 90 }, { React: 6, Python: 4 });
    await freelancer(world, token, {}, { Python: 10 });
    const wanted = [
      { skillId: String(world.skillIds.React), minYears: 3 },
      { skillId: String(world.skillIds.TypeScript) },
    ];

    const all = await search(world, { text: token, skills: wanted });
    expect(ids(all)).toEqual([a.id]);
    expect(all.count).toBe(1);
    expect(all.items[0]).toMatchObject({ coveredSkillsCount: 2, coveredYears: 8 });
    expect(all.requestedSkills).toEqual([
      { id: String(world.skillIds.React), name: 'React' },
      { id: String(world.skillIds.TypeScript), name: 'TypeScript' },
    ]);

    const any = await search(world, { text: token, skills: wanted, skillMode: 'any' });
    expect(ids(any)).toEqual([a.id, b.id, e.id, c.id]);
    expect(any.items.find((item) => item.id === b.id)?.matchedSkills).toEqual([
      { skillId: String(world.skillIds.React), name: 'React', years: 2, minYears: 3, covered: false },
      { skillId: String(world.skillIds.TypeScript), name: 'TypeScript', years: 8, minYears: 0, covered: true },
    ]);
    // Without skills, the profile score orders.
    const none = await search(world, { text: token });
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
    for (const row of rows) world.skillIds[row.name] = row.id;
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
    const a = await freelancer(world, token, { profileScore: 10 }, { [first]: 5, [second]: 3 });
    const b = await freelancer(world, token, { profileScore: 50, status: 'new' }, { [first]: 2, [second]: 8 });
    const f = await freelancer(world, token, { profileScore: 30 }, { [first]: 4, [second]: 4 });
    await freelancer(world, token, { status: 'banned' }, { [first]: 9, [second]: 9 });
    await freelancer(world, token, {}, { [first]: 9 });
    const gone = await freelancer(world, token, { profileScore: 99 }, { [first]: 9, [second]: 9 });
    await app.server.deps.db.update(users).set({ anonymizedAt: new Date() }).where(eq(users.id, gone.userId));
    const both = [first, second].map((name) => ({ skillId: String(world.skillIds[name]) }));

    // Years first (b 10), then the score at equal years (f 30 before a 10).
    let result = await search(world, { skills: both });
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
    result = await search(world, { skills: both });
    expect(ids(result)).toEqual([b.id, a.id]);
    expect(await copies(f.id)).toEqual([
      { status: 'wrongScope', score: 30 },
      { status: 'wrongScope', score: 30 },
    ]);
    expect(ids(await search(world, { skills: both, statuses: ['wrongScope'] }))).toEqual([f.id]);

    // The same answers as the search that reads every holder's freelancer (here for its text filter).
    for (const filters of [
      { skills: both },
      { skills: both, skillMode: 'any' },
      { skills: both, statuses: ['banned'] },
    ])
      expect(await search(world, filters)).toEqual(await search(world, { ...filters, text: token }));
    const any = await search(world, { skills: both, skillMode: 'any' });
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
    expect(ids(await search(world, forMission))).toEqual([a.id]);
    expect(await search(world, forMission)).toEqual(await search(world, { ...forMission, text: token }));
  });

  it('copies the freelancer onto skills written later, and keeps the copies whatever writes them', async () => {
    const { token, first } = await ownSkills();
    const one = await freelancer(world, token, { profileScore: 20, status: 'new' });
    await setFreelance(one.id, { status: 'validated', profileScore: 35 });
    await app.server.deps.db
      .insert(freelanceSkills)
      .values({ freelanceId: Number(one.id), skillId: world.skillIds[first]! });
    expect(await copies(one.id)).toEqual([{ status: 'validated', score: 35 }]);
    // A write of the copies themselves is overruled by the freelancer's own values.
    await app.server.deps.db
      .update(freelanceSkills)
      .set({ freelanceStatus: 'banned', freelanceProfileScore: 0 })
      .where(eq(freelanceSkills.freelanceId, Number(one.id)));
    expect(await copies(one.id)).toEqual([{ status: 'validated', score: 35 }]);
    expect(ids(await search(world, { skills: [{ skillId: String(world.skillIds[first]) }] }))).toEqual([one.id]);
  });
});

describe('telescope pages', () => {
  it('gives 25, 50 or 100 a page with the whole count', async () => {
    const token = newToken();
    for (let i = 0; i < 30; i += 1) await freelancer(world, token, { profileScore: i });
    const first = await search(world, { text: token });
    expect(first.count).toBe(30);
    expect(first.items).toHaveLength(25);
    expect(first.items[0]!.profileScore).toBe(29);
    const second = await search(world, { text: token }, { offset: 25, limit: 25 });
    expect(second.items.map((item) => item.profileScore)).toEqual([4, 3, 2, 1, 0]);
    expect((await search(world, { text: token }, { limit: 50 })).items).toHaveLength(30);
    const beyond = await search(world, { text: token }, { offset: 100 });
    expect(beyond).toEqual({ count: 30, items: [], requestedSkills: [] });
    const wrong = await team.gql(SEARCH, { filters: { text: token }, limit: 10 });
    expect(errorCode(wrong)).toBe(400);
    expect(wrong.errors?.[0]?.extensions?.field).toBe('limit');
  });

  it('runs from the repository with numeric ids, as the benchmark calls it', async () => {
    const token = newToken();
    const one = await freelancer(world, token, {}, { Python: 7 });
    const result = await searchFreelances(
      app.server.deps.db,
      { text: token, skills: [{ skillId: world.skillIds.Python!, minYears: 5 }] },
      { offset: 0, limit: 25 },
    );
    expect(result.count).toBe(1);
    expect(result.items[0]).toMatchObject({ id: Number(one.id), coveredSkillsCount: 1, coveredYears: 7 });
  });
});
