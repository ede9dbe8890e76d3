import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type CompanySettingsRow, companySettings } from './companies.tables';

export type CompanySettingsPatch = Partial<Omit<CompanySettingsRow, 'companyId' | 'updatedAt'>>;

/** The settings row held for the rest of the transaction (null when the company never saved any). */
export async function lockCompanySettings(db: DbOrTx, companyId: number): Promise<CompanySettingsRow | null> {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.companyId, companyId)).for('update');
  return row ?? null;
}

/** Creates the company's settings or changes the given fields only. */
export async function upsertCompanySettings(
  db: DbOrTx,
  companyId: number,
  patch: CompanySettingsPatch,
): Promise<CompanySettingsRow> {
  const values = { ...patch, updatedAt: new Date() };
  const [row] = await db
    .insert(companySettings)
    .values({ ...values, companyId })
    .onConflictDoUpdate({ target: companySettings.companyId, set: values })
    .returning();
  return row!;
}
