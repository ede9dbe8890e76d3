import type { PageSize } from '@orbite/domain/pagination';
import { useCallback } from 'react';
import { useQueryState } from '../../ui/use-query-state';
import {
  type FreelanceListMode,
  type FreelanceListState,
  readFreelanceListUrl,
  writeFreelanceListUrl,
} from './freelance-list-url';

export type FreelanceListFilterPatch = Partial<Omit<FreelanceListState, 'mode' | 'page' | 'limit'>>;

/**
 * The freelancers list's state as held in the URL query. A new tab, filter or sort goes back to
 * page 1 and replaces the history entry; a new page pushes one (as the missions list does).
 */
export function useFreelanceListUrl() {
  const { state, update } = useQueryState(readFreelanceListUrl, writeFreelanceListUrl);
  return {
    state,
    setMode: useCallback((mode: FreelanceListMode) => update(() => ({ mode, page: 1 })), [update]),
    setFilters: useCallback((filters: FreelanceListFilterPatch) => update(() => ({ ...filters, page: 1 })), [update]),
    setPage: useCallback((page: number) => update(() => ({ page }), false), [update]),
    setLimit: useCallback((limit: PageSize) => update(() => ({ limit, page: 1 })), [update]),
  };
}
