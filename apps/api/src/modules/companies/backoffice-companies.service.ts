import { companyNeeds, companySizes, companyStructures } from '@orbite/domain/company-settings';
import { corporateAcquisitionSources, isOneOf } from '@orbite/domain/enums';
import { ErrorCode } from '@orbite/domain/errors';
import { isValidSiret, normalizeSiret } from '@orbite/domain/validators';
import type { DbOrTx } from '../../db/client';
import { isRowId } from '../../db/statements';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { type Actor, recordActivity } from '../activity/activity.service';
import type { Viewer } from '../auth/auth.viewer';
import * as repository from './backoffice-companies.repository';
import { findCompanyById, insertCompany } from './companies.repository';
import { upsertCompanySettings } from './company-settings.repository';

/** A team member acting in the back office (the viewer and who is behind the session). */
export interface TeamCaller {
  viewer: Viewer | null;
  actor: Actor;
}

export function assertTeam(caller: TeamCaller): Viewer {
  if (caller.viewer?.role !== 'teamMember') throw new AppError(ErrorCode.forbidden);
  return caller.viewer;
}

const invalid = (field: string, message: string) => new AppError(ErrorCode.invalidInput, message, field);
const notFound = () => new AppError(ErrorCode.notFound, 'Entreprise introuvable.');
const NAME_MAX = 120;

/** Page bounds shared by the back-office lists: at most 100 rows, offsets kept sane. */
export function pageOf(offset: number | null | undefined, limit: number | null | undefined) {
  const size = Math.min(100, Math.max(1, Math.floor(limit ?? 25) || 25));
  const from = Math.min(1_000_000, Math.max(0, Math.floor(offset ?? 0) || 0));
  return { offset: from, limit: size };
}

export async function listCompaniesForTeam(
  deps: AppDeps,
  caller: TeamCaller,
  input: { search?: string | null; structure?: string | null; offset?: number | null; limit?: number | null },
) {
  assertTeam(caller);
  const search = input.search?.trim().slice(0, 100) || null;
  const structure = input.structure && isOneOf(companyStructures, input.structure) ? input.structure : null;
  const page = pageOf(input.offset, input.limit);
  const items = await repository.listCompanies(deps.db, { search, structure, ...page });
  // Past the last page the window function has no row to count on: count from the first row.
  const first =
    items.length === 0 && page.offset > 0
      ? await repository.listCompanies(deps.db, { search, structure, offset: 0, limit: 1 })
      : items;
  return { count: first[0]?.total ?? 0, items };
}

export async function companyForTeam(deps: AppDeps, caller: TeamCaller, id: number) {
  assertTeam(caller);
  const company = isRowId(id) ? await findCompanyById(deps.db, id) : null;
  if (!company) throw notFound();
  return company;
}

export interface CreateCompanyInput {
  name: string;
  structure?: string | null;
  size?: string | null;
  needs?: string | null;
  acquisitionSource?: string | null;
  skipTermsValidation?: boolean | null;
  legalName?: string | null;
  siret?: string | null;
}

function checkName(name: string | null | undefined) {
  const value = name?.trim() ?? '';
  if (!value) throw invalid('name', 'Le nom de l’entreprise est obligatoire.');
  if (value.length > NAME_MAX) throw invalid('name', `${NAME_MAX} caractères au plus.`);
  return value;
}

function checkSource(source: string | null | undefined) {
  if (!source) return null;
  if (!isOneOf(corporateAcquisitionSources, source))
    throw invalid('acquisitionSource', 'Source d’acquisition inconnue.');
  return source;
}

async function assertNameFree(db: DbOrTx, name: string, exceptId?: number) {
  if (await repository.companyNameTaken(db, name, exceptId))
    throw invalid('name', `Une entreprise s’appelle déjà « ${name} ».`);
}

/** The team creates a client company with its first settings; a name already used is refused. */
export async function createCompanyForTeam(deps: AppDeps, caller: TeamCaller, input: CreateCompanyInput) {
  assertTeam(caller);
  const name = checkName(input.name);
  const acquisitionSource = checkSource(input.acquisitionSource);
  if (input.structure && !isOneOf(companyStructures, input.structure))
    throw invalid('structure', 'Structure inconnue.');
  if (input.size && !isOneOf(companySizes, input.size)) throw invalid('size', 'Taille inconnue.');
  if (input.needs && !isOneOf(companyNeeds, input.needs)) throw invalid('needs', 'Besoin inconnu.');
  const legalName = input.legalName?.trim() || null;
  if (legalName && legalName.length > 200) throw invalid('legalName', '200 caractères au plus.');
  const siret = input.siret?.trim() ? normalizeSiret(input.siret) : null;
  if (siret && !isValidSiret(siret)) throw invalid('siret', 'SIRET invalide : 14 chiffres.');
  return deps.db.transaction(async (tx) => {
    await assertNameFree(tx, name);
    const company = await insertCompany(tx, {
      name,
      acquisitionSource,
      skipTermsValidation: input.skipTermsValidation === true,
    });
    await upsertCompanySettings(tx, company.id, {
      structure: input.structure || null,
      size: input.size || null,
      needs: input.needs || null,
      legalName,
      siret,
    });
    await recordActivity(tx, caller.actor, {
      category: 'company',
      type: 'company_created',
      entityType: 'company',
      entityId: company.id,
      payload: { name },
    });
    return company;
  });
}

export interface UpdateCompanyInput {
  name?: string | null;
  acquisitionSource?: string | null;
  skipTermsValidation?: boolean | null;
}

/** The team renames a company, sets its acquisition source or lets it skip the terms validation. */
export async function updateCompanyForTeam(deps: AppDeps, caller: TeamCaller, id: number, input: UpdateCompanyInput) {
  const current = await companyForTeam(deps, caller, id);
  const changes: repository.CompanyChanges = {};
  if (input.name !== undefined && input.name !== null) changes.name = checkName(input.name);
  if (input.acquisitionSource !== undefined) changes.acquisitionSource = checkSource(input.acquisitionSource);
  if (input.skipTermsValidation !== undefined && input.skipTermsValidation !== null)
    changes.skipTermsValidation = input.skipTermsValidation;
  if (Object.keys(changes).length === 0) return current;
  return deps.db.transaction(async (tx) => {
    if (changes.name) await assertNameFree(tx, changes.name, current.id);
    const company = (await repository.updateCompanyRow(tx, current.id, changes))!;
    await recordActivity(tx, caller.actor, {
      category: 'company',
      type: 'company_updated',
      entityType: 'company',
      entityId: company.id,
      payload: { fields: Object.keys(changes) },
    });
    return company;
  });
}

/** What the company page shows of its missions: the newest ones and the count per status. */
export async function companyMissions(db: DbOrTx, companyId: number) {
  const [missions, counts] = await Promise.all([
    repository.missionsOf(db, { companyId }),
    repository.missionCountsByStatus(db, companyId),
  ]);
  return { missions, counts };
}
