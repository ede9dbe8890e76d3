import type { FreelanceFacts, MissionFacts } from '@orbite/domain/matching';
import { eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';
import { idArray, isRowId, statement } from '../../db/statements';
import { companySettings } from '../companies/companies.tables';
import { freelances } from '../freelancers/freelancers.tables';
import { missions } from '../missions/missions.tables';
import { users } from '../users/users.tables';
import { eligibleForMission } from './matching.repository';

// What the matching rules and the match cards read of missions and freelancers (the match rows themselves are in
// matches.repository.ts, the ranking's statement in matching.repository.ts).

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
    .select({ ...freelanceFactColumns(), ...cardColumns() })
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

/**
 * Every mission of one offer open to applications (the Connect page): those sharing the most skills with the
 * freelancer first, then the newest. Unlike `seekingMissionsForFreelance`, a mission sharing none is listed too.
 */
export async function seekingMissionsOfOffer(
  db: DbOrTx,
  freelanceId: number,
  offer: string,
  limit: number,
): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`
    select m.id
    from missions m
    left join mission_skills ms on ms.mission_id = m.id
    left join freelance_skills fs on fs.skill_id = ms.skill_id and fs.freelance_id = ${freelanceId}
    where m.status = 'seeking' and m.offer = ${offer}
    group by m.id
    order by count(fs.skill_id) filter (where ms."primary") desc, count(fs.skill_id) desc, m.created_at desc, m.id desc
    limit ${limit}
  `,
  );
  return rows.map((row) => Number(row.id));
}

/** The columns of a match card, over freelances joined with their users. */
const cardColumns = () => ({
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
});

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
    .select(cardColumns())
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
