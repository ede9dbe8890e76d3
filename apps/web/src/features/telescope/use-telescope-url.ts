import type { TelescopeFilters } from '@orbite/domain/telescope';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type PageSize, readTelescopeUrl, type TelescopeUrlState, writeTelescopeUrl } from './telescope-url';

/**
 * The telescope's search as held in the URL query. Changing a filter goes back to page 1 and
 * replaces the history entry (typing does not pile up entries); changing the page pushes one.
 */
export function useTelescopeUrl() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readTelescopeUrl(params), [params]);
  const update = useCallback(
    (next: Partial<TelescopeUrlState>, replace: boolean) =>
      setParams((current) => writeTelescopeUrl({ ...readTelescopeUrl(current), ...next }, current), { replace }),
    [setParams],
  );
  return {
    ...state,
    params,
    setFilters: useCallback((filters: TelescopeFilters) => update({ filters, page: 1 }, true), [update]),
    setPage: useCallback((page: number) => update({ page }, false), [update]),
    setPageSize: useCallback((pageSize: PageSize) => update({ pageSize, page: 1 }, false), [update]),
  };
}

/**
 * A value typed in a field, committed 400 ms after the last key. A change from outside (another
 * search opened) replaces what is shown unless the user is typing.
 */
export function useDebouncedField<T>(value: T, commit: (value: T) => void, delayMs = 400) {
  const [draft, setDraft] = useState(value);
  const typing = useRef(false);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  useEffect(() => {
    if (!typing.current) setDraft(value);
  }, [value]);
  useEffect(() => {
    if (!typing.current) return;
    const timer = setTimeout(() => {
      typing.current = false;
      commitRef.current(draft);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [draft, delayMs]);
  const change = useCallback((next: T) => {
    typing.current = true;
    setDraft(next);
  }, []);
  return [draft, change] as const;
}
