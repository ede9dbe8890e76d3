import type { FreelanceFacts, MissionFacts } from '@orbite/domain/matching';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';
import { idArray, isRowId, statement } from '../../db/statements';
import { companySettings } from '../companies/companies.tables';
import { freelances } from '../freelancers/freelancers.tables';
import { missions } from '../missions/missions.tables';
import { users } from '../users/users.tables';
import { type MatchRow, matches } from './matches.tables';
import { eligibleForMission } from './matching.repository';

export async function findMatchById(db: DbOrTx, id: number): Promise<MatchRow | null> {
  if (!isRowId(id)) return null;
  const [row] = await db.select().from(matches).where(eq(matches.id, id));
  return row ?? null;
}

export async function lockMatch(db: DbOrTx, id: number): Promise<MatchRow | null> {
  if (!isRowId(id)) return null;
  const [row] = await db.select().from(matches).where(eq(matches.id, id)).for('update');
  return row ?? null;
}

/** The match of a mission and a freelancer; `lock` holds it for the rest of the transaction. */
export async function findMatchOf(
  db: DbOrTx,
  missionId: number,
  freelanceId: number,
  lock = false,
): Promise<MatchRow | null> {
  if (!isRowId(missionId) || !isRowId(freelanceId)) return null;
  const query = db
    .select()
    .from(matches)
    .where(and(eq(matches.missionId, missionId), eq(matches.freelanceId, freelanceId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A freelancer's matches on some missions, in one query (their match on each mission of a list). */
export function matchesOfFreelanceOn(
  db: DbOrTx,
  freelanceId: number,
  missionIds: readonly number[],
): Promise<MatchRow[]> {
  const valid = [...new Set(missionIds.filter(isRowId))];
  if (!isRowId(freelanceId) || valid.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(matches)
    .where(and(eq(matches.freelanceId, freelanceId), inArray(matches.missionId, valid)));
}

export async function insertMatch(db: DbOrTx, match: typeof matches.$inferInsert): Promise<MatchRow> {
  const [row] = await db.insert(matches).values(match).returning();
  return row!;
}

export async function updateMatch(
  db: DbOrTx,
  id: number,
  patch: Partial<typeof matches.$inferInsert>,
): Promise<MatchRow> {
  const [row] = await db
    .update(matches)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(matches.id, id))
    .returning();
  return row!;
}

export function listMatchesOfMission(db: DbOrTx, missionId: number): Promise<MatchRow[]> {
  return db.select().from(matches).where(eq(matches.missionId, missionId)).orderBy(desc(matches.updatedAt));
}

export function listMatchesOfFreelance(db: DbOrTx, freelanceId: number): Promise<MatchRow[]> {
  return db.select().from(matches).where(eq(matches.freelanceId, freelanceId)).orderBy(desc(matches.updatedAt));
}

export async function countMatches(
  db: DbOrTx,
  missionId: number,
  where: { statuses?: readonly string[]; selected?: boolean },
): Promise<number> {
  const conditions = [eq(matches.missionId, missionId)];
  if (where.statuses) conditions.push(inArray(matches.status, [...where.statuses]));
  if (where.selected !== undefined) conditions.push(eq(matches.selected, where.selected));
  const [row] = await db
    .select({ value: count() })
    .from(matches)
    .where(and(...conditions));
  return row?.value ?? 0;
}

export interface MissionMatchCounts {
  /** Presented to the client, not chosen to be met yet. */
  presented: number;
  /** Chosen by the client to be met. */
  selected: number;
  /** With a meeting booked and not held yet. */
  meetingsBooked: number;
  confirmed: number;
}

/** What waits on the client in each mission's running, in one query for a list of missions. */
export async function matchCountsByMission(
  db: DbOrTx,
  missionIds: readonly number[],
): Promise<Map<number, MissionMatchCounts>> {
  const valid = [...new Set(missionIds.filter(isRowId))];
  if (valid.length === 0) return new Map();
  const rows = await selectRows<{
    mission_id: number;
    presented: number;
    selected: number;
    booked: number;
    confirmed: number;
  }>(
    db,
    sql`
      select m.mission_id,
        count(*) filter (where m.status = 'corporateValidation' and not m.selected)::int as presented,
        count(*) filter (where m.status = 'corporateValidation' and m.selected)::int as selected,
        count(*) filter (where m.status = 'corporateValidation' and exists (
          select 1 from meetings x where x.match_id = m.id and x.status = 'booked'))::int as booked,
        count(*) filter (where m.status = 'corporateConfirmed')::int as confirmed
      from matches m
      where m.mission_id in (${sql.join(valid, sql`, `)})
      group by m.mission_id
    `,
  );
  return new Map(
    rows.map((row) => [
      Number(row.mission_id),
      {
        presented: Number(row.presented),
        selected: Number(row.selected),
        meetingsBooked: Number(row.booked),
        confirmed: Number(row.confirmed),
      },
    ]),
  );
}

/** The missions among `missionIds` that already have a confirmed freelancer. */
export async function missionsWithConfirmedMatch(db: DbOrTx, missionIds: readonly number[]): Promise<Set<number>> {
  const valid = [...new Set(missionIds.filter(isRowId))];
  if (valid.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ missionId: matches.missionId })
    .from(matches)
    .where(and(inArray(matches.missionId, valid), eq(matches.status, 'corporateConfirmed')));
  return new Set(rows.map((row) => row.missionId));
}

export interface MissionFactsRow extends MissionFacts {
  latitude: number | null;
  longitude: number | null;
}

/** The facts of a mission the matching rules read. */
export async function missionFacts(db: DbOrTx, missionId: number): Promise<MissionFactsRow | null> {
  return (await missionFactsMany(db, [missionId])).get(missionId) ?? null;
}

type MissionSkillFact = MissionFacts['skills'][number];

/** A json column as node-postgres (parsed) or another driver (text) gives it. */
const parsedJson = <T>(value: T | string | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** The columns the rules read, the company's structure and the skills asked for (mandatory first, then by position). */
const missionFactColumns = () => ({
  id: missions.id,
  companyId: missions.companyId,
  startDate: missions.startDate,
  maxWeeksAfterStart: missions.maxWeeksAfterStart,
  retribution: missions.retribution,
  workplace: missions.workplace,
  workingTime: missions.workingTime,
  durationInDays: missions.durationInDays,
  experienceLevel: missions.experienceLevel,
  latitude: missions.latitude,
  longitude: missions.longitude,
  // One settings row per company at most (its primary key): the structure comes in the same statement.
  companyStructure: companySettings.structure,
  // Written out: Drizzle leaves the table out of a column's name when a select has a single table.
  skills: sql<MissionSkillFact[] | string | null>`(select json_agg(json_build_object(
      'skillId', ms.skill_id, 'name', s.name, 'primary', ms."primary", 'yearsRequired', ms.years_required)
      order by ms."primary" desc, ms.position asc)
    from mission_skills ms join skills s on s.id = ms.skill_id where ms.mission_id = "missions"."id")`,
});

const missionFactsOf = <R extends { skills: MissionSkillFact[] | string | null; companyStructure: string | null }>({
  skills: required,
  ...mission
}: R) => ({ ...mission, skills: parsedJson(required) ?? [], companyStructure: mission.companyStructure || null });

/** The facts of many missions in one statement (the explore page weighs up to 200). */
export async function missionFactsMany(db: DbOrTx, ids: readonly number[]): Promise<Map<number, MissionFactsRow>> {
  const valid = [...new Set(ids.filter(isRowId))];
  if (valid.length === 0) return new Map();
  const rows = await db
    .select(missionFactColumns())
    .from(missions)
    .leftJoin(companySettings, eq(companySettings.companyId, missions.companyId))
    .where(inArray(missions.id, valid));
  return new Map(rows.map((row) => [row.id, missionFactsOf(row)]));
}

/**
 * A mission's facts and, in the same statement, which of `candidateIds` the ranking would still
 * propose (`eligible`, the ranking's own rule, over freelances `f`): the re-check of a cached ranking.
 * `live` is null when no candidate is given.
 */
/**
 * The mission's facts, with the given candidates still eligible (`live`), in one statement built once for each
 * kind of reading (drizzle builds a statement of this width in 0.1-0.4 ms, the matching's hot path): without
 * candidates, with every candidate, with those not yet matched.
 */
const missionFactsQuery = (candidates: 'none' | 'all' | 'unmatched', name: string) =>
  statement((db: DbOrTx) =>
    db
      .select({
        ...missionFactColumns(),
        live:
          candidates === 'none'
            ? sql<null>`null`
            : sql<number[] | string | null>`(select json_agg(f.id) from freelances f
            where f.id = any(${sql.placeholder('ids')}::int[])
              and ${eligibleForMission(sql.placeholder('missionId'), candidates === 'unmatched')})`,
      })
      .from(missions)
      .leftJoin(companySettings, eq(companySettings.companyId, missions.companyId))
      .where(eq(missions.id, sql.placeholder('missionId')))
      .prepare(name),
  );

const missionFactsQueries = {
  none: missionFactsQuery('none', 'matching_mission_facts'),
  all: missionFactsQuery('all', 'matching_mission_facts_live'),
  unmatched: missionFactsQuery('unmatched', 'matching_mission_facts_live_unmatched'),
};

export async function missionFactsWithLiveCandidates(
  db: DbOrTx,
  missionId: number,
  candidateIds: readonly number[] | null,
  excludeMatched: boolean,
): Promise<{ facts: MissionFactsRow; live: number[] | null } | null> {
  if (!isRowId(missionId)) return null;
  const query = candidateIds ? missionFactsQueries[excludeMatched ? 'unmatched' : 'all'] : missionFactsQueries.none;
  const [row] = await query(db, { missionId, ids: idArray((candidateIds ?? []).filter(isRowId)) });
  if (!row) return null;
  const { live, ...facts } = row;
  return { facts: missionFactsOf(facts), live: candidateIds ? (parsedJson(live) ?? []) : null };
}

/** The matches of a mission with some freelancers (those of a page of recommendations). */
export function matchesOfMissionWith(db: DbOrTx, missionId: number, freelanceIds: readonly number[]) {
  const valid = [...new Set(freelanceIds.filter(isRowId))];
  if (!isRowId(missionId) || valid.length === 0) return Promise.resolve([] as MatchRow[]);
  return db
    .select()
    .from(matches)
    .where(and(eq(matches.missionId, missionId), inArray(matches.freelanceId, valid)));
}

export interface FreelanceFactsRow extends FreelanceFacts {
  id: number;
  status: string;
  preUser: boolean;
  latitude: number | null;
  longitude: number | null;
}

type FreelanceSkillFact = FreelanceFacts['skills'][number];

/** The columns the rules read (a whole row is some 55 columns, 20 to 200 times over), their skills included. */
const freelanceFactColumns = () => ({
  id: freelances.id,
  status: freelances.status,
  preUser: freelances.preUser,
  isAvailable: freelances.isAvailable,
  availabilityDate: freelances.availabilityDate,
  retribution: freelances.retribution,
  experienceInYears: freelances.experienceInYears,
  prefContract: freelances.prefContract,
  prefTime: freelances.prefTime,
  prefWorkplace: freelances.prefWorkplace,
  prefMobility: freelances.prefMobility,
  prefEnvironment: freelances.prefEnvironment,
  maxDistance: freelances.maxDistance,
  latitude: freelances.latitude,
  longitude: freelances.longitude,
  // Written out: Drizzle leaves the table out of a column's name when a select has a single table.
  skills: sql<FreelanceSkillFact[] | string | null>`(select json_agg(json_build_object(
      'skillId', fs.skill_id, 'duration', fs.duration, 'wished', fs.wished))
    from freelance_skills fs where fs.freelance_id = "freelances"."id")`,
});

const factsOf = <R extends { skills: FreelanceSkillFact[] | string | null }>({ skills, ...row }: R) => ({
  ...row,
  skills: parsedJson(skills) ?? [],
});

/** The facts of freelancers the matching rules read, their skills with them, in one statement. */
export async function freelanceFacts(db: DbOrTx, ids: readonly number[]): Promise<Map<number, FreelanceFactsRow>> {
  const valid = [...new Set(ids.filter(isRowId))];
  if (valid.length === 0) return new Map();
  const rows = await db.select(freelanceFactColumns()).from(freelances).where(inArray(freelances.id, valid));
  return new Map(rows.map((row) => [row.id, factsOf(row)]));
}

/** Built once per database and prepared: the matching view reads a page of freelancers on every call. */
const factsAndCardsQuery = statement((db: DbOrTx) =>
  db
    .select({
      ...freelanceFactColumns(),
      publicId: freelances.publicId,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profilePictureUrl: users.profilePictureUrl,
      tagline: freelances.tagline,
      city: sql<string | null>`${freelances.location}->>'city'`,
      profileScore: freelances.profileScore,
    })
    .from(freelances)
    .innerJoin(users, eq(users.id, freelances.userId))
    // The ids as one array literal ('{1,2,3}'): one statement text, whatever the page size.
    .where(sql`${freelances.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('matching_freelance_facts_and_cards'),
);

/**
 * What the matching view shows of each freelancer it proposes, in one statement: the facts the rules
 * explain the fit with and the card (name, picture, tagline, city...).
 */
export async function freelanceFactsAndCards(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, { facts: FreelanceFactsRow; card: FreelanceCardRow }>> {
  const valid = [...new Set(ids.filter(isRowId))];
  if (valid.length === 0) return new Map();
  const rows = await factsAndCardsQuery(db, { ids: idArray(valid) });
  return new Map(
    rows.map((row) => {
      const facts = factsOf(row);
      const card: FreelanceCardRow = {
        id: row.id,
        publicId: row.publicId,
        userId: row.userId,
        firstName: row.firstName,
        lastName: row.lastName,
        profilePictureUrl: row.profilePictureUrl,
        tagline: row.tagline,
        retribution: row.retribution,
        experienceInYears: row.experienceInYears,
        isAvailable: row.isAvailable,
        availabilityDate: row.availabilityDate,
        city: row.city,
        status: row.status,
        preUser: row.preUser,
        profileScore: row.profileScore,
      };
      return [row.id, { facts, card }];
    }),
  );
}

/**
 * Missions open to applications that ask for at least one of the freelancer's skills, with how many
 * of their mandatory skills the freelancer holds: the candidates of "recommended for me".
 */
export async function seekingMissionsForFreelance(db: DbOrTx, freelanceId: number, limit: number): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`
    select m.id
    from missions m
    join mission_skills ms on ms.mission_id = m.id
    join freelance_skills fs on fs.skill_id = ms.skill_id and fs.freelance_id = ${freelanceId}
    where m.status = 'seeking'
    group by m.id
    order by count(*) filter (where ms."primary") desc, count(*) desc, m.start_date asc nulls last, m.id desc
    limit ${limit}
  `,
  );
  return rows.map((row) => Number(row.id));
}

export interface FreelanceCardRow {
  id: number;
  publicId: string;
  userId: number;
  firstName: string;
  lastName: string;
  profilePictureUrl: string | null;
  tagline: string | null;
  retribution: number | null;
  experienceInYears: number | null;
  isAvailable: boolean;
  availabilityDate: string | null;
  city: string | null;
  status: string;
  preUser: boolean;
  profileScore: number;
}

/** What a match card shows of each freelancer, in one query. */
export async function freelanceCards(db: DbOrTx, ids: readonly number[]): Promise<Map<number, FreelanceCardRow>> {
  const valid = [...new Set(ids.filter(isRowId))];
  if (valid.length === 0) return new Map();
  const rows = await db
    .select({
      id: freelances.id,
      publicId: freelances.publicId,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profilePictureUrl: users.profilePictureUrl,
      tagline: freelances.tagline,
      retribution: freelances.retribution,
      experienceInYears: freelances.experienceInYears,
      isAvailable: freelances.isAvailable,
      availabilityDate: freelances.availabilityDate,
      city: sql<string | null>`${freelances.location}->>'city'`,
      status: freelances.status,
      preUser: freelances.preUser,
      profileScore: freelances.profileScore,
    })
    .from(freelances)
    .innerJoin(users, eq(users.id, freelances.userId))
    .where(inArray(freelances.id, valid));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The name of the freelancer of each match, for the lists of the client and the team. */
export async function freelanceNames(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, { firstName: string; lastName: string; publicId: string; userId: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: freelances.id,
      publicId: freelances.publicId,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(freelances)
    .innerJoin(users, eq(users.id, freelances.userId))
    .where(inArray(freelances.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}
