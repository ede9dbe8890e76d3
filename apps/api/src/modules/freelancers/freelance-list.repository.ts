import { todayInParis } from '@orbite/domain/calendar-day';
import type { FreelanceAcquisitionSource } from '@orbite/domain/enums';
import { type FreelanceListMode, freelanceListModes } from '@orbite/domain/freelance-list';
import { type FreelanceStatus, freelanceStatuses } from '@orbite/domain/freelance-status';
import type { FreelanceQualification } from '@orbite/domain/qualification';
import type { TelescopeQualification } from '@orbite/domain/telescope';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deals } from '../deals/deals.tables';
import { skills } from '../skills/skills.tables';
import { conditions as telescopeConditions } from '../telescope/telescope.repository';
import { users } from '../users/users.tables';
import { freelanceFavorites } from './favorites.tables';
import { freelances } from './freelancers.tables';
import { freelanceSkills } from './profile.tables';

/**
 * The back office's freelancers list (spec 001: modes favorites, all, archived, new, on-mission,
 * pre-users, users, to-review). A read model in one SQL statement per page, like the telescope whose
 * filter conditions it reuses; it reads deals (on-mission) and never writes them.
 */

export { type FreelanceListMode, freelanceListModes };
export const freelanceListSorts = ['updatedAt', 'createdAt', 'name'] as const;
export type FreelanceListSort = (typeof freelanceListSorts)[number];

/** A new freelancer with at least this profile score has filled the profile: the team should review it. */
export const TO_REVIEW_MIN_PROFILE_SCORE = 80;
/** Deal statuses of a freelancer at work on a mission: signed and running (ended and cancelled are over). */
export const ON_MISSION_DEAL_STATUSES = ['signed'] as const;

export interface FreelanceListFilters {
  text?: string | null;
  /** Every one of these skills is held. */
  skillIds?: number[] | null;
  statuses?: FreelanceStatus[] | null;
  qualifications?: TelescopeQualification[] | null;
  /** Available now, or by this day ('YYYY-MM-DD'). */
  availableBy?: string | null;
  /** Came through one of these acquisition channels. */
  acquisitionSources?: FreelanceAcquisitionSource[] | null;
  /** Only the freelancers whose agent is the viewing team member ("Mes freelances"). */
  mine?: boolean | null;
}

export interface FreelanceListItem {
  id: number;
  publicId: string;
  firstName: string;
  lastName: string;
  email: string;
  /** False for a freelancer who signed up alone and has not opened the confirmation link yet. */
  emailConfirmed: boolean;
  profilePictureUrl: string | null;
  tagline: string | null;
  status: FreelanceStatus;
  preUser: boolean;
  qualification: FreelanceQualification | null;
  retribution: number | null;
  isAvailable: boolean;
  availabilityDate: string | null;
  profileScore: number;
  isFavorite: boolean;
  skills: { id: number; name: string; duration: number | null }[];
  createdAt: Date;
  updatedAt: Date;
}

const archived = sql`${freelances.status} in ('banned', 'wrongScope')`;

/** The rule of each mode, on the freelances row (viewer: the team member whose favourites count). */
export function modeCondition(mode: FreelanceListMode, teamMemberId: number): SQL {
  switch (mode) {
    case 'favorites':
      // Uncorrelated `in`: a hashed set, so the counters of every mode stay one scan of freelances.
      return sql`${freelances.id} in (select ${freelanceFavorites.freelanceId} from ${freelanceFavorites}
        where ${freelanceFavorites.teamMemberId} = ${teamMemberId})`;
    case 'all':
      return sql`true`;
    case 'archived':
      return archived;
    case 'new':
      return sql`${freelances.status} = 'new' and not ${freelances.preUser}`;
    case 'onMission':
      return sql`${freelances.id} in (select ${deals.freelanceId} from ${deals}
        where ${deals.status} in (${sql.join(
          ON_MISSION_DEAL_STATUSES.map((status) => sql`${status}`),
          sql`, `,
        )}))`;
    case 'preUsers':
      return sql`${freelances.preUser} and not (${archived})`;
    case 'users':
      return sql`not ${freelances.preUser} and not (${archived})`;
    case 'toReview':
      return sql`not ${freelances.preUser} and not (${archived}) and (${freelances.qualification} = 'pending'
        or (${freelances.status} = 'new' and ${freelances.profileScore} >= ${TO_REVIEW_MIN_PROFILE_SCORE}))`;
  }
}

/** The filters' conditions: text, status, qualification and availability are the telescope's own. */
function filterConditions(filters: FreelanceListFilters, today: string, teamMemberId: number): SQL[] {
  const where = telescopeConditions(
    {
      text: filters.text ?? null,
      statuses: filters.statuses?.length ? filters.statuses : [...freelanceStatuses],
      qualifications: filters.qualifications ?? null,
      availableBy: filters.availableBy ?? null,
    },
    today,
  );
  const sources = filters.acquisitionSources ?? [];
  if (sources.length) where.push(inArray(freelances.acquisitionSource, sources));
  if (filters.mine) where.push(eq(freelances.talentSuccessManagerId, teamMemberId));
  const skillIds = [...new Set(filters.skillIds ?? [])].filter(Number.isInteger);
  if (skillIds.length)
    where.push(sql`${freelances.id} in (select ${freelanceSkills.freelanceId} from ${freelanceSkills}
      where ${freelanceSkills.skillId} in (${sql.join(
        skillIds.map((id) => sql`${id}::int`),
        sql`, `,
      )})
      group by ${freelanceSkills.freelanceId} having count(*) = ${skillIds.length})`);
  return where;
}

const orderOf = (sort: FreelanceListSort, direction: 'asc' | 'desc') => {
  const dir = sql.raw(direction === 'asc' ? 'asc' : 'desc');
  if (sort === 'name') return sql`lower(last_name) ${dir}, lower(first_name) ${dir}, id ${dir}`;
  return sql`${sql.raw(sort === 'createdAt' ? 'created_at' : 'updated_at')} ${dir}, id ${dir}`;
};

interface RawRow {
  total: number;
  id: number | null;
  public_id: string;
  first_name: string;
  last_name: string;
  email: string;
  email_confirmed: boolean;
  profile_picture_url: string | null;
  tagline: string | null;
  status: FreelanceStatus;
  pre_user: boolean;
  qualification: FreelanceQualification | null;
  retribution: number | null;
  is_available: boolean;
  availability_date: string | null;
  profile_score: number;
  is_favorite: boolean;
  skills: FreelanceListItem['skills'] | string | null;
  created_at: string | Date;
  updated_at: string | Date;
}

export interface FreelanceListQuery {
  mode: FreelanceListMode;
  filters: FreelanceListFilters;
  sort: FreelanceListSort;
  direction: 'asc' | 'desc';
  offset: number;
  limit: number;
  teamMemberId: number;
  today?: string;
}

/** A page of the list and the size of the whole set, in one statement; only the page is joined to skills. */
export async function listFreelances(
  db: DbOrTx,
  query: FreelanceListQuery,
): Promise<{ items: FreelanceListItem[]; count: number }> {
  const where = and(
    modeCondition(query.mode, query.teamMemberId),
    ...filterConditions(query.filters, query.today ?? todayInParis(), query.teamMemberId),
  );
  const order = orderOf(query.sort, query.direction);
  // Names are joined to the whole set only to sort by them; otherwise only the page reads users.
  const byName = query.sort === 'name';
  const names = byName ? sql`, ${users.firstName} as first_name, ${users.lastName} as last_name` : sql``;
  const namesJoin = byName ? sql` join ${users} on ${users.id} = ${freelances.userId}` : sql``;
  const statement = sql`with base as (
      select ${freelances.id} as id, ${freelances.createdAt} as created_at, ${freelances.updatedAt} as updated_at${names}
      from ${freelances}${namesJoin}
      where ${where}
    ),
    page as (select * from base order by ${order} limit ${query.limit} offset ${query.offset})
    select total.total, page.id, ${users.firstName} as first_name, ${users.lastName} as last_name,
      page.created_at, page.updated_at,
      ${freelances.publicId} as public_id, ${users.email} as email,
      ${users.emailConfirmedAt} is not null as email_confirmed, ${users.profilePictureUrl} as profile_picture_url,
      ${freelances.tagline} as tagline, ${freelances.status}::text as status, ${freelances.preUser} as pre_user,
      ${freelances.qualification}::text as qualification, ${freelances.retribution} as retribution,
      ${freelances.isAvailable} as is_available, ${freelances.availabilityDate}::text as availability_date,
      ${freelances.profileScore} as profile_score,
      exists (select 1 from ${freelanceFavorites} where ${freelanceFavorites.teamMemberId} = ${query.teamMemberId}
        and ${freelanceFavorites.freelanceId} = page.id) as is_favorite,
      (select coalesce(jsonb_agg(jsonb_build_object('id', s.id, 'name', s.name, 'duration', s.duration)
          order by s.duration desc nulls last, s.name), '[]'::jsonb)
        from (select ${skills.id} as id, ${skills.name} as name, ${freelanceSkills.duration} as duration
          from ${freelanceSkills} join ${skills} on ${skills.id} = ${freelanceSkills.skillId}
          where ${freelanceSkills.freelanceId} = page.id
          order by ${freelanceSkills.duration} desc nulls last, ${skills.name} limit 5) s) as skills
    from (select count(*)::int as total from base) total
    left join page on true
    left join ${freelances} on ${freelances.id} = page.id
    left join ${users} on ${users.id} = ${freelances.userId}
    order by ${sql.raw(
      query.sort === 'name'
        ? `lower(page.last_name) ${query.direction}, lower(page.first_name) ${query.direction}, page.id ${query.direction}`
        : `page.${query.sort === 'createdAt' ? 'created_at' : 'updated_at'} ${query.direction}, page.id ${query.direction}`,
    )}`;
  const { rows } = (await db.execute(statement)) as unknown as { rows: RawRow[] };
  const items = rows
    .filter((row) => row.id !== null)
    .map(
      (row): FreelanceListItem => ({
        id: Number(row.id),
        publicId: row.public_id,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        emailConfirmed: row.email_confirmed,
        profilePictureUrl: row.profile_picture_url,
        tagline: row.tagline,
        status: row.status,
        preUser: row.pre_user,
        qualification: row.qualification,
        retribution: row.retribution === null ? null : Number(row.retribution),
        isAvailable: row.is_available,
        availabilityDate: row.availability_date,
        profileScore: Number(row.profile_score),
        isFavorite: row.is_favorite,
        skills: typeof row.skills === 'string' ? JSON.parse(row.skills) : (row.skills ?? []),
        createdAt: new Date(row.created_at),
        updatedAt: new Date(row.updated_at),
      }),
    );
  return { items, count: Number(rows[0]?.total ?? 0) };
}

/** How many freelancers each mode holds under the same filters, in one scan. */
export async function countFreelancesByMode(
  db: DbOrTx,
  filters: FreelanceListFilters,
  teamMemberId: number,
  today: string = todayInParis(),
): Promise<{ mode: FreelanceListMode; count: number }[]> {
  const counts = sql.join(
    freelanceListModes.map(
      (mode) => sql`count(*) filter (where ${modeCondition(mode, teamMemberId)})::int as ${sql.identifier(mode)}`,
    ),
    sql`, `,
  );
  const statement = sql`select ${counts} from ${freelances} where ${and(...filterConditions(filters, today, teamMemberId))}`;
  const { rows } = (await db.execute(statement)) as unknown as { rows: Record<FreelanceListMode, number>[] };
  return freelanceListModes.map((mode) => ({ mode, count: Number(rows[0]?.[mode] ?? 0) }));
}
