import type { CalendarDay } from '@orbite/domain/calendar-day';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** Someone of the team who follows freelancers, with how many. */
export interface AgencyAgentRow {
  id: number;
  firstName: string;
  lastName: string;
  count: number;
}

/** A freelancer of a portfolio, with their running (or coming) signed mission, if any. */
export interface AgencyFreelancerRow {
  freelanceId: number;
  firstName: string;
  lastName: string;
  /** The account's job title, else the profile's tagline. */
  jobTitle: string | null;
  retribution: number | null;
  isAvailable: boolean;
  availabilityDate: CalendarDay | null;
  agentId: number;
  agentName: string;
  missionId: number | null;
  missionTitle: string | null;
  companyName: string | null;
  missionStartDate: CalendarDay | null;
  missionEndDate: CalendarDay | null;
}

/** The team members who follow at least one freelancer (banned and out-of-scope ones aside), by name. */
export async function agencyAgents(db: DbOrTx): Promise<AgencyAgentRow[]> {
  const { rows } = (await db.execute(sql`
    select tm.id, u.first_name as "firstName", u.last_name as "lastName", count(*)::int as count
    from freelances f
    join team_members tm on tm.id = f.talent_success_manager_id
    join users u on u.id = tm.user_id
    where f.status not in ('banned', 'wrongScope')
    group by tm.id, u.first_name, u.last_name
    order by u.first_name, u.last_name, tm.id`)) as unknown as { rows: AgencyAgentRow[] };
  return rows;
}

/**
 * The freelancers an agent follows (every agent's when `agentId` is null), banned and out-of-scope ones aside, with
 * the signed deal that runs today or starts later (the one ending last), at most `limit` of them.
 */
export async function agencyPortfolio(
  db: DbOrTx,
  agentId: number | null,
  today: CalendarDay,
  limit: number,
): Promise<AgencyFreelancerRow[]> {
  const { rows } = (await db.execute(sql`
    select f.id as "freelanceId", u.first_name as "firstName", u.last_name as "lastName",
      coalesce(nullif(u.job_title, ''), f.tagline) as "jobTitle",
      f.retribution, f.is_available as "isAvailable", f.availability_date::text as "availabilityDate",
      tm.id as "agentId", concat_ws(' ', au.first_name, au.last_name) as "agentName",
      d.mission_id as "missionId", d.title as "missionTitle", d.company_name as "companyName",
      d.start_date::text as "missionStartDate", d.end_date::text as "missionEndDate"
    from freelances f
    join users u on u.id = f.user_id
    join team_members tm on tm.id = f.talent_success_manager_id
    join users au on au.id = tm.user_id
    left join lateral (
      select dl.mission_id, m.title, c.name as company_name, dl.start_date, dl.end_date
      from deals dl join missions m on m.id = dl.mission_id join companies c on c.id = m.company_id
      where dl.freelance_id = f.id and dl.status = 'signed' and dl.end_date >= ${today}::date
      order by dl.end_date desc limit 1
    ) d on true
    where f.status not in ('banned', 'wrongScope') and u.anonymized_at is null
      and (${agentId}::int is null or f.talent_success_manager_id = ${agentId}::int)
    order by u.first_name, u.last_name, f.id
    limit ${limit}`)) as unknown as { rows: AgencyFreelancerRow[] };
  return rows;
}
