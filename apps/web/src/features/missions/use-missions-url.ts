import type { PageSize } from '@orbite/domain/pagination';
import { useCallback } from 'react';
import { useQueryState } from '../../ui/use-query-state';
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
  const read = useCallback((params: URLSearchParams) => readMissionListUrl(params, config), [config]);
  const write = useCallback(
    (state: MissionListState, base: URLSearchParams) => writeMissionListUrl(state, config, base),
    [config],
  );
  const { state, update } = useQueryState(read, write);
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
