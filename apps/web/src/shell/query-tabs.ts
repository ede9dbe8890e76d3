import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The tab named (or numbered) by the query key; falls back to the first tab. */
export function tabFromQuery(value: string | null, tabs: readonly string[]): string | undefined {
  if (value !== null) {
    if (tabs.includes(value)) return value;
    if (/^\d+$/.test(value) && tabs[Number(value)] !== undefined) return tabs[Number(value)];
  }
  return tabs[0];
}

/** Tabs held in the query (`?tab=`, an id or an index): the route is replaced when the tab changes. */
export function useQueryTab(tabs: readonly string[], key = 'tab'): [string | undefined, (tab: string | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const active = tabFromQuery(searchParams.get(key), tabs);
  const setActive = useCallback(
    (tab: string | null) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (tab) next.set(key, tab);
          else next.delete(key);
          return next;
        },
        { replace: true },
      );
    },
    [key, setSearchParams],
  );
  return [active, setActive];
}
