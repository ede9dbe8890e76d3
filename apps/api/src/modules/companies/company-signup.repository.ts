import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies } from './companies.tables';

/** Sets what a company said it looks for at sign-up, unless it already has answers. */
export async function setSignupPreferencesIfMissing(
  db: DbOrTx,
  name: string,
  signupPreferences: Record<string, unknown>,
): Promise<void> {
  await db
    .update(companies)
    .set({ signupPreferences })
    .where(and(eq(companies.name, name), isNull(companies.signupPreferences)));
}
