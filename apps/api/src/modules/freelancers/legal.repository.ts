import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  type FreelanceBankDetailsRow,
  type FreelanceCompanyRow,
  freelanceBankDetails,
  freelanceCompanies,
} from './legal.tables';

export type CompanyFields = Omit<typeof freelanceCompanies.$inferInsert, 'id' | 'freelanceId' | 'updatedAt'>;
export type BankFields = Omit<typeof freelanceBankDetails.$inferInsert, 'freelanceId' | 'updatedAt'>;

export async function findCompany(db: DbOrTx, freelanceId: number): Promise<FreelanceCompanyRow | null> {
  const [row] = await db.select().from(freelanceCompanies).where(eq(freelanceCompanies.freelanceId, freelanceId));
  return row ?? null;
}

export async function upsertCompany(db: DbOrTx, freelanceId: number, fields: CompanyFields) {
  const values = { ...fields, updatedAt: new Date() };
  await db
    .insert(freelanceCompanies)
    .values({ ...values, freelanceId })
    .onConflictDoUpdate({ target: freelanceCompanies.freelanceId, set: values });
}

export async function findBankDetails(db: DbOrTx, freelanceId: number): Promise<FreelanceBankDetailsRow | null> {
  const [row] = await db.select().from(freelanceBankDetails).where(eq(freelanceBankDetails.freelanceId, freelanceId));
  return row ?? null;
}

export async function upsertBankDetails(db: DbOrTx, freelanceId: number, fields: BankFields) {
  const values = { ...fields, updatedAt: new Date() };
  await db
    .insert(freelanceBankDetails)
    .values({ ...values, freelanceId })
    .onConflictDoUpdate({ target: freelanceBankDetails.freelanceId, set: values });
}
