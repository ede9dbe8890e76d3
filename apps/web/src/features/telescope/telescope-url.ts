import { pageSizes } from '@orbite/domain/mission';
import {
  normalizeTelescopeFilters,
  type TelescopeFilters,
  type TelescopeSkillFilter,
  telescopeFilterKeys,
  telescopeFiltersError,
} from '@orbite/domain/telescope';

/*
 * The telescope keeps its filters and its page in the URL query, so that a reload, a shared link
 * or the back button gives the same search. Short keys, readable values:
 *   q=data  skills=12:3,40  mode=any  by=2026-03-01  rate=600  lat=48.85&lng=2.35&r=30&place=Paris
 *   wp=remote  st=new,validated  score=60  qual=qualified,notAssessed  mission=7  page=2  size=50
 * A value that breaks its filter's rule is dropped, never sent.
 */

export type PageSize = (typeof pageSizes)[number];

export interface TelescopeUrlState {
  filters: TelescopeFilters;
  /** 1-based. */
  page: number;
  pageSize: PageSize;
}

const filterKeys = [
  'q',
  'skills',
  'mode',
  'by',
  'rate',
  'lat',
  'lng',
  'r',
  'place',
  'wp',
  'st',
  'score',
  'qual',
  'mission',
];

const integer = (value: string | null) => (value !== null && /^\d+$/.test(value) ? Number(value) : null);
const decimal = (value: string | null) => (value !== null && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : null);

/** Keeps one filter when it is valid on its own. */
function valid<K extends keyof TelescopeFilters>(key: K, value: TelescopeFilters[K] | null | undefined) {
  if (value === null || value === undefined) return {};
  return telescopeFiltersError({ [key]: value }) ? {} : { [key]: value };
}

function readSkills(value: string | null): TelescopeSkillFilter[] | null {
  if (!value) return null;
  const skills = value.split(',').flatMap((part): TelescopeSkillFilter[] => {
    const [id, years] = part.split(':');
    const skillId = integer(id ?? null);
    if (skillId === null) return [];
    const minYears = integer(years ?? null);
    return [minYears ? { skillId: String(skillId), minYears } : { skillId: String(skillId) }];
  });
  const unique = skills.filter((skill, index) => skills.findIndex((s) => s.skillId === skill.skillId) === index);
  return unique.length ? unique : null;
}

/** The search a URL query describes; missing or broken parts fall back to no filter, page 1 of 25. */
export function readTelescopeUrl(params: URLSearchParams): TelescopeUrlState {
  const latitude = decimal(params.get('lat'));
  const longitude = decimal(params.get('lng'));
  const radiusKm = integer(params.get('r'));
  const place = params.get('place');
  const location =
    latitude !== null && longitude !== null && radiusKm !== null
      ? { latitude, longitude, radiusKm, ...(place ? { label: place } : {}) }
      : null;
  const statuses = params.get('st')?.split(',').filter(Boolean);
  const qualifications = params.get('qual')?.split(',').filter(Boolean);
  const raw: TelescopeFilters = {
    ...valid('text', params.get('q')),
    ...valid('skills', readSkills(params.get('skills'))),
    ...valid('skillMode', params.get('mode') === 'any' ? 'any' : null),
    ...valid('availableBy', params.get('by')),
    ...valid('maxRetribution', integer(params.get('rate'))),
    ...valid('location', location),
    ...valid('workplace', params.get('wp') as TelescopeFilters['workplace']),
    ...valid('statuses', statuses?.length ? (statuses as TelescopeFilters['statuses']) : null),
    ...valid('minProfileScore', integer(params.get('score'))),
    ...valid('qualifications', qualifications?.length ? (qualifications as TelescopeFilters['qualifications']) : null),
    ...valid('excludeMissionId', params.get('mission')),
  };
  const size = integer(params.get('size'));
  const page = integer(params.get('page'));
  return {
    filters: normalizeTelescopeFilters(raw),
    page: page && page > 0 ? page : 1,
    pageSize: pageSizes.find((option) => option === size) ?? pageSizes[0],
  };
}

/**
 * The URL query of a search: its filters (normalized), then the page and page size when they are
 * not the first page of 25. Other parameters of `base` (not the telescope's) are kept.
 */
export function writeTelescopeUrl(state: Partial<TelescopeUrlState>, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of [...filterKeys, 'page', 'size']) params.delete(key);
  const f = normalizeTelescopeFilters(state.filters ?? {});
  if (f.text) params.set('q', f.text);
  if (f.skills?.length)
    params.set('skills', f.skills.map((s) => (s.minYears ? `${s.skillId}:${s.minYears}` : s.skillId)).join(','));
  if (f.skillMode === 'any') params.set('mode', 'any');
  if (f.availableBy) params.set('by', f.availableBy);
  if (f.maxRetribution) params.set('rate', String(f.maxRetribution));
  if (f.location) {
    params.set('lat', String(f.location.latitude));
    params.set('lng', String(f.location.longitude));
    params.set('r', String(f.location.radiusKm));
    if (f.location.label) params.set('place', f.location.label);
  }
  if (f.workplace) params.set('wp', f.workplace);
  if (f.statuses?.length) params.set('st', f.statuses.join(','));
  if (f.minProfileScore) params.set('score', String(f.minProfileScore));
  if (f.qualifications?.length) params.set('qual', f.qualifications.join(','));
  if (f.excludeMissionId) params.set('mission', f.excludeMissionId);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  if (state.pageSize && state.pageSize !== pageSizes[0]) params.set('size', String(state.pageSize));
  return params;
}

/** Whether a URL query holds any telescope filter (a saved search then fills an empty one). */
export function hasTelescopeFilters(params: URLSearchParams): boolean {
  return filterKeys.some((key) => params.has(key));
}

/** The filters of a saved search (stored JSON), checked like a URL: what breaks a rule is dropped. */
export function filtersOfSavedSearch(json: unknown): TelescopeFilters {
  if (typeof json !== 'object' || json === null) return {};
  const saved = json as Record<string, unknown>;
  const kept = Object.assign(
    {},
    ...telescopeFilterKeys.map((key) => valid(key, saved[key] as TelescopeFilters[typeof key])),
  ) as TelescopeFilters;
  return normalizeTelescopeFilters(kept);
}
