import { asc, eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';
import { skills } from '../skills/skills.tables';
import { type CompanyRow, companies } from './companies.tables';

/** Mission statuses the team counts as active: published and not over. */
export const ACTIVE_MISSION_STATUSES = ['toValidate', 'seeking', 'quotation', 'onGoing'] as const;

/** A company as the back-office list shows it. */
export interface CompanyListRow {
  id: number;
  name: string;
  createdAt: Date;
  structure: string | null;
  size: string | null;
  needs: string | null;
  acquisitionSource: string | null;
  accountManager: string | null;
  corporatesCount: number;
  missionsCount: number;
  activeMissionsCount: number;
  total: number;
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of companies, newest first, searched on the name and the legal name. */
export async function listCompanies(
  db: DbOrTx,
  options: { search: string | null; structure: string | null; offset: number; limit: number },
): Promise<CompanyListRow[]> {
  const like = options.search ? `%${escapeLike(options.search)}%` : null;
  const rows = await selectRows<CompanyListRow & { createdAt: string }>(
    db,
    sql`select c.id, c.name, c.created_at as "createdAt", s.structure, s.size, s.needs,
          c.acquisition_source as "acquisitionSource",
          nullif(trim(coalesce(am.first_name, '') || ' ' || coalesce(am.last_name, '')), '') as "accountManager",
          (select count(*)::int from corporates co where co.company_id = c.id) as "corporatesCount",
          (select count(*)::int from missions m where m.company_id = c.id) as "missionsCount",
          (select count(*)::int from missions m where m.company_id = c.id
             and m.status in (${sql.join(
               ACTIVE_MISSION_STATUSES.map((s) => sql`${s}`),
               sql`, `,
             )})) as "activeMissionsCount",
          count(*) over ()::int as total
        from companies c
        left join company_settings s on s.company_id = c.id
        left join team_members tm on tm.id = c.account_manager_id
        left join users am on am.id = tm.user_id
        where true
          ${like ? sql`and (c.name ilike ${like} or s.legal_name ilike ${like})` : sql``}
          ${options.structure ? sql`and s.structure = ${options.structure}` : sql``}
        order by c.created_at desc, c.id desc
        limit ${options.limit} offset ${options.offset}`,
  );
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

/** Another company already has this name (case and spaces aside). */
export async function companyNameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select id from companies where lower(trim(name)) = ${name.trim().toLowerCase()}
          ${exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`} limit 1`,
  );
  return rows.length > 0;
}

export type CompanyChanges = Partial<Pick<CompanyRow, 'name' | 'acquisitionSource' | 'skipTermsValidation'>>;

export async function updateCompanyRow(db: DbOrTx, id: number, changes: CompanyChanges): Promise<CompanyRow | null> {
  const [row] = await db.update(companies).set(changes).where(eq(companies.id, id)).returning();
  return row ?? null;
}

/** A mission as the company and corporate pages list it. */
export interface MissionSummaryRow {
  id: number;
  title: string | null;
  status: string;
  createdAt: Date;
  companyId: number;
  createdByCorporateId: number | null;
}

/** The newest missions of a company, or of the corporate who posted them. */
export async function missionsOf(
  db: DbOrTx,
  owner: { companyId: number } | { corporateId: number },
  limit = 50,
): Promise<MissionSummaryRow[]> {
  const where =
    'companyId' in owner
      ? sql`m.company_id = ${owner.companyId}`
      : sql`m.created_by_corporate_id = ${owner.corporateId}`;
  const rows = await selectRows<MissionSummaryRow & { createdAt: string }>(
    db,
    sql`select m.id, m.title, m.status, m.created_at as "createdAt", m.company_id as "companyId",
          m.created_by_corporate_id as "createdByCorporateId"
        from missions m where ${where} order by m.created_at desc, m.id desc limit ${limit}`,
  );
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

/** How many missions of the company are in each status. */
export async function missionCountsByStatus(db: DbOrTx, companyId: number): Promise<Map<string, number>> {
  const rows = await selectRows<{ status: string; n: number }>(
    db,
    sql`select status, count(*)::int as n from missions where company_id = ${companyId} group by status`,
  );
  return new Map(rows.map((row) => [row.status, row.n]));
}

/** The names of catalogue skills, by id (the skills a company asked for at sign-up), in name order. */
export async function skillNamesOf(db: DbOrTx, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ name: skills.name })
    .from(skills)
    .where(inArray(skills.id, [...ids]))
    .orderBy(asc(skills.name));
  return rows.map((row) => row.name);
}
