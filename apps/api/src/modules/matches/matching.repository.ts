import { todayInParis } from '@orbite/domain/calendar-day';
import { EXPERIENCE_LEVEL_MIN_YEARS } from '@orbite/domain/enums';
import {
  DEFAULT_MAX_DISTANCE_KM,
  MOBILITY_DEFAULT_KM,
  RETRIBUTION_TOLERANCE,
  SHORT_MISSION_MAX_DAYS,
  MATCH_WEIGHTS as W,
} from '@orbite/domain/matching';
import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';

export interface RankedFreelancer {
  freelanceId: number;
  score: number;
  distanceKm: number | null;
}

/**
 * Freelancers ranked for a mission, best first, entirely in PostgreSQL: the mission's skills drive an
 * index-only scan of freelance_skills (skill_id, freelance_id, duration), candidates must hold at
 * least one mandatory skill, and the score uses the weights of `@orbite/domain/matching`
 * (`evaluateMatch` explains each returned row with the same rules). Banned, wrong-scope and
 * pre-users are never proposed; `excludeMatched` hides those already in the mission's running.
 */
export async function rankFreelancersForMission(
  db: DbOrTx,
  missionId: number,
  options: { limit: number; offset?: number; excludeMatched?: boolean },
): Promise<RankedFreelancer[]> {
  const today = todayInParis();
  const minYears = Object.entries(EXPERIENCE_LEVEL_MIN_YEARS)
    .map(([level, years]) => sql`when ${level} then ${years}`)
    .reduce((all, part) => sql`${all} ${part}`);
  const rows = await selectRows<{ freelance_id: number; score: number; distance_km: number | null }>(
    db,
    sql`
    with m as (
      select id as mission_id, start_date, coalesce(max_weeks_after_start, 0) as max_weeks, retribution, workplace,
             working_time, duration_in_days, latitude, longitude,
             case experience_level ${minYears} else 0 end as min_years,
             greatest(coalesce(start_date, ${today}::date), ${today}::date) as start_day
      from missions where id = ${missionId}
    ),
    ms as (
      select skill_id, "primary", coalesce(years_required, 0) as yrs from mission_skills where mission_id = ${missionId}
    ),
    cand as materialized (
      select fs.freelance_id,
        count(*) filter (where ms."primary") as mand_have,
        count(*) filter (where ms."primary" and (ms.yrs = 0 or fs.duration >= ms.yrs)) as mand_met,
        count(*) filter (where not ms."primary") as opt_have,
        count(*) filter (where not ms."primary" and (ms.yrs = 0 or fs.duration >= ms.yrs)) as opt_met
      from ms join freelance_skills fs on fs.skill_id = ms.skill_id
      group by fs.freelance_id
      having count(*) filter (where ms."primary") > 0
    ),
    scored as (
      select f.id, f.profile_score, m.*, c.*,
        case when f.latitude is null or m.latitude is null then null else
          2 * 6371 * asin(least(1, sqrt(
            power(sin(radians(f.latitude - m.latitude) / 2), 2) +
            cos(radians(m.latitude)) * cos(radians(f.latitude)) * power(sin(radians(f.longitude - m.longitude) / 2), 2)
          ))) end as distance_km,
        coalesce(nullif(f.max_distance, 0), case f.pref_mobility
          when 'city' then ${MOBILITY_DEFAULT_KM.city}::int when 'region' then ${MOBILITY_DEFAULT_KM.region}::int
          when 'country' then ${MOBILITY_DEFAULT_KM.country}::int else ${DEFAULT_MAX_DISTANCE_KM}::int end) as max_km,
        case when f.is_available or f.availability_date <= m.start_day then 2
             when f.availability_date <= m.start_day + m.max_weeks * 7 then 1 else 0 end as avail,
        case when m.retribution is null then 2 when f.retribution is null then 0
             when f.retribution <= m.retribution then 2
             when f.retribution <= m.retribution * ${RETRIBUTION_TOLERANCE}::float8 then 1 else 0 end as rate,
        case when m.min_years = 0 then 1 when f.experience_in_years >= m.min_years then 1 else 0 end as exp,
        case when m.working_time is null or f.pref_contract is null or f.pref_contract = 'none' then 1
             when (f.pref_contract = 'fullTime') = (m.working_time >= 5) then 1 else 0 end as dpw,
        case when m.duration_in_days is null or f.pref_time is null or f.pref_time = 'none' then 1
             when (f.pref_time = 'short') = (m.duration_in_days <= ${SHORT_MISSION_MAX_DAYS}) then 1 else 0 end as dur,
        f.pref_workplace
      from cand c
      join freelances f on f.id = c.freelance_id
      cross join m
      where f.status in ('new', 'validated') and not f.pre_user
        ${
          options.excludeMatched
            ? sql`and not exists (select 1 from matches x where x.mission_id = ${missionId} and x.freelance_id = f.id)`
            : sql``
        }
    )
    select id as freelance_id, distance_km,
      (mand_met * ${W.mandatoryMet} + (mand_have - mand_met) * ${W.mandatoryPartial}
       + opt_met * ${W.optionalMet} + (opt_have - opt_met) * ${W.optionalPartial}
       + case avail when 2 then ${W.availabilityMet} when 1 then ${W.availabilityPartial} else 0 end
       + case rate when 2 then ${W.retributionMet} when 1 then ${W.retributionPartial} else 0 end
       + case when workplace = 'remote' then ${W.locationMet}
              when pref_workplace = 'remote' and workplace = 'onSite' then 0
              when distance_km <= max_km then ${W.locationMet} else 0 end
       + exp * ${W.experienceMet} + dpw * ${W.daysPerWeekMet} + dur * ${W.durationMet})::int as score
    from scored
    order by score desc, profile_score desc, id
    limit ${options.limit} offset ${options.offset ?? 0}
  `,
  );
  return rows.map((row) => ({
    freelanceId: Number(row.freelance_id),
    score: Number(row.score),
    distanceKm: row.distance_km == null ? null : Number(row.distance_km),
  }));
}
