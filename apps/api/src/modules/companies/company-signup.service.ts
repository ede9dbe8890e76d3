import type { CorporateAcquisitionSource } from '@orbite/domain/enums';
import { ErrorCode } from '@orbite/domain/errors';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import * as repository from './companies.repository';
import { addCorporate } from './companies.service';
import { upsertCompanySettings } from './company-settings.repository';

export interface SignupCompanyInput {
  name: string;
  structure: string | null;
  size: string | null;
  acquisitionSource: CorporateAcquisitionSource;
  /** What the company said it looks for at sign-up (preferences and skill ids). */
  signupPreferences: Record<string, unknown>;
  userId: number;
}

/**
 * Inside the enterprise sign-up's transaction: a new company (its name must be free), how it came to us,
 * what it looks for, its structure and size, and its first user as admin.
 */
export async function createSignupCompany(tx: DbOrTx, input: SignupCompanyInput) {
  const name = input.name.trim();
  if (await repository.findCompanyByName(tx, name))
    throw new AppError(
      ErrorCode.registrationFailure,
      'Une entreprise porte déjà ce nom sur Orbite : demandez une invitation à son administrateur.',
      'companyName',
    );
  const company = await repository.insertCompany(tx, {
    name,
    acquisitionSource: input.acquisitionSource,
    signupPreferences: input.signupPreferences,
  });
  if (input.structure || input.size)
    await upsertCompanySettings(tx, company.id, { structure: input.structure, size: input.size });
  const corporate = await addCorporate(tx, { companyId: company.id, userId: input.userId, role: 'admin' });
  return { company, corporate };
}
