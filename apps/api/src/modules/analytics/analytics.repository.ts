/*
 * The back office figures, read straight from the marketplace's tables in SQL (one statement per
 * figure, grouped by bucket in Paris time). Analytics only reads: it reaches into the missions,
 * matches, deals and freelancers tables because a report that went through four services would
 * load every row in memory instead of letting PostgreSQL count them.
 */
import type { AnalyticsGranularity, AnalyticsPeriod } from '@orbite/domain/analytics';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';
import { deals } from '../deals/deals.tables';
import { freelances } from '../freelancers/freelancers.tables';
import { matches, meetings } from '../matches/matches.tables';
import { missionSkills, missions } from '../missions/missions.tables';
import { skills } from '../skills/skills.tables';

const zone = sql.raw(`'Europe/Paris'`);

/** The first instant of a Paris day. */
const startOfDay = (day: string) => sql`((${day}::date)::timestamp at time zone ${zone})`;

/** Instants of the period: from the first day's midnight (included) to the day after the last (excluded). */
const within = (column: SQL | unknown, period: AnalyticsPeriod) =>
  sql`${column} >= ${startOfDay(period.from)} and ${column} < ${startOfDay(period.to)} + interval '1 day'`;

/** The bucket an instant falls in, as the 'YYYY-MM-DD' of the bucket's first day in Paris. */
const bucketOf = (column: unknown, granularity: AnalyticsGranularity) =>
  sql`to_char(date_trunc(${granularity}, ${column} at time zone ${zone}), 'YYYY-MM-DD')`;

/** Every bucket of the period, in order, even those without data (the first may start before `from`). */
export async function bucketsOf(db: DbOrTx, period: AnalyticsPeriod, granularity: AnalyticsGranularity) {
  const rows = await selectRows<{ bucket: string }>(
    db,
    sql`select to_char(b, 'YYYY-MM-DD') as bucket
      from generate_series(date_trunc(${granularity}, ${period.from}::date::timestamp),
        ${period.to}::date::timestamp, ${`1 ${granularity}`}::interval) b
      order by b`,
  );
  return rows.map((row) => row.bucket);
}

/** Missions created per bucket, by their status today. */
export function missionsCreated(db: DbOrTx, period: AnalyticsPeriod, granularity: AnalyticsGranularity) {
  return selectRows<{ bucket: string; status: string; count: number }>(
    db,
    sql`select ${bucketOf(missions.createdAt, granularity)} as bucket, ${missions.status} as status, count(*)::int as count
      from ${missions} where ${within(missions.createdAt, period)}
      group by 1, 2 order by 1, 2`,
  );
}

/** Matches created per bucket. */
export function matchesCreated(db: DbOrTx, period: AnalyticsPeriod, granularity: AnalyticsGranularity) {
  return selectRows<{ bucket: string; count: number }>(
    db,
    sql`select ${bucketOf(matches.createdAt, granularity)} as bucket, count(*)::int as count
      from ${matches} where ${within(matches.createdAt, period)} group by 1 order by 1`,
  );
}

/**
 * Business volume of a deal in SQL, as `dealBusinessVolume` of @orbite/domain/analytics: the client's
 * daily price times round(weekdays between start and end × days per week / 5).
 */
const dealVolume = sql`(${deals.clientDailyPrice} * round(
  (select count(*) from generate_series(${deals.startDate}::timestamp, ${deals.endDate}::timestamp, interval '1 day') d
    where extract(isodow from d) < 6) * ${deals.daysPerWeek} / 5.0))`;

/** Deals signed per bucket (every version: extensions and renewals are signed too) and what they are worth. */
export function dealsSigned(db: DbOrTx, period: AnalyticsPeriod, granularity: AnalyticsGranularity) {
  return selectRows<{ bucket: string; count: number; volume: string }>(
    db,
    sql`select ${bucketOf(deals.signedAt, granularity)} as bucket, count(*)::int as count,
        coalesce(sum(${dealVolume}), 0)::numeric(14, 2)::text as volume
      from ${deals} where ${deals.signedAt} is not null and ${within(deals.signedAt, period)}
      group by 1 order by 1`,
  );
}

/** Freelancers whose qualification became "qualified" per bucket (the current verdict, dated qualifiedAt). */
export function freelancersQualified(db: DbOrTx, period: AnalyticsPeriod, granularity: AnalyticsGranularity) {
  return selectRows<{ bucket: string; count: number }>(
    db,
    sql`select ${bucketOf(freelances.qualifiedAt, granularity)} as bucket, count(*)::int as count
      from ${freelances}
      where ${freelances.qualification} = 'qualified' and ${within(freelances.qualifiedAt, period)}
      group by 1 order by 1`,
  );
}

export interface FunnelRow {
  matched: number;
  presented: number;
  meeting: number;
  dealCreated: number;
  dealSigned: number;
}

/** The matches created in the period, and how many of them went each step further (to this day). */
export async function funnel(db: DbOrTx, period: AnalyticsPeriod): Promise<FunnelRow> {
  const [row] = await selectRows<FunnelRow>(
    db,
    sql`select count(*)::int as "matched",
        count(*) filter (where m.presented_at is not null)::int as "presented",
        count(*) filter (where exists (select 1 from ${meetings} mt
          where mt.match_id = m.id and mt.status in ('booked', 'done')))::int as "meeting",
        count(*) filter (where exists (select 1 from ${deals} d where d.match_id = m.id))::int as "dealCreated",
        count(*) filter (where exists (select 1 from ${deals} d
          where d.match_id = m.id and d.signed_at is not null))::int as "dealSigned"
      from ${matches} m where ${within(sql`m.created_at`, period)}`,
  );
  return row!;
}

export interface TimeToFirstMatchRow {
  /** Missions validated in the period. */
  validated: number;
  /** Of them, those that have a match. */
  matched: number;
  medianHours: number | null;
  averageHours: number | null;
}

/**
 * Hours from a mission's validation to its first match, for the missions validated in the period
 * (a match made before the validation counts as 0 hours; missions without a match are left out of
 * the median and the average and counted apart).
 */
export async function timeToFirstMatch(db: DbOrTx, period: AnalyticsPeriod): Promise<TimeToFirstMatchRow> {
  const [row] = await selectRows<{
    validated: number;
    matched: number;
    median_hours: string | null;
    average_hours: string | null;
  }>(
    db,
    sql`with v as (
        select ms.validated_at as validated_at,
          (select min(mm.created_at) from ${matches} mm where mm.mission_id = ms.id) as first_match_at
        from ${missions} ms where ms.validated_at is not null and ${within(sql`ms.validated_at`, period)}),
      h as (
        select case when first_match_at is null then null
          else greatest(0, extract(epoch from (first_match_at - validated_at)) / 3600.0) end as hours
        from v)
      select count(*)::int as validated, count(hours)::int as matched,
        round((percentile_cont(0.5) within group (order by hours))::numeric, 1)::text as median_hours,
        round(avg(hours)::numeric, 1)::text as average_hours
      from h`,
  );
  return {
    validated: row!.validated,
    matched: row!.matched,
    medianHours: row!.median_hours === null ? null : Number(row!.median_hours),
    averageHours: row!.average_hours === null ? null : Number(row!.average_hours),
  };
}

/** The skills most asked by the missions created in the period: how many missions ask each. */
export function requestedSkills(db: DbOrTx, period: AnalyticsPeriod, limit: number) {
  return selectRows<{ skillId: number; name: string; missions: number }>(
    db,
    sql`select ${skills.id} as "skillId", ${skills.name} as name, count(distinct ${missions.id})::int as missions
      from ${missionSkills}
      join ${missions} on ${missions.id} = ${missionSkills.missionId}
      join ${skills} on ${skills.id} = ${missionSkills.skillId}
      where ${within(missions.createdAt, period)}
      group by 1, 2 order by 3 desc, 2 asc limit ${limit}`,
  );
}

/**
 * The welcome links of a period by campaign (`utm_campaign`, null without one): the pre-users invited (a link made,
 * from the activity log, each freelancer once per campaign) and those who took their account through a link of
 * that campaign (the used links are kept).
 */
export function huntingCampaigns(db: DbOrTx, period: AnalyticsPeriod) {
  return selectRows<{ campaign: string | null; invited: number; activated: number }>(
    db,
    sql`select campaign, sum(invited)::int as invited, sum(activated)::int as activated from (
        select payload->>'utm_campaign' as campaign, count(distinct entity_id) as invited, 0 as activated
        from activity_events
        where type = 'freelance_welcome_link_created' and ${within(sql`created_at`, period)}
        group by 1
        union all
        select utm_campaign, 0, count(*)
        from signup_hunting_links
        where ${within(sql`used_at`, period)}
        group by 1) figures
      group by campaign
      order by 2 desc, 3 desc, 1 nulls last`,
  );
}
