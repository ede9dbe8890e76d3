import { todayInParis } from '@orbite/domain/calendar-day';
import { EXPERIENCE_LEVEL_MIN_YEARS } from '@orbite/domain/enums';
import {
  DEFAULT_MAX_DISTANCE_KM,
  MOBILITY_DEFAULT_KM,
  RETRIBUTION_TOLERANCE,
  SHORT_MISSION_MAX_DAYS,
  MATCH_WEIGHTS as W,
} from '@orbite/domain/matching';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';

export interface RankedFreelancer {
  freelanceId: number;
  score: number;
  distanceKm: number | null;
}

/** The most a freelancer scores on everything but skills: what skills alone leave open. */
export const MAX_NON_SKILL_POINTS =
  W.availabilityMet + W.retributionMet + W.locationMet + W.experienceMet + W.daysPerWeekMet + W.durationMet;

/** Candidates scored first, by their skill points, to find the score the page must beat. */
const FIRST_ROUND_FACTOR = 4;

/** A preference that says nothing: null, empty or 'none' (the domain reads them all as "no preference"). */
const unset = (column: SQL) => sql`coalesce(${column}, '') in ('', 'none')`;

/**
 * The score of a candidate `c` (its skill counts) from freelances `f` for the mission `m`, with the
 * weights and rules of `evaluateMatch` (`@orbite/domain/matching`), and its distance.
 */
function scoreColumns(): SQL {
  const distance = sql`case when f.latitude is null or f.longitude is null or m.latitude is null or m.longitude is null
      then null else 2 * 6371 * asin(least(1, sqrt(
        power(sin(radians(f.latitude - m.latitude) / 2), 2) +
        cos(radians(m.latitude)) * cos(radians(f.latitude)) * power(sin(radians(f.longitude - m.longitude) / 2), 2)
      ))) end`;
  const maxKm = sql`case when f.max_distance > 0 then f.max_distance else case f.pref_mobility
      when 'city' then ${MOBILITY_DEFAULT_KM.city}::int when 'region' then ${MOBILITY_DEFAULT_KM.region}::int
      when 'country' then ${MOBILITY_DEFAULT_KM.country}::int else ${DEFAULT_MAX_DISTANCE_KM}::int end end`;
  const availability = sql`case when f.is_available or f.availability_date <= m.start_day then ${W.availabilityMet}
      when f.availability_date <= m.start_day + m.max_weeks * 7 then ${W.availabilityPartial} else 0 end`;
  const rate = sql`case when m.retribution is null then ${W.retributionMet} when f.retribution is null then 0
      when f.retribution <= m.retribution then ${W.retributionMet}
      when f.retribution <= m.retribution * ${RETRIBUTION_TOLERANCE}::float8 then ${W.retributionPartial} else 0 end`;
  const location = sql`case when m.workplace = 'remote' then ${W.locationMet}
      when f.pref_workplace = 'remote' and m.workplace = 'onSite' then 0
      when (${distance}) <= (${maxKm}) then ${W.locationMet} else 0 end`;
  const experience = sql`case when m.min_years is null or f.experience_in_years >= m.min_years
      then ${W.experienceMet} else 0 end`;
  const daysPerWeek = sql`case when m.working_time is null or ${unset(sql`f.pref_contract`)}
      or (f.pref_contract = 'fullTime') = (m.working_time >= 5) then ${W.daysPerWeekMet} else 0 end`;
  const duration = sql`case when m.duration_in_days is null or ${unset(sql`f.pref_time`)}
      or (f.pref_time = 'short') = (m.duration_in_days <= ${SHORT_MISSION_MAX_DAYS}) then ${W.durationMet} else 0 end`;
  return sql`f.id as freelance_id, f.profile_score, ${distance} as distance_km,
    (c.skill_points + ${availability} + ${rate} + ${location} + ${experience} + ${daysPerWeek} + ${duration})::int as score`;
}

/**
 * Who the ranking may propose, over freelances `f`: validated or new, not a pre-user (banned, out of
 * scope and deleted freelancers never), and with `excludeMatched` not already in the mission's running.
 * The ranking cache re-checks its lists with the same rule (`ranking-cache.ts`).
 */
export function eligibleForMission(missionId: number | Placeholder, excludeMatched: boolean): SQL {
  return sql`f.status in ('new', 'validated') and not f.pre_user${
    excludeMatched
      ? sql` and not exists (select 1 from matches x where x.mission_id = ${missionId} and x.freelance_id = f.id)`
      : sql``
  }`;
}

/**
 * Freelancers ranked for a mission, best first (score, then profile score, then id), entirely in
 * PostgreSQL. The mission's skills drive an index-only scan of freelance_skills (skill_id,
 * freelance_id, duration); candidates hold at least one mandatory skill, and their skill points are
 * counted once (`cand`). The score uses the weights of `@orbite/domain/matching`, and `evaluateMatch`
 * explains each returned row with the same rules (matching.test.ts checks they agree).
 *
 * Reading every candidate's row is the cost on a large base (20,000 holders of popular skills), so
 * the ranking is exact but pruned: the candidates with the most skill points are scored first, the
 * score of the page's last row among them is a floor, and only candidates whose skill points plus
 * the most the other criteria give reach that floor are scored then (docs/performance.md). Banned,
 * wrong-scope and pre-users are never proposed; `excludeMatched` hides those already in the running.
 */
export async function rankFreelancersForMission(
  db: DbOrTx,
  missionId: number,
  options: { limit: number; offset?: number; excludeMatched?: boolean },
): Promise<RankedFreelancer[]> {
  if (options.limit <= 0) return [];
  const today = todayInParis();
  const offset = Math.max(0, options.offset ?? 0);
  const wanted = options.limit + offset;
  const minYears = Object.entries(EXPERIENCE_LEVEL_MIN_YEARS)
    .map(([level, years]) => sql`when ${level} then ${years}::int`)
    .reduce((all, part) => sql`${all} ${part}`);
  const eligible = eligibleForMission(missionId, options.excludeMatched ?? false);
  const rows = await selectRows<{ freelance_id: number; score: number; distance_km: number | null }>(
    db,
    sql`
    with m as (
      select start_date, coalesce(max_weeks_after_start, 0) as max_weeks, retribution, workplace,
             working_time, duration_in_days, latitude, longitude,
             case experience_level ${minYears} end as min_years,
             greatest(coalesce(start_date, ${today}::date), ${today}::date) as start_day
      from missions where id = ${missionId}
    ),
    ms as (
      select skill_id, "primary", coalesce(years_required, 0) as yrs from mission_skills where mission_id = ${missionId}
    ),
    cand as materialized (
      select fs.freelance_id,
        sum(case when ms."primary" then
              case when ms.yrs = 0 or fs.duration >= ms.yrs then ${W.mandatoryMet}::int else ${W.mandatoryPartial}::int end
            else
              case when ms.yrs = 0 or fs.duration >= ms.yrs then ${W.optionalMet}::int else ${W.optionalPartial}::int end
            end)::int as skill_points
      from ms join freelance_skills fs on fs.skill_id = ms.skill_id
      group by fs.freelance_id
      having bool_or(ms."primary")
    ),
    first_round as materialized (
      select ${scoreColumns()}
      from (select * from cand order by skill_points desc limit ${wanted * FIRST_ROUND_FACTOR}) c
      join freelances f on f.id = c.freelance_id
      cross join m
      where ${eligible}
    ),
    bar as (
      select coalesce((select score from first_round order by score desc offset ${wanted - 1} limit 1), 0) as score
    )
    select ${scoreColumns()}
    from cand c
    join freelances f on f.id = c.freelance_id
    cross join m
    where c.skill_points + ${MAX_NON_SKILL_POINTS} >= (select score from bar) and ${eligible}
    order by score desc, profile_score desc, freelance_id
    limit ${options.limit} offset ${offset}
  `,
  );
  return rows.map((row) => ({
    freelanceId: Number(row.freelance_id),
    score: Number(row.score),
    distanceKm: row.distance_km == null ? null : Number(row.distance_km),
  }));
}
