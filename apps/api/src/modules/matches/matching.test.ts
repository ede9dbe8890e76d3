import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import type { FreelanceStatus } from '@orbite/domain/freelance-status';
import { distanceKm, evaluateMatch } from '@orbite/domain/matching';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCorporate, makeFreelancer } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { freelances } from '../freelancers/freelancers.tables';
import { freelanceSkills } from '../freelancers/profile.tables';
import { insertMission, replaceMissionSkills } from '../missions/missions.repository';
import type { missions } from '../missions/missions.tables';
import { skills } from '../skills/skills.tables';
import { insertMatch } from './matches.repository';
import { rankFreelancersForMission } from './matching.repository';
import { freelanceFacts, missionFacts } from './matching-facts.repository';

/*
 * The SQL ranking of the matching engine against the rules it implements: every freelancer it
 * returns has the score `evaluateMatch` gives, in the order score, profile score, id; and it returns
 * exactly the eligible freelancers holding a mandatory skill. The dataset walks every branch of the
 * score (skills met or short of years, availability met, partial or missed, rate under, within or
 * over the tolerance, distance with and without a maximum, remote, experience, rhythm, duration).
 */

let app: TestApp;
let companyId: number;
const skillIds: Record<string, number> = {};
const today = todayInParis();
const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const LYON = { latitude: 45.764, longitude: 4.8357 };
const VERSAILLES = { latitude: 48.8049, longitude: 2.1204 };

type FreelancePatch = Partial<typeof freelances.$inferInsert>;
type MissionPatch = Partial<typeof missions.$inferInsert>;

beforeAll(async () => {
  app = await createTestApp();
  const rows = await app.server.deps.db
    .select({ id: skills.id, name: skills.name })
    .from(skills)
    .where(inArray(skills.name, ['Python', 'Apache Spark', 'SQL', 'dbt', 'React', 'Kubernetes']));
  for (const row of rows) skillIds[row.name] = row.id;
  ({
    company: { id: companyId },
  } = await makeCorporate(app, 'admin', 'Matching SA'));
});
afterAll(() => app?.stop());

async function freelancer(patch: FreelancePatch, held: Record<string, number | null>) {
  const db = app.server.deps.db;
  const { freelance } = await makeFreelancer(app, (patch.status ?? 'validated') as FreelanceStatus);
  await db.update(freelances).set(patch).where(eq(freelances.id, freelance.id));
  const entries = Object.entries(held);
  if (entries.length)
    await db
      .insert(freelanceSkills)
      .values(entries.map(([name, duration]) => ({ freelanceId: freelance.id, skillId: skillIds[name]!, duration })));
  return freelance.id;
}

async function mission(patch: MissionPatch, wanted: [string, boolean, number | null][]) {
  const db = app.server.deps.db;
  const row = await insertMission(db, {
    hash: `matching-${Math.random().toString(36).slice(2)}`,
    companyId,
    status: 'seeking',
    title: 'Mission de test',
    ...patch,
  });
  await replaceMissionSkills(
    db,
    row.id,
    wanted.map(([name, primary, yearsRequired]) => ({ skillId: skillIds[name]!, primary, yearsRequired })),
  );
  return row.id;
}

/** The expected score of each freelancer, by the domain's rules, and their profile score (the tie-break). */
async function expectedScores(missionId: number, ids: number[]) {
  const db = app.server.deps.db;
  const facts = (await missionFacts(db, missionId))!;
  const people = await freelanceFacts(db, ids);
  const scores = new Map<number, number>();
  for (const [id, f] of people) {
    const distance =
      facts.latitude != null && facts.longitude != null && f.latitude != null && f.longitude != null
        ? distanceKm(
            { latitude: facts.latitude, longitude: facts.longitude },
            { latitude: f.latitude, longitude: f.longitude },
          )
        : null;
    scores.set(id, evaluateMatch(facts, f, distance, today).score);
  }
  const rows = ids.length
    ? await db
        .select({ id: freelances.id, profileScore: freelances.profileScore })
        .from(freelances)
        .where(inArray(freelances.id, ids))
    : [];
  const profileScores = new Map(rows.map((row) => [row.id, row.profileScore]));
  return { scores, profileScores };
}

const at = (point: { latitude: number; longitude: number }) => ({
  latitude: point.latitude,
  longitude: point.longitude,
});

describe('rankFreelancersForMission', () => {
  let missionId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    missionId = await mission(
      {
        startDate: addDays(today, 14),
        maxWeeksAfterStart: 2,
        durationInDays: 120,
        workingTime: 5,
        retribution: 600,
        experienceLevel: 'experienced',
        workplace: 'partialRemote',
        ...at(PARIS),
      },
      [
        ['Python', true, 5],
        ['Apache Spark', true, 3],
        ['SQL', false, null],
        ['dbt', false, 2],
      ],
    );
    const base: FreelancePatch = {
      isAvailable: true,
      retribution: 550,
      experienceInYears: 8,
      prefContract: 'fullTime',
      prefTime: 'long',
      prefWorkplace: 'partialRemote',
      prefMobility: 'region',
      profileScore: 60,
      ...at(PARIS),
    };
    const all = { Python: 8, 'Apache Spark': 5, SQL: 10, dbt: 3 };
    ids.perfect = await freelancer({ ...base, profileScore: 90 }, all);
    ids.perfectLowerProfile = await freelancer({ ...base, profileScore: 80 }, all);
    ids.shortOnYears = await freelancer(base, { Python: 3, 'Apache Spark': null, SQL: 2, dbt: 1 });
    ids.oneMandatory = await freelancer(base, { Python: 6 });
    ids.availableWithinWeeks = await freelancer(
      { ...base, isAvailable: false, availabilityDate: addDays(today, 14 + 10) },
      all,
    );
    ids.availableAtStart = await freelancer({ ...base, isAvailable: false, availabilityDate: addDays(today, 7) }, all);
    ids.availableTooLate = await freelancer({ ...base, isAvailable: false, availabilityDate: addDays(today, 90) }, all);
    ids.unavailable = await freelancer({ ...base, isAvailable: false, availabilityDate: null }, all);
    ids.rateWithinTolerance = await freelancer({ ...base, retribution: 650 }, all);
    ids.rateTooHigh = await freelancer({ ...base, retribution: 800 }, all);
    ids.noRate = await freelancer({ ...base, retribution: null }, all);
    ids.lyonCityOnly = await freelancer({ ...base, ...at(LYON), prefMobility: 'city' }, all);
    ids.lyonCountry = await freelancer({ ...base, ...at(LYON), prefMobility: 'country' }, all);
    ids.versaillesMax10 = await freelancer({ ...base, ...at(VERSAILLES), maxDistance: 10 }, all);
    ids.versaillesMax0City = await freelancer(
      { ...base, ...at(VERSAILLES), maxDistance: 0, prefMobility: 'city' },
      all,
    );
    ids.noLocation = await freelancer({ ...base, latitude: null, longitude: null }, all);
    ids.junior = await freelancer({ ...base, experienceInYears: 2 }, all);
    ids.noExperience = await freelancer({ ...base, experienceInYears: null }, all);
    ids.partTime = await freelancer({ ...base, prefContract: 'partTime', prefTime: 'short' }, all);
    ids.noPreferences = await freelancer({ ...base, prefContract: 'none', prefTime: null, prefMobility: null }, all);
    ids.newStatus = await freelancer({ ...base, status: 'new' }, { 'Apache Spark': 4, dbt: 2 });
    // Never ranked: no mandatory skill, or not proposable.
    ids.optionalOnly = await freelancer(base, { SQL: 10, dbt: 5 });
    ids.otherSkills = await freelancer(base, { React: 6, Kubernetes: 4 });
    ids.banned = await freelancer({ ...base, status: 'banned' }, all);
    ids.wrongScope = await freelancer({ ...base, status: 'wrongScope' }, all);
    ids.preUser = await freelancer({ ...base, preUser: true }, all);
  });

  it('gives every freelancer it returns the score of evaluateMatch, best first', async () => {
    const ranked = await rankFreelancersForMission(app.server.deps.db, missionId, { limit: 100 });
    const { scores, profileScores } = await expectedScores(
      missionId,
      ranked.map((r) => r.freelanceId),
    );
    for (const row of ranked)
      expect({ id: row.freelanceId, score: row.score }).toEqual({
        id: row.freelanceId,
        score: scores.get(row.freelanceId),
      });
    const expectedOrder = [...ranked].sort(
      (a, b) =>
        b.score - a.score ||
        profileScores.get(b.freelanceId)! - profileScores.get(a.freelanceId)! ||
        a.freelanceId - b.freelanceId,
    );
    expect(ranked.map((r) => r.freelanceId)).toEqual(expectedOrder.map((r) => r.freelanceId));
    expect(ranked[0]?.freelanceId).toBe(ids.perfect);
    expect(ranked[1]?.freelanceId).toBe(ids.perfectLowerProfile);
    expect(ranked.find((r) => r.freelanceId === ids.versaillesMax10)?.distanceKm).toBeCloseTo(
      distanceKm(PARIS, VERSAILLES),
      6,
    );
    // The scores spread: this dataset exercises more than one value of each criterion.
    expect(new Set(ranked.map((r) => r.score)).size).toBeGreaterThanOrEqual(6);
  });

  it('ranks the eligible holders of a mandatory skill, and only them', async () => {
    const ranked = await rankFreelancersForMission(app.server.deps.db, missionId, { limit: 100 });
    const returned = new Set(ranked.map((r) => r.freelanceId));
    const never = [ids.optionalOnly, ids.otherSkills, ids.banned, ids.wrongScope, ids.preUser];
    for (const id of never) expect(returned.has(id!)).toBe(false);
    const expected = Object.entries(ids)
      .filter(([, id]) => !never.includes(id))
      .map(([, id]) => id);
    expect([...returned].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
  });

  it('pages through the same order and leaves out freelancers already in the running', async () => {
    const db = app.server.deps.db;
    const all = await rankFreelancersForMission(db, missionId, { limit: 100 });
    const page = await rankFreelancersForMission(db, missionId, { limit: 5, offset: 3 });
    expect(page).toEqual(all.slice(3, 8));
    // Small pages prune the candidates by a score floor: whatever the page, the same rows as the full ranking.
    for (let limit = 1; limit <= all.length; limit += 2) {
      expect(await rankFreelancersForMission(db, missionId, { limit })).toEqual(all.slice(0, limit));
      expect(await rankFreelancersForMission(db, missionId, { limit: 2, offset: limit })).toEqual(
        all.slice(limit, limit + 2),
      );
    }
    await insertMatch(db, { missionId, freelanceId: ids.perfect!, status: 'teamMemberPreselection' });
    const fresh = await rankFreelancersForMission(db, missionId, { limit: 100, excludeMatched: true });
    expect(fresh.map((r) => r.freelanceId)).toEqual(all.map((r) => r.freelanceId).filter((id) => id !== ids.perfect));
  });

  it('agrees with evaluateMatch on a remote mission with no rate, level or rhythm', async () => {
    const remote = await mission(
      {
        startDate: null,
        workplace: 'remote',
        retribution: null,
        experienceLevel: 'junior',
        workingTime: null,
        durationInDays: 30,
      },
      [
        ['Python', true, null],
        ['Kubernetes', true, 7],
        ['React', false, 1],
      ],
    );
    const ranked = await rankFreelancersForMission(app.server.deps.db, remote, { limit: 100 });
    expect(ranked.length).toBeGreaterThan(15);
    const { scores } = await expectedScores(
      remote,
      ranked.map((r) => r.freelanceId),
    );
    for (const row of ranked)
      expect([row.freelanceId, row.score]).toEqual([row.freelanceId, scores.get(row.freelanceId)]);
    expect(ranked.map((r) => r.score)).toEqual([...ranked.map((r) => r.score)].sort((a, b) => b - a));
    expect(ranked.find((r) => r.freelanceId === ids.otherSkills)).toBeDefined();
  });
});
