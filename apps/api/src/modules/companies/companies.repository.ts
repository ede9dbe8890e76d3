import { asc, eq, ilike, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isRowId } from '../../db/statements';
import {
  type CompanyRow,
  type CompanySettingsRow,
  type CorporateRow,
  companies,
  companySettings,
  corporates,
} from './companies.tables';

export async function findCorporateByUserId(db: DbOrTx, userId: number): Promise<CorporateRow | null> {
  const [row] = await db.select().from(corporates).where(eq(corporates.userId, userId));
  return row ?? null;
}

export async function findCompanyById(db: DbOrTx, id: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row ?? null;
}

export async function findCompaniesByIds(db: DbOrTx, ids: readonly number[]): Promise<CompanyRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(companies)
    .where(inArray(companies.id, [...new Set(ids)]));
}

export async function findCompanyByName(db: DbOrTx, name: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.name, name));
  return row ?? null;
}

export async function insertCompany(db: DbOrTx, company: typeof companies.$inferInsert): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(company).returning();
  return row!;
}

export async function insertCorporate(db: DbOrTx, corporate: typeof corporates.$inferInsert): Promise<CorporateRow> {
  const [row] = await db.insert(corporates).values(corporate).returning();
  return row!;
}

export async function findCorporatesByUserIds(db: DbOrTx, userIds: number[]): Promise<CorporateRow[]> {
  if (userIds.length === 0) return [];
  return db.select().from(corporates).where(inArray(corporates.userId, userIds));
}

/** The legal identity and billing settings of a client company, or null when never filled. */
export async function companySettingsOf(db: DbOrTx, companyId: number): Promise<CompanySettingsRow | null> {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.companyId, companyId));
  return row ?? null;
}

/** The structure (startUp, bigCompany, none) of each company that has settings, for the matching card. */
export async function companyStructures(db: DbOrTx, companyIds: readonly number[]): Promise<Map<number, string>> {
  const ids = [...new Set(companyIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ companyId: companySettings.companyId, structure: companySettings.structure })
    .from(companySettings)
    .where(inArray(companySettings.companyId, ids));
  return new Map(rows.flatMap((row) => (row.structure ? [[row.companyId, row.structure] as const] : [])));
}

/** The corporates of a company (who to tell about its missions: filter on their permissions). */
export function corporatesOfCompany(db: DbOrTx, companyId: number): Promise<CorporateRow[]> {
  return db.select().from(corporates).where(eq(corporates.companyId, companyId));
}

/** Corporates by their own ids (chat mentions name corporates by id). */
export async function findCorporatesByIds(db: DbOrTx, ids: readonly number[]): Promise<CorporateRow[]> {
  const valid = [...new Set(ids.filter(isRowId))];
  if (valid.length === 0) return [];
  return db.select().from(corporates).where(inArray(corporates.id, valid));
}

/** Companies whose name contains `term`, by name (chat mentions after #). */
export function searchCompaniesByName(db: DbOrTx, term: string, limit: number): Promise<CompanyRow[]> {
  return db
    .select()
    .from(companies)
    .where(ilike(companies.name, `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))
    .orderBy(asc(companies.name))
    .limit(limit);
}
