import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A page's state held in the URL query (reload-safe, shareable, the back button returns to it), read and written by
 * the page's own functions. `update` merges a patch, computed from the latest query whatever render the caller's
 * handler comes from (a debounced field, an open dropdown), and replaces the history entry, or pushes one (a list's
 * new page).
 */
export function useQueryState<S>(
  read: (params: URLSearchParams) => S,
  write: (state: S, base: URLSearchParams) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => read(params), [params, read]);
  const latest = useRef(params);
  latest.current = params;
  const setter = useRef(setParams);
  setter.current = setParams;
  const functions = useRef({ read, write });
  functions.current = { read, write };
  const update = useCallback((patch: (current: URLSearchParams) => Partial<S>, replace = true) => {
    const current = latest.current;
    const { read: readNow, write: writeNow } = functions.current;
    const next = writeNow({ ...readNow(current), ...patch(current) }, current);
    latest.current = next;
    setter.current(next, { replace });
  }, []);
  return { state, update };
}
