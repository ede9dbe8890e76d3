import { todayInParis } from '@orbite/domain/calendar-day';
import type { FreelanceStatus } from '@orbite/domain/freelance-status';
import type { FreelanceQualification } from '@orbite/domain/qualification';
import { boundingBox, type TelescopeFilters, telescopeStatusesOf } from '@orbite/domain/telescope';
import { type AnyColumn, and, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type DbOrTx, selectRows } from '../../db/client';
import { selectNamedRows } from '../../db/statements';
import { freelances } from '../freelancers/freelancers.tables';
import { freelanceSkills } from '../freelancers/profile.tables';
import { matches } from '../matches/matches.tables';
import { skills } from '../skills/skills.tables';
import { users } from '../users/users.tables';

/**
 * Telescope reads freelancers, their users, skills and matches in one SQL statement: a read model
 * over the tables of those modules, never a writer (see docs/decisions.md).
 */

/** The filters searchFreelances reads; ids may be numbers or the strings GraphQL gives. */
export type SearchFilters = Omit<TelescopeFilters, 'skills' | 'excludeMissionId'> & {
  skills?: { skillId: string | number; minYears?: number | null }[] | null;
  excludeMissionId?: string | number | null;
};

export interface MatchedSkill {
  skillId: number;
  name: string;
  /** The freelancer's years on it (null when not said). */
  years: number | null;
  /** The minimum the search asked for (0 when none). */
  minYears: number;
  /** Years at least the minimum: the skill counts as covered. */
  covered: boolean;
}

export interface TelescopeResultRow {
  id: number;
  publicId: string;
  firstName: string;
  lastName: string;
  profilePictureUrl: string | null;
  tagline: string | null;
  retribution: number | null;
  isAvailable: boolean;
  availabilityDate: string | null;
  city: string | null;
  /** Only when the search has a location. */
  distanceKm: number | null;
  status: FreelanceStatus;
  profileScore: number;
  preUser: boolean;
  /** The team's verdict, null until assessed. */
  qualification: FreelanceQualification | null;
  /** Requested skills covered (held with at least the minimum years). */
  coveredSkillsCount: number;
  /** Years summed over the covered skills. */
  coveredYears: number;
  /** The requested skills the freelancer holds, in the order asked. */
  matchedSkills: MatchedSkill[];
}

export interface SearchPage {
  offset: number;
  limit: number;
  /** 'YYYY-MM-DD' in Paris; an availability date before it is already past. Defaults to today. */
  today?: string;
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km from a point to the freelancer's, by the haversine formula. */
function distanceSql(latitude: number, longitude: number): SQL {
  const lat = sql`${latitude}::float8`;
  const lon = sql`${longitude}::float8`;
  return sql`(${EARTH_RADIUS_KM}::float8 * 2 * asin(least(1, sqrt(
    power(sin(radians(${freelances.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${freelances.latitude}))
    * power(sin(radians(${freelances.longitude} - ${lon}) / 2), 2)))))`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The statuses a search keeps (the team's choice, or the default ones). */
const statusesOf = (filters: SearchFilters): SQL =>
  sql.join(
    telescopeStatusesOf({ statuses: filters.statuses ?? null }).map((status) => sql`${status}`),
    sql`, `,
  );

/** Deleted (anonymized) accounts are never found; they are few, so this is a cheap anti-join. */
const notAnonymized = sql`not exists (select 1 from ${users} where ${users.id} = ${freelances.userId} and ${users.anonymizedAt} is not null)`;

/** The WHERE conditions on freelances, one per filter set. */
export function conditions(filters: SearchFilters, today: string): SQL[] {
  return [
    sql`${freelances.status} in (${statusesOf(filters)})`,
    notAnonymized,
    ...freelancerConditions(filters, today),
    ...exclusion(filters, sql`${freelances.id}`),
  ];
}

/** Leaves out the freelancers already matched to the mission asked (the search of a mission's telescope). */
function exclusion(filters: SearchFilters, freelanceId: SQL): SQL[] {
  if (filters.excludeMissionId === null || filters.excludeMissionId === undefined) return [];
  return [
    sql`not exists (select 1 from ${matches}
      where ${matches.missionId} = ${Number(filters.excludeMissionId)} and ${matches.freelanceId} = ${freelanceId})`,
  ];
}

/**
 * The conditions on the freelancers' columns other than their status: none for a search by skills alone
 * (or by skills for a mission, with its exclusion).
 */
function freelancerConditions(filters: SearchFilters, today: string): SQL[] {
  const where: SQL[] = [];
  const text = filters.text?.trim();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    // Two sides, each on its own trigram index (users_name_trgm_idx on the same expression,
    // freelances_tagline_trgm_idx), joined as a union of ids: an `or` across the two tables would
    // read the whole freelances heap.
    where.push(sql`${freelances.id} in (
        select f.id from ${freelances} f join ${users} u on u.id = f.user_id
          where (u.first_name || ' ' || u.last_name || ' ' || u.email) ilike ${pattern}
        union
        select f.id from ${freelances} f where f.tagline ilike ${pattern})`);
  }
  if (filters.availableBy) {
    const by = filters.availableBy < today ? today : filters.availableBy;
    where.push(sql`(${freelances.isAvailable} or ${freelances.availabilityDate} <= ${by}::date)`);
  }
  if (filters.maxRetribution !== null && filters.maxRetribution !== undefined)
    where.push(sql`${freelances.retribution} <= ${filters.maxRetribution}`);
  if (filters.location) {
    const { latitude, longitude, radiusKm } = filters.location;
    const box = boundingBox({ latitude, longitude }, radiusKm);
    where.push(sql`${freelances.latitude} between ${box.minLatitude}::float8 and ${box.maxLatitude}::float8`);
    if (box.minLongitude > -180 || box.maxLongitude < 180)
      where.push(sql`${freelances.longitude} between ${box.minLongitude}::float8 and ${box.maxLongitude}::float8`);
    where.push(sql`${distanceSql(latitude, longitude)} <= ${radiusKm}::float8`);
  }
  if (filters.workplace) where.push(sql`${freelances.prefWorkplace} in (${filters.workplace}, 'none')`);
  if (filters.minProfileScore) where.push(sql`${freelances.profileScore} >= ${filters.minProfileScore}`);
  if (filters.qualifications?.length) {
    // notAssessed is a freelancer without a verdict (null); the others are the verdicts themselves.
    const verdicts = filters.qualifications.filter((value) => value !== 'notAssessed');
    const either: SQL[] = [];
    if (verdicts.length)
      either.push(
        sql`${freelances.qualification} in (${sql.join(
          verdicts.map((value) => sql`${value}`),
          sql`, `,
        )})`,
      );
    if (verdicts.length < filters.qualifications.length) either.push(sql`${freelances.qualification} is null`);
    where.push(sql`(${sql.join(either, sql` or `)})`);
  }
  return where;
}

interface RequestedSkill {
  skillId: number;
  minYears: number;
  position: number;
}

/** A requested skill's rows in the (skill_id, freelance_id, duration) index, with its minimum years. */
const held = (index: number) => alias(freelanceSkills, `held${index}`);
type SkillRange = { skillId: AnyColumn; duration: AnyColumn };

function holding(table: SkillRange, skill: RequestedSkill): SQL {
  return skill.minYears > 0
    ? sql`${table.skillId} = ${skill.skillId} and ${table.duration} >= ${skill.minYears}`
    : sql`${table.skillId} = ${skill.skillId}`;
}

/**
 * Freelancers of the searched statuses covering the requested skills, with how many, the years summed on
 * them and their profile score. Mode all joins one index range per skill (the rarest drives); mode any
 * adds the ranges up by freelancer. Each skill row carries its freelancer's status and score (copied by
 * triggers, migration 0020): the index alone answers, without reading each holder's freelancer.
 */
function skilledSql(requested: RequestedSkill[], mode: 'all' | 'any', statuses: SQL): SQL {
  if (mode === 'any') {
    // One range scan of the index over every requested skill; the minimum years of each is checked
    // on the index tuple. Grouping freelance_skills itself keeps the planner's estimates right.
    const minimum = requested.some((skill) => skill.minYears > 0)
      ? sql` and coalesce(${freelanceSkills.duration}, 0) >= case ${freelanceSkills.skillId} ${sql.join(
          requested.map((skill) => sql`when ${skill.skillId}::int then ${skill.minYears}::int`),
          sql` `,
        )} else 0 end`
      : sql``;
    return sql`select ${freelanceSkills.freelanceId} as freelance_id, count(*)::int as covered,
        coalesce(sum(${freelanceSkills.duration}), 0)::int as years,
        max(${freelanceSkills.freelanceProfileScore}) as profile_score
      from ${freelanceSkills}
      where ${freelanceSkills.skillId} in (${sql.join(
        requested.map((skill) => sql`${skill.skillId}::int`),
        sql`, `,
      )}) and ${freelanceSkills.freelanceStatus} in (${statuses})${minimum}
      group by ${freelanceSkills.freelanceId}`;
  }
  const tables = requested.map((_, index) => held(index));
  const [first, ...others] = tables as [ReturnType<typeof held>, ...ReturnType<typeof held>[]];
  const years = sql.join(
    tables.map((table) => sql`coalesce(${table.duration}, 0)`),
    sql` + `,
  );
  const joins = others.map(
    (table, index) =>
      sql` join ${freelanceSkills} as ${sql.identifier(`held${index + 1}`)} on ${table.freelanceId} = ${first.freelanceId} and ${holding(table, requested[index + 1]!)}`,
  );
  return sql`select ${first.freelanceId} as freelance_id, ${requested.length}::int as covered, (${years})::int as years,
      ${first.freelanceProfileScore} as profile_score
    from ${freelanceSkills} as ${sql.identifier('held0')}${sql.join(joins)}
    where ${holding(first, requested[0]!)} and ${first.freelanceStatus} in (${statuses})`;
}

interface RawRow {
  total: number;
  requested_skills: { id: number; name: string }[] | string | null;
  id: number | null;
  covered: number;
  years: number;
  distance_km: number | null;
  public_id: string;
  first_name: string;
  last_name: string;
  profile_picture_url: string | null;
  tagline: string | null;
  retribution: number | null;
  is_available: boolean;
  availability_date: string | null;
  city: string | null;
  status: FreelanceStatus;
  profile_score: number;
  pre_user: boolean;
  qualification: FreelanceQualification | null;
  matched_skills: MatchedSkill[] | string | null;
}

/**
 * The telescope search, in one statement. With skills, it starts from the requested skills in the
 * (skill_id, freelance_id, duration) index and keeps the freelancers covering all of them (mode all,
 * the default) or at least one (mode any); a skill counts as covered with at least its minimum
 * years. Other filters narrow the set; the location first by a latitude/longitude box, then by the
 * exact distance. The set is counted, ordered by skills covered, years on them, then profile score
 * (then distance, then id), and only the page is joined to names, pictures and skills.
 */
export async function searchFreelances(
  db: DbOrTx,
  filters: SearchFilters,
  page: SearchPage,
): Promise<{ items: TelescopeResultRow[]; count: number; requestedSkills: { id: number; name: string }[] }> {
  const today = page.today ?? todayInParis();
  const requested = (filters.skills ?? []).map(
    (skill, index): RequestedSkill => ({
      skillId: Number(skill.skillId),
      minYears: skill.minYears ?? 0,
      position: index,
    }),
  );
  const location = filters.location ?? null;
  const distance = location ? distanceSql(location.latitude, location.longitude) : sql`null::float8`;
  const others = freelancerConditions(filters, today);

  const requestedCte = requested.length
    ? sql`requested (skill_id, min_years, position) as (values ${sql.join(
        requested.map((r) => sql`(${r.skillId}::int, ${r.minYears}::int, ${r.position}::int)`),
        sql`, `,
      )}),
      skilled as (${skilledSql(requested, filters.skillMode === 'any' ? 'any' : 'all', statusesOf(filters))}),`
    : sql``;
  // By skills alone (and the mission's exclusion), the skill rows answer, status and score included: the
  // freelancers are read for the page only. Another filter reads them for every holder.
  const byIndexAlone = requested.length > 0 && others.length === 0;
  const source = !requested.length
    ? sql`${freelances}`
    : byIndexAlone
      ? sql`skilled`
      : sql`skilled join ${freelances} on ${freelances.id} = skilled.freelance_id`;
  const where = !requested.length
    ? and(...conditions(filters, today))
    : byIndexAlone
      ? and(
          sql`not exists (select 1 from ${users} join ${freelances} on ${freelances.userId} = ${users.id}
            where ${users.anonymizedAt} is not null and ${freelances.id} = skilled.freelance_id)`,
          ...exclusion(filters, sql`skilled.freelance_id`),
        )
      : and(notAnonymized, ...others, ...exclusion(filters, sql`skilled.freelance_id`));
  const id = requested.length ? sql`skilled.freelance_id` : sql`${freelances.id}`;
  const profileScore = requested.length ? sql`skilled.profile_score` : sql`${freelances.profileScore}`;
  const coverage = requested.length ? sql`skilled.covered, skilled.years` : sql`0 as covered, 0 as years`;
  const order = sql`covered desc, years desc, profile_score desc, distance_km asc nulls last, id asc`;
  const matchedSkills = requested.length
    ? sql`(select coalesce(jsonb_agg(jsonb_build_object(
          'skillId', ${skills.id}, 'name', ${skills.name}, 'years', ${freelanceSkills.duration},
          'minYears', requested.min_years,
          'covered', coalesce(${freelanceSkills.duration}, 0) >= requested.min_years
        ) order by requested.position), '[]'::jsonb)
        from requested
        join ${freelanceSkills} on ${freelanceSkills.skillId} = requested.skill_id
          and ${freelanceSkills.freelanceId} = page.id
        join ${skills} on ${skills.id} = requested.skill_id)`
    : sql`'[]'::jsonb`;

  // The names of the requested skills (the filter chips), by name, in the same statement.
  const requestedNames = requested.length
    ? sql`(select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name), '[]'::json)
        from skills s where s.id in (select skill_id from requested))`
    : sql`'[]'::json`;

  const statement = sql`with ${requestedCte}
    base as (
      select ${id} as id, ${coverage}, ${profileScore} as profile_score, ${distance} as distance_km
      from ${source}
      where ${where}
    ),
    page as (select * from base order by ${order} limit ${page.limit} offset ${page.offset})
    select total.total, total.requested_skills, page.id, page.covered, page.years, page.distance_km,
      ${freelances.publicId} as public_id, ${users.firstName} as first_name, ${users.lastName} as last_name,
      ${users.profilePictureUrl} as profile_picture_url, ${freelances.tagline} as tagline,
      ${freelances.retribution} as retribution, ${freelances.isAvailable} as is_available,
      ${freelances.availabilityDate}::text as availability_date, ${freelances.location} ->> 'city' as city,
      ${freelances.status}::text as status, ${freelances.profileScore} as profile_score,
      ${freelances.preUser} as pre_user, ${freelances.qualification}::text as qualification,
      ${matchedSkills} as matched_skills
    from (select count(*)::int as total, ${requestedNames} as requested_skills from base) total
    left join page on true
    left join ${freelances} on ${freelances.id} = page.id
    left join ${users} on ${users.id} = ${freelances.userId}
    order by ${sql.raw('page.covered desc, page.years desc, page.profile_score desc, page.distance_km asc nulls last, page.id asc')}`;

  // A search by skills alone (a mission's telescope) is planned once per connection: merging the skills' index
  // ranges is the good plan whichever the skills. With other filters, the plan depends on how selective the
  // values are (a city's box, a text): PostgreSQL plans each call.
  const rows = byIndexAlone
    ? await selectNamedRows<RawRow>(db, statement, 'telescope')
    : await selectRows<RawRow>(db, statement);
  const count = Number(rows[0]?.total ?? 0);
  const items = rows
    .filter((row) => row.id !== null)
    .map(
      (row): TelescopeResultRow => ({
        id: Number(row.id),
        publicId: row.public_id,
        firstName: row.first_name,
        lastName: row.last_name,
        profilePictureUrl: row.profile_picture_url,
        tagline: row.tagline,
        retribution: row.retribution === null ? null : Number(row.retribution),
        isAvailable: row.is_available,
        availabilityDate: row.availability_date,
        city: row.city,
        distanceKm: row.distance_km === null ? null : Number(row.distance_km),
        status: row.status,
        profileScore: Number(row.profile_score),
        preUser: row.pre_user,
        qualification: row.qualification,
        coveredSkillsCount: Number(row.covered),
        coveredYears: Number(row.years),
        matchedSkills:
          typeof row.matched_skills === 'string' ? JSON.parse(row.matched_skills) : (row.matched_skills ?? []),
      }),
    );
  const names = rows[0]?.requested_skills ?? [];
  const requestedSkills = (typeof names === 'string' ? JSON.parse(names) : names) as { id: number; name: string }[];
  return { items, count, requestedSkills };
}
