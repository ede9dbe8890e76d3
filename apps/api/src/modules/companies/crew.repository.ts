import type { CorporateRole } from '@orbite/domain/roles';
import { and, eq, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';
import { isRowId } from '../../db/statements';
import { type CorporateRow, corporates } from './companies.tables';

/** A corporate of the company with what the crew page shows of its user. */
export interface CrewMemberRow {
  id: number;
  userId: number;
  companyId: number;
  role: CorporateRole;
  permissions: Record<string, boolean>;
  firstName: string;
  lastName: string;
  email: string;
  pictureUrl: string | null;
  lastSignInAt: Date | null;
  createdAt: Date;
}

/** The company's users, admins first, with their last sign-in (the newest session they opened). */
export async function crewOfCompany(db: DbOrTx, companyId: number, id?: number): Promise<CrewMemberRow[]> {
  const rows = await selectRows<Omit<CrewMemberRow, 'lastSignInAt' | 'createdAt'> & Record<string, unknown>>(
    db,
    sql`select c.id, c.user_id as "userId", c.company_id as "companyId", c.role, c.permissions,
          u.first_name as "firstName", u.last_name as "lastName", u.email, u.profile_picture_url as "pictureUrl",
          (select max(s.created_at) from sessions s where s.user_id = u.id) as "lastSignInAt",
          c.created_at as "createdAt"
        from corporates c join users u on u.id = c.user_id
        where c.company_id = ${companyId} ${id === undefined ? sql`` : sql`and c.id = ${id}`}
        order by (c.role = 'admin') desc, lower(u.last_name), lower(u.first_name), c.id`,
  );
  const date = (value: unknown) => (value ? new Date(value as string) : null);
  return rows.map((row) => ({ ...row, lastSignInAt: date(row.lastSignInAt), createdAt: date(row.createdAt)! }));
}

export async function findCorporateOfCompany(db: DbOrTx, companyId: number, id: number): Promise<CorporateRow | null> {
  if (!isRowId(id)) return null;
  const [row] = await db
    .select()
    .from(corporates)
    .where(and(eq(corporates.id, id), eq(corporates.companyId, companyId)));
  return row ?? null;
}

export async function countAdmins(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(corporates)
    .where(and(eq(corporates.companyId, companyId), eq(corporates.role, 'admin')));
  return row?.n ?? 0;
}

/** Missions this corporate created (they keep their author, so the corporate stays). */
export async function countMissionsCreatedBy(db: DbOrTx, corporateId: number): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from missions where created_by_corporate_id = ${corporateId}`,
  );
  return row?.n ?? 0;
}

export async function updateCorporateAccess(
  db: DbOrTx,
  id: number,
  changes: { role: CorporateRole; permissions: Record<string, boolean> },
): Promise<void> {
  await db.update(corporates).set(changes).where(eq(corporates.id, id));
}

export async function deleteCorporate(db: DbOrTx, id: number): Promise<void> {
  await db.delete(corporates).where(eq(corporates.id, id));
}

/** True when the e-mail belongs to an account already (case-insensitive). */
export async function emailIsTaken(db: DbOrTx, email: string): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select id from users where lower(email) = ${email.toLowerCase()} limit 1`,
  );
  return rows.length > 0;
}

export interface CommunityRow {
  freelanceId: number;
  publicId: string;
  firstName: string;
  lastName: string;
  title: string | null;
  pictureUrl: string | null;
  isAvailable: boolean;
  availabilityDate: string | null;
  status: string;
  lastMissionId: number;
  lastMissionTitle: string | null;
  lastWorkedAt: Date;
  rating: number | null;
  total: number;
}

/**
 * The freelancers the company worked with: confirmed by the client on one of its missions, or with
 * a signed (or ended) deal with it; the newest collaboration first, with the company's own rating. A
 * collaboration is dated by its work: an ended contract's last day, a running or coming one's first day
 * (the mission's start before any contract), not by when a row last changed.
 */
export async function communityOfCompany(
  db: DbOrTx,
  companyId: number,
  page: { limit: number; offset: number },
): Promise<CommunityRow[]> {
  const rows = await selectRows<CommunityRow & { lastWorkedAt: string; rating: string | null }>(
    db,
    sql`with worked as (
          select m.freelance_id, mi.id as mission_id, mi.title, coalesce(mi.start_date::timestamptz, m.updated_at) as at
            from matches m join missions mi on mi.id = m.mission_id
           where mi.company_id = ${companyId} and m.status = 'corporateConfirmed'
          union all
          select d.freelance_id, d.mission_id, mi.title,
                 (case when d.status = 'ended' then d.end_date else d.start_date end)::timestamptz as at
            from deals d join missions mi on mi.id = d.mission_id
           where d.company_id = ${companyId} and d.status in ('signed', 'ended')
        ), latest as (
          select distinct on (freelance_id) freelance_id, mission_id, title, at from worked
           order by freelance_id, at desc
        )
        select f.id as "freelanceId", f.public_id as "publicId", u.first_name as "firstName",
               u.last_name as "lastName", coalesce(f.tagline, u.job_title) as title,
               u.profile_picture_url as "pictureUrl", f.is_available as "isAvailable",
               f.availability_date as "availabilityDate", f.status::text as status,
               l.mission_id as "lastMissionId", l.title as "lastMissionTitle", l.at as "lastWorkedAt",
               (select round(avg(e.value::numeric), 1) from mission_reviews r, jsonb_each_text(r.ratings) e
                 where r.freelance_id = f.id and r.company_id = ${companyId} and r.author_side = 'corporate') as rating,
               count(*) over ()::int as total
          from latest l join freelances f on f.id = l.freelance_id join users u on u.id = f.user_id
         where u.anonymized_at is null
         order by l.at desc, f.id
         limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((row) => ({
    ...row,
    lastWorkedAt: new Date(row.lastWorkedAt),
    rating: row.rating === null ? null : Number(row.rating),
  }));
}
