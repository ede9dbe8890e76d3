import { AVAILABILITY_SOON_DAYS } from '@orbite/domain/availability';
import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import { type FreelanceAcquisitionSource, freelanceAcquisitionSources } from '@orbite/domain/enums';
import {
  type FreelanceListMode as ApiMode,
  type FreelanceListModeName,
  freelanceListModeOfName,
} from '@orbite/domain/freelance-list';
import { type FreelanceStatus, freelanceStatuses } from '@orbite/domain/freelance-status';
import { defaultPageSize, isPageSize, type PageSize } from '@orbite/domain/pagination';
import { type TelescopeQualification, telescopeQualifications } from '@orbite/domain/telescope';

/*
 * The freelancers list keeps its whole state in the URL query (reload-safe, shareable):
 *   mode=to-review  q=julien  skills=12,40  st=new,validated  qual=pending,notAssessed  avail=soon
 *   sort=name  dir=asc  page=2  limit=50
 * The mode is the spec's name (on-mission, pre-users, to-review); defaults are left out; a value
 * that is not one of the list's is ignored.
 */

/** The spec's modes in its order, and the API's enum value of each. */
export const freelanceListModes = freelanceListModeOfName;
export type FreelanceListMode = FreelanceListModeName;
export type FreelanceListApiMode = ApiMode;
export const modeNames = Object.keys(freelanceListModes) as FreelanceListMode[];
export const DEFAULT_MODE: FreelanceListMode = 'all';

export const freelanceListSorts = ['updatedAt', 'createdAt', 'name'] as const;
export type FreelanceListSort = (typeof freelanceListSorts)[number];
export const availabilityFilters = ['now', 'soon'] as const;
export type AvailabilityFilter = (typeof availabilityFilters)[number];
type Direction = 'asc' | 'desc';

export interface FreelanceListState {
  mode: FreelanceListMode;
  search: string;
  skillIds: string[];
  statuses: FreelanceStatus[];
  qualifications: TelescopeQualification[];
  sources: FreelanceAcquisitionSource[];
  availability: AvailabilityFilter | null;
  /** "Mes freelances": only those whose agent is the viewer (`mine=1`). */
  mine: boolean;
  sort: FreelanceListSort;
  direction: Direction;
  /** 1-based. */
  page: number;
  limit: PageSize;
}

/** Names read A to Z; dates newest first. */
export const defaultDirectionOf = (sort: FreelanceListSort): Direction => (sort === 'name' ? 'asc' : 'desc');

const positive = (value: string | null) => (value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null);
const listOf = <T extends string>(value: string | null, allowed: readonly T[]): T[] =>
  [...new Set((value ?? '').split(','))].filter((part): part is T => allowed.includes(part as T));

export function readFreelanceListUrl(params: URLSearchParams): FreelanceListState {
  const rawMode = params.get('mode');
  const mode = rawMode && rawMode in freelanceListModes ? (rawMode as FreelanceListMode) : DEFAULT_MODE;
  const rawSort = params.get('sort') as FreelanceListSort | null;
  const sort = rawSort && freelanceListSorts.includes(rawSort) ? rawSort : 'updatedAt';
  const rawDirection = params.get('dir');
  const limit = positive(params.get('limit'));
  const page = positive(params.get('page'));
  const availability = params.get('avail') as AvailabilityFilter | null;
  return {
    mode,
    search: (params.get('q') ?? '').slice(0, 200),
    skillIds: [...new Set((params.get('skills') ?? '').split(','))].filter((id) => /^\d{1,9}$/.test(id)).slice(0, 20),
    statuses: listOf(params.get('st'), freelanceStatuses),
    qualifications: listOf(params.get('qual'), telescopeQualifications),
    sources: listOf(params.get('src'), freelanceAcquisitionSources),
    availability: availability && availabilityFilters.includes(availability) ? availability : null,
    mine: params.get('mine') === '1',
    sort,
    direction: rawDirection === 'asc' || rawDirection === 'desc' ? rawDirection : defaultDirectionOf(sort),
    page: page && page > 0 ? page : 1,
    limit: isPageSize(limit) ? limit : defaultPageSize,
  };
}

const listKeys = ['mode', 'q', 'skills', 'st', 'qual', 'src', 'avail', 'mine', 'sort', 'dir', 'page', 'limit'];

/** The query of a list state; parameters that are not the list's are kept from `base`. */
export function writeFreelanceListUrl(state: FreelanceListState, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of listKeys) params.delete(key);
  if (state.mode !== DEFAULT_MODE) params.set('mode', state.mode);
  if (state.search.trim()) params.set('q', state.search.trim());
  if (state.skillIds.length) params.set('skills', state.skillIds.join(','));
  if (state.statuses.length) params.set('st', state.statuses.join(','));
  if (state.qualifications.length) params.set('qual', state.qualifications.join(','));
  if (state.sources.length) params.set('src', state.sources.join(','));
  if (state.availability) params.set('avail', state.availability);
  if (state.mine) params.set('mine', '1');
  if (state.sort !== 'updatedAt') params.set('sort', state.sort);
  if (state.direction !== defaultDirectionOf(state.sort)) params.set('dir', state.direction);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.limit !== defaultPageSize) params.set('limit', String(state.limit));
  return params;
}

export interface FreelanceListFiltersInput {
  text: string | null;
  skillIds: string[] | null;
  statuses: FreelanceStatus[] | null;
  qualifications: TelescopeQualification[] | null;
  availableBy: string | null;
  acquisitionSources: FreelanceAcquisitionSource[] | null;
  mine?: boolean;
}

/** The API's filters: availability now is "by today", soon is "within 4 weeks" (the domain's soon). */
export function filtersOf(state: FreelanceListState, today: string = todayInParis()): FreelanceListFiltersInput {
  return {
    text: state.search.trim() || null,
    skillIds: state.skillIds.length ? state.skillIds : null,
    statuses: state.statuses.length ? state.statuses : null,
    qualifications: state.qualifications.length ? state.qualifications : null,
    acquisitionSources: state.sources.length ? state.sources : null,
    availableBy:
      state.availability === 'now'
        ? today
        : state.availability === 'soon'
          ? addDays(today, AVAILABILITY_SOON_DAYS)
          : null,
    ...(state.mine ? { mine: true } : {}),
  };
}

export interface FreelanceListVariables {
  mode: FreelanceListApiMode;
  filters: FreelanceListFiltersInput;
  sort: FreelanceListSort;
  direction: Direction;
  offset: number;
  limit: number;
}

export function freelanceListVariables(state: FreelanceListState, today?: string): FreelanceListVariables {
  return {
    mode: freelanceListModes[state.mode],
    filters: filtersOf(state, today),
    sort: state.sort,
    direction: state.direction,
    offset: (state.page - 1) * state.limit,
    limit: state.limit,
  };
}

/** Any filter set (the empty state then says so). */
/** Every filter cleared (the mode, the sort and the page size stay). */
export const clearedFilters = {
  search: '',
  skillIds: [],
  statuses: [],
  qualifications: [],
  sources: [],
  availability: null,
  mine: false,
} satisfies Partial<FreelanceListState>;

export const isFiltered = (state: FreelanceListState) =>
  Boolean(
    state.search.trim() ||
      state.skillIds.length ||
      state.statuses.length ||
      state.qualifications.length ||
      state.sources.length ||
      state.availability ||
      state.mine,
  );
