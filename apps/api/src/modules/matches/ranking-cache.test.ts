import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeCorporate, makeFreelancer, makeTeamMember, signedIn } from '../../testing/factories';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { freelances } from '../freelancers/freelancers.tables';
import { freelanceSkills } from '../freelancers/profile.tables';
import { insertMission, replaceMissionSkills } from '../missions/missions.repository';
import { skills } from '../skills/skills.tables';
import { insertMatch } from './matches.repository';
import { RANKING_TTL_MS, rankingCacheOf } from './ranking-cache';

/*
 * The matching view's ranking cache (ranking-cache.ts): a mission's ranked list is kept at most
 * RANKING_TTL_MS; whoever is matched, banned or turned pre-user since leaves the list at the next
 * read; a change of the mission's skills ranks anew at once; a freelancer's own profile change shows
 * once the entry has expired.
 */

let app: TestApp;
let team: TestClient;
let companyId: number;
const skillIds: Record<string, number> = {};

beforeAll(async () => {
  app = await createTestApp();
  team = await signedIn(app, (await makeTeamMember(app)).user.email);
  ({
    company: { id: companyId },
  } = await makeCorporate(app, 'admin', 'Cache SA'));
  const rows = await app.server.deps.db
    .select({ id: skills.id, name: skills.name })
    .from(skills)
    .where(inArray(skills.name, ['Python', 'Rust', 'SQL', 'Kubernetes', 'React']));
  for (const row of rows) skillIds[row.name] = row.id;
});
afterAll(() => app?.stop());
afterEach(() => vi.restoreAllMocks());

async function freelancer(held: Record<string, number>, profileScore: number) {
  const db = app.server.deps.db;
  const { freelance } = await makeFreelancer(app, 'validated');
  await db.update(freelances).set({ isAvailable: true, profileScore }).where(eq(freelances.id, freelance.id));
  await db.insert(freelanceSkills).values(
    Object.entries(held).map(([name, duration]) => ({
      freelanceId: freelance.id,
      skillId: skillIds[name]!,
      duration,
    })),
  );
  return freelance.id;
}

async function mission(wanted: string[]) {
  const db = app.server.deps.db;
  const row = await insertMission(db, {
    hash: `cache-${Math.random().toString(36).slice(2)}`,
    companyId,
    status: 'seeking',
    title: 'Mission du cache',
  });
  await replaceMissionSkills(
    db,
    row.id,
    wanted.map((name) => ({ skillId: skillIds[name]!, primary: true, yearsRequired: null })),
  );
  return row.id;
}

async function recommended(missionId: number, page: { offset?: number; limit?: number } = {}) {
  const response = await team.gql(
    `query($m: ID!, $o: Int, $l: Int) { recommendedFreelances(missionId: $m, offset: $o, limit: $l) {
      freelance { id fullName } evaluation { score } match { id } } }`,
    { m: String(missionId), o: page.offset ?? 0, l: page.limit ?? 20 },
  );
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  const rows = (response.data?.recommendedFreelances ?? []) as { freelance: { id: string } }[];
  return rows.map((r) => Number(r.freelance.id));
}

const stats = () => ({ ...rankingCacheOf(app.server.deps.db).stats });

describe('the ranking cache of recommendedFreelances', () => {
  let missionId: number;
  const ids: number[] = [];

  beforeAll(async () => {
    missionId = await mission(['Python']);
    // Profile scores 90, 80, ... 30: the ranking's order, every other criterion being equal.
    for (let i = 0; i < 7; i++) ids.push(await freelancer({ Python: 5 }, 90 - i * 10));
  });

  it('serves the same list from the cache, page by page', async () => {
    const before = stats();
    const first = await recommended(missionId);
    expect(first).toEqual(ids);
    expect(await recommended(missionId)).toEqual(ids);
    expect(await recommended(missionId, { offset: 2, limit: 3 })).toEqual(ids.slice(2, 5));
    expect(stats()).toEqual({ hits: before.hits + 2, misses: before.misses + 1 });
  });

  it('leaves out at once a freelancer matched, banned or back to pre-user since', async () => {
    const db = app.server.deps.db;
    await recommended(missionId);
    const before = stats();
    await insertMatch(db, { missionId, freelanceId: ids[0]!, status: 'teamMemberPreselection' });
    expect(await recommended(missionId)).toEqual(ids.slice(1));
    await db.update(freelances).set({ status: 'banned' }).where(eq(freelances.id, ids[1]!));
    await db.update(freelances).set({ preUser: true }).where(eq(freelances.id, ids[2]!));
    expect(await recommended(missionId)).toEqual(ids.slice(3));
    expect(await recommended(missionId, { offset: 1, limit: 2 })).toEqual(ids.slice(4, 6));
    // Served from the cached list, re-checked: no ranking ran.
    expect(stats()).toEqual({ hits: before.hits + 3, misses: before.misses });
    await db.delete(freelances).where(eq(freelances.id, ids[3]!));
    expect(await recommended(missionId)).toEqual(ids.slice(4));
  });

  it('ranks anew at once when the mission changes', async () => {
    const other = await mission(['Rust']);
    const rustacean = await freelancer({ Rust: 3 }, 50);
    expect(await recommended(other)).toEqual([rustacean]);
    const before = stats();
    const sqlPerson = await freelancer({ SQL: 3 }, 60);
    await replaceMissionSkills(app.server.deps.db, other, [
      { skillId: skillIds.Rust!, primary: true, yearsRequired: null },
      { skillId: skillIds.SQL!, primary: true, yearsRequired: null },
    ]);
    expect(await recommended(other)).toEqual([sqlPerson, rustacean]);
    expect(stats().misses).toBe(before.misses + 1);
  });

  it(`shows a freelancer's own profile change after ${RANKING_TTL_MS / 1000} s at most`, async () => {
    const other = await mission(['Kubernetes']);
    const early = await freelancer({ Kubernetes: 2 }, 40);
    expect(await recommended(other)).toEqual([early]);
    // A freelancer who adds the skill afterwards: the cached list does not know them yet...
    const late = await freelancer({ React: 2 }, 70);
    await app.server.deps.db
      .insert(freelanceSkills)
      .values({ freelanceId: late, skillId: skillIds.Kubernetes!, duration: 4 });
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + RANKING_TTL_MS - 1_000);
    expect(await recommended(other)).toEqual([early]);
    // ...until the entry expires.
    vi.spyOn(Date, 'now').mockReturnValue(now + RANKING_TTL_MS + 1_000);
    expect(await recommended(other)).toEqual([late, early]);
  });
});
