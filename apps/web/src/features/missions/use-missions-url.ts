import type { PageSize } from '@orbite/domain/pagination';
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  defaultSortOf,
  type MissionListConfig,
  type MissionListState,
  readMissionListUrl,
  writeMissionListUrl,
} from './missions-url';

/**
 * A mission list's state as held in the URL query. A new tab, filter or sort goes back to page 1 and
 * replaces the history entry (the spec's tabs replace the route); a new page pushes one.
 */
export function useMissionsUrl(config: MissionListConfig) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readMissionListUrl(params, config), [params, config]);
  // The latest query, whatever render the caller's handler comes from (a debounced field, an open dropdown).
  const latest = useRef(params);
  latest.current = params;
  const setter = useRef(setParams);
  setter.current = setParams;
  const update = useCallback(
    (patch: (current: URLSearchParams) => Partial<MissionListState>, replace = true) => {
      const current = latest.current;
      const next = writeMissionListUrl({ ...readMissionListUrl(current, config), ...patch(current) }, config, current);
      latest.current = next;
      setter.current(next, { replace });
    },
    [config],
  );
  return {
    state,
    // A sort the user did not choose follows the new tab's own default (matching: hunting priority).
    setMode: useCallback(
      (mode: string) => update((current) => ({ ...(current.has('sort') ? {} : defaultSortOf(mode)), mode, page: 1 })),
      [update],
    ),
    setFilters: useCallback(
      (filters: Partial<Pick<MissionListState, 'search' | 'category' | 'companyId' | 'sort' | 'direction'>>) =>
        update(() => ({ ...filters, page: 1 })),
      [update],
    ),
    setPage: useCallback((page: number) => update(() => ({ page }), false), [update]),
    setLimit: useCallback((limit: PageSize) => update(() => ({ limit, page: 1 })), [update]),
  };
}
