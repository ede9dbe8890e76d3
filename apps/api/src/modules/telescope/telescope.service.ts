import { ErrorCode } from '@orbite/domain/errors';
import { pageSizes } from '@orbite/domain/mission';
import {
  isValidFreelanceSearchName,
  normalizeTelescopeFilters,
  type TelescopeFilters,
  telescopeFiltersError,
} from '@orbite/domain/telescope';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import * as searches from './freelance-searches.repository';
import { canSearchFreelances, type TelescopeActor } from './telescope.policy';
import * as repository from './telescope.repository';
import type { FreelanceSearchRow } from './telescope.tables';

const filterMessages: Record<string, string> = {
  filters: 'Filtre inconnu.',
  text: 'Texte de recherche trop long (200 caractères au plus).',
  skills: 'Compétences invalides : 20 au plus, sans doublon, 0 à 25 ans d’expérience.',
  skillMode: 'Mode de compétences inconnu.',
  availableBy: 'Date de disponibilité invalide.',
  maxRetribution: 'Tarif journalier maximum invalide.',
  location: 'Lieu invalide : point et rayon de 1 à 1 000 km.',
  workplace: 'Lieu de travail inconnu.',
  statuses: 'Statut inconnu.',
  minProfileScore: 'Score de profil entre 0 et 100.',
  qualifications: 'Qualification inconnue.',
  excludeMissionId: 'Mission invalide.',
};

function teamOnly(actor: TelescopeActor): number {
  if (!canSearchFreelances(actor) || actor.userId === null) throw new AppError(ErrorCode.forbidden);
  return actor.userId;
}

/** Filters checked (each breach names its field) and reduced to what they say. */
export function validFilters(filters: unknown): TelescopeFilters {
  const plain = JSON.parse(JSON.stringify(filters ?? {})) as unknown;
  const field = telescopeFiltersError(plain);
  if (field) throw new AppError(ErrorCode.invalidInput, filterMessages[field], field);
  return normalizeTelescopeFilters(plain as TelescopeFilters);
}

/** One page of the team's freelancer search; 25, 50 or 100 a page. */
export async function searchTelescope(
  db: DbOrTx,
  actor: TelescopeActor,
  filters: unknown,
  args: { offset?: number | null; limit?: number | null },
) {
  teamOnly(actor);
  const limit = args.limit ?? pageSizes[0];
  if (!pageSizes.includes(limit as never))
    throw new AppError(ErrorCode.invalidInput, '25, 50 ou 100 par page.', 'limit');
  const offset = args.offset ?? 0;
  if (!Number.isInteger(offset) || offset < 0)
    throw new AppError(ErrorCode.invalidInput, 'Décalage invalide.', 'offset');
  const valid = validFilters(filters);
  // The page, its count and the names of the requested skills in one statement.
  return repository.searchFreelances(db, valid, { offset, limit });
}

export function listFreelanceSearches(db: DbOrTx, actor: TelescopeActor) {
  return searches.listFreelanceSearches(db, teamOnly(actor));
}

/** The caller's own saved search; another team member's is "not found". */
export async function readFreelanceSearch(db: DbOrTx, actor: TelescopeActor, id: number): Promise<FreelanceSearchRow> {
  const search = await searches.findFreelanceSearch(db, teamOnly(actor), id);
  if (!search) throw new AppError(ErrorCode.notFound);
  return search;
}

/** Saves a new search, or renames and refilters one of the caller's own (with `id`). */
export async function saveFreelanceSearch(
  db: DbOrTx,
  actor: TelescopeActor,
  input: { id?: number | null; name: string; filters: unknown },
): Promise<FreelanceSearchRow> {
  const ownerUserId = teamOnly(actor);
  if (!isValidFreelanceSearchName(input.name))
    throw new AppError(ErrorCode.invalidInput, 'Le nom compte de 1 à 80 caractères.', 'name');
  const values = { name: input.name.trim(), filters: validFilters(input.filters) as Record<string, unknown> };
  if (input.id === null || input.id === undefined)
    return searches.insertFreelanceSearch(db, { ownerUserId, ...values });
  const updated = await searches.updateFreelanceSearch(db, ownerUserId, input.id, values);
  if (!updated) throw new AppError(ErrorCode.notFound);
  return updated;
}

export async function deleteFreelanceSearch(db: DbOrTx, actor: TelescopeActor, id: number): Promise<boolean> {
  if (!(await searches.deleteFreelanceSearch(db, teamOnly(actor), id))) throw new AppError(ErrorCode.notFound);
  return true;
}
