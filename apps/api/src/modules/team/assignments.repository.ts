import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isRowId } from '../../db/statements';
import { type CompanyRow, companies } from '../companies/companies.tables';
import { type FreelanceRow, freelances } from '../freelancers/freelancers.tables';

/**
 * Who follows whom: the account manager of a company and the agent (talent success manager) of a
 * freelancer. Only these two columns are written here; the rest of both rows belongs to their modules.
 */

export async function lockCompany(db: DbOrTx, id: number): Promise<CompanyRow | null> {
  if (!isRowId(id)) return null;
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).for('update');
  return row ?? null;
}

export async function findCompany(db: DbOrTx, id: number): Promise<CompanyRow | null> {
  if (!isRowId(id)) return null;
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row ?? null;
}

export async function lockFreelance(db: DbOrTx, id: number): Promise<FreelanceRow | null> {
  if (!isRowId(id)) return null;
  const [row] = await db.select().from(freelances).where(eq(freelances.id, id)).for('update');
  return row ?? null;
}

export async function setCompanyAccountManager(db: DbOrTx, id: number, teamMemberId: number | null) {
  const [row] = await db
    .update(companies)
    .set({ accountManagerId: teamMemberId })
    .where(eq(companies.id, id))
    .returning();
  return row!;
}

export async function setFreelanceAgent(db: DbOrTx, id: number, teamMemberId: number | null) {
  const [row] = await db
    .update(freelances)
    .set({ talentSuccessManagerId: teamMemberId, updatedAt: new Date() })
    .where(eq(freelances.id, id))
    .returning();
  return row!;
}

/** A page of the companies a team member follows as account manager, by name, and how many in all. */
export async function companiesOfAccountManager(
  db: DbOrTx,
  teamMemberId: number,
  page: { offset: number; limit: number },
): Promise<{ items: CompanyRow[]; count: number }> {
  const where = eq(companies.accountManagerId, teamMemberId);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: count() }).from(companies).where(where),
  ]);
  return { items, count: total?.value ?? 0 };
}
