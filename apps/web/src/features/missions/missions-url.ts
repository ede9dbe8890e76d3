import { missionCategories, missionSortOrders } from '@orbite/domain/mission-list';
import type { backofficeMissionTabs, corporateMissionTabs } from '@orbite/domain/mission-status';
import { defaultPageSize, isPageSize, type PageSize } from '@orbite/domain/pagination';
import type { MissionListVariables } from './missions-operations';

/*
 * A mission list keeps its whole state in the URL query, so that a reload, a shared link or the back
 * button shows the same list:
 *   mode=matching (back office) or tab=deposit (enterprise)  sort=startDate  dir=asc
 *   q=spark or q=#42  category=data  company=12  page=2  limit=50
 * Defaults are left out of the URL; a value that is not one of the list's is ignored.
 */

type SortOrder = (typeof missionSortOrders)[number];
type Direction = 'asc' | 'desc';

export interface MissionListConfig {
  /** The query key of the tab: `mode` in the back office, `tab` in the enterprise area. */
  modeKey: 'mode' | 'tab';
  /** The tabs in the order shown, the first being the default. */
  modes: readonly string[];
}

export const backofficeListConfig: MissionListConfig = {
  modeKey: 'mode',
  // The team's day in order: what to validate, to staff, to contract, running; then drafts and the rest.
  modes: [
    'validation',
    'matching',
    'care',
    'ongoing',
    'draft',
    'archived',
    'all',
  ] satisfies (keyof typeof backofficeMissionTabs)[],
};

export const enterpriseListConfig: MissionListConfig = {
  modeKey: 'tab',
  modes: ['all', 'deposit', 'contracted', 'archived'] satisfies (keyof typeof corporateMissionTabs)[],
};

export interface MissionListState {
  mode: string;
  sort: SortOrder;
  direction: Direction;
  search: string;
  category: string | null;
  companyId: string | null;
  /** 1-based. */
  page: number;
  limit: PageSize;
}

/** The matching list is worked in hunting-priority order; every other list shows the newest first. */
export function defaultSortOf(mode: string): { sort: SortOrder; direction: Direction } {
  return mode === 'matching'
    ? { sort: 'huntingPriorityScore', direction: 'desc' }
    : { sort: 'createdAt', direction: 'desc' };
}

const positive = (value: string | null) => (value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null);

export function readMissionListUrl(params: URLSearchParams, config: MissionListConfig): MissionListState {
  const rawMode = params.get(config.modeKey);
  const mode = rawMode && config.modes.includes(rawMode) ? rawMode : (config.modes[0] as string);
  const fallback = defaultSortOf(mode);
  const rawSort = params.get('sort');
  const sort = missionSortOrders.includes(rawSort as SortOrder) ? (rawSort as SortOrder) : fallback.sort;
  const rawDirection = params.get('dir');
  const direction: Direction =
    rawDirection === 'asc' || rawDirection === 'desc' ? rawDirection : rawSort ? 'desc' : fallback.direction;
  const category = params.get('category');
  const company = positive(params.get('company'));
  const limit = positive(params.get('limit'));
  const page = positive(params.get('page'));
  return {
    mode,
    sort,
    direction,
    search: (params.get('q') ?? '').slice(0, 100),
    category: category && missionCategories.includes(category as never) ? category : null,
    companyId: company ? String(company) : null,
    page: page && page > 0 ? page : 1,
    limit: isPageSize(limit) ? limit : defaultPageSize,
  };
}

const listKeys = ['sort', 'dir', 'q', 'category', 'company', 'page', 'limit'];

/** The query of a list state; parameters that are not the list's (a modal's) are kept from `base`. */
export function writeMissionListUrl(
  state: MissionListState,
  config: MissionListConfig,
  base?: URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of [config.modeKey, ...listKeys]) params.delete(key);
  if (state.mode !== config.modes[0]) params.set(config.modeKey, state.mode);
  const fallback = defaultSortOf(state.mode);
  if (state.sort !== fallback.sort || state.direction !== fallback.direction) {
    params.set('sort', state.sort);
    params.set('dir', state.direction);
  }
  if (state.search.trim()) params.set('q', state.search.trim());
  if (state.category) params.set('category', state.category);
  if (state.companyId) params.set('company', state.companyId);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.limit !== defaultPageSize) params.set('limit', String(state.limit));
  return params;
}

/** The variables of the `missions` query for a list state. */
export function missionListVariables(state: MissionListState): MissionListVariables {
  return {
    mode: state.mode,
    sort: state.sort,
    direction: state.direction,
    search: state.search.trim() || null,
    companyId: state.companyId,
    category: state.category,
    offset: (state.page - 1) * state.limit,
    limit: state.limit,
  };
}
