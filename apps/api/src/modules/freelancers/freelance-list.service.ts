import { ErrorCode } from '@orbite/domain/errors';
import { defaultPageSize, isPageSize } from '@orbite/domain/pagination';
import { TELESCOPE_MAX_SKILLS, TELESCOPE_TEXT_MAX_LENGTH } from '@orbite/domain/telescope';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import {
  countFreelancesByMode,
  type FreelanceListFilters,
  type FreelanceListMode,
  type FreelanceListSort,
  listFreelances,
} from './freelance-list.repository';

export interface FreelanceListArgs {
  mode?: FreelanceListMode | null;
  filters?: FreelanceListFilters | null;
  sort?: FreelanceListSort | null;
  direction?: 'asc' | 'desc' | null;
  offset?: number | null;
  limit?: number | null;
}

/** The filters checked against the telescope's bounds (code 400 with the field). */
function checkedFilters(filters: FreelanceListFilters | null | undefined): FreelanceListFilters {
  const text = filters?.text?.trim() ?? '';
  if (text.length > TELESCOPE_TEXT_MAX_LENGTH)
    throw new AppError(ErrorCode.invalidInput, 'Recherche trop longue.', 'filters.text');
  if ((filters?.skillIds?.length ?? 0) > TELESCOPE_MAX_SKILLS)
    throw new AppError(ErrorCode.invalidInput, 'Trop de compétences demandées.', 'filters.skills');
  return { ...filters, text: text || null };
}

/** A page of the back office's freelancers list for a team member; the last update first by default. */
export function freelancesPage(db: DbOrTx, teamMemberId: number, args: FreelanceListArgs) {
  const limit = isPageSize(args.limit) ? args.limit : defaultPageSize;
  return listFreelances(db, {
    mode: args.mode ?? 'all',
    filters: checkedFilters(args.filters),
    sort: args.sort ?? 'updatedAt',
    direction: args.direction ?? (args.sort === 'name' ? 'asc' : 'desc'),
    offset: Math.max(0, args.offset ?? 0),
    limit,
    teamMemberId,
  });
}

/** How many freelancers each mode holds, under the same filters (the tab counters). */
export function freelanceModeCounts(db: DbOrTx, teamMemberId: number, filters?: FreelanceListFilters | null) {
  return countFreelancesByMode(db, checkedFilters(filters), teamMemberId);
}
