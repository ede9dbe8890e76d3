import { type CorporateRole, defaultCorporatePermissions } from '@orbite/domain/roles';
import type { DbOrTx } from '../../db/client';
import * as repository from './companies.repository';

export const findCorporateOfUser = (db: DbOrTx, userId: number) => repository.findCorporateByUserId(db, userId);
export const findCorporatesOfUsers = (db: DbOrTx, userIds: number[]) => repository.findCorporatesByUserIds(db, userIds);
export const findCompany = (db: DbOrTx, id: number) => repository.findCompanyById(db, id);
/** Many companies in one query (the companies of a list of missions). */
export const findCompanies = (db: DbOrTx, ids: readonly number[]) => repository.findCompaniesByIds(db, ids);

export async function addCorporate(
  db: DbOrTx,
  input: { companyId: number; userId: number; role: CorporateRole; hasNovaAccess?: boolean },
) {
  return repository.insertCorporate(db, {
    companyId: input.companyId,
    userId: input.userId,
    role: input.role,
    permissions: defaultCorporatePermissions(input.role),
    hasNovaAccess: input.hasNovaAccess ?? false,
  });
}

export async function findOrCreateCompany(db: DbOrTx, name: string) {
  return (await repository.findCompanyByName(db, name)) ?? repository.insertCompany(db, { name });
}
