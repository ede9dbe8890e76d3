import { ErrorCode } from '@orbite/domain/errors';
import { type MissionSortOrder, missionSortOrders, pageSizes } from '@orbite/domain/mission';
import {
  type BackofficeMissionTab,
  backofficeMissionTabs,
  type CorporateMissionTab,
  corporateMissionTabs,
} from '@orbite/domain/mission-status';
import { isRowId } from '../../db/statements';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { MarketCaller } from './missions.caller';
import * as repository from './missions.repository';

// The mission lists: who sees which missions by tab, the tabs' counters and the team's company filter.

export interface MissionListArgs {
  mode?: string | null;
  sort?: string | null;
  direction?: string | null;
  search?: string | null;
  companyId?: number | null;
  category?: string | null;
  offset?: number | null;
  limit?: number | null;
  /** The team only: missions of the companies this team member follows as account manager. */
  companyAccountManagerId?: number | null;
}

/**
 * A page of a mission list: the team sees every company's by back-office mode, a corporate its own by client
 * tab. Whole rows, or with `rows: 'list'` the list's columns only (`repository.listMissions`).
 */
export async function listMissions(
  deps: AppDeps,
  caller: MarketCaller,
  args: MissionListArgs,
  rows: repository.ListRows = 'whole',
) {
  let statuses: readonly string[];
  let companyId: number | null = null;
  if (caller.role === 'teamMember') {
    const mode = (args.mode ?? 'all') as BackofficeMissionTab;
    if (!(mode in backofficeMissionTabs)) throw new AppError(ErrorCode.invalidInput, 'Mode inconnu.', 'mode');
    statuses = backofficeMissionTabs[mode];
    companyId = args.companyId ?? null;
    if (companyId !== null && !isRowId(companyId))
      throw new AppError(ErrorCode.invalidInput, 'Entreprise inconnue.', 'companyId');
  } else if (caller.role === 'corporate' && caller.companyId) {
    const mode = (args.mode ?? 'all') as CorporateMissionTab;
    if (!(mode in corporateMissionTabs)) throw new AppError(ErrorCode.invalidInput, 'Mode inconnu.', 'mode');
    statuses = corporateMissionTabs[mode];
    companyId = caller.companyId;
  } else throw new AppError(ErrorCode.forbidden);
  const sort = (args.sort ?? 'createdAt') as MissionSortOrder;
  if (!missionSortOrders.includes(sort)) throw new AppError(ErrorCode.invalidInput, 'Tri inconnu.', 'sort');
  const limit = args.limit ?? pageSizes[0];
  if (!pageSizes.includes(limit as never))
    throw new AppError(ErrorCode.invalidInput, '25, 50 ou 100 par page.', 'limit');
  const offset = Math.max(0, args.offset ?? 0);
  const direction = args.direction === 'asc' ? 'asc' : 'desc';
  return repository.listMissions(
    deps.db,
    {
      statuses,
      companyId,
      category: args.category,
      search: args.search,
      companyAccountManagerId: caller.role === 'teamMember' ? args.companyAccountManagerId : null,
    },
    { sort, direction, offset, limit, rows },
  );
}

export async function missionCounts(deps: AppDeps, caller: MarketCaller) {
  const companyId = caller.role === 'corporate' ? caller.companyId : null;
  if (caller.role === 'corporate' && !companyId) throw new AppError(ErrorCode.forbidden);
  return repository.countMissionsByStatus(deps.db, companyId);
}

/** Companies with missions, for the company filter of the team's list (20 by default, 50 at most). */
export async function missionCompanies(
  deps: AppDeps,
  caller: MarketCaller,
  args: { search?: string | null; ids?: readonly number[] | null; limit?: number | null; all?: boolean | null },
) {
  if (caller.role !== 'teamMember') throw new AppError(ErrorCode.forbidden);
  const ids = (args.ids ?? []).filter(isRowId);
  const limit = Math.min(50, Math.max(1, args.limit ?? 20));
  return repository.listMissionCompanies(deps.db, {
    search: args.search?.slice(0, 100),
    ids,
    limit,
    all: Boolean(args.all),
  });
}
