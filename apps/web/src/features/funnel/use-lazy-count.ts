import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { KANBAN_FIRST_VIEW_HEIGHT, KANBAN_SCROLL_DEBOUNCE_MS, lazyCount } from './funnel-logic';

/** The count of a first render, the same on the server and in the browser (what a laptop's screen shows). */
const FIRST_COUNT = lazyCount({ scrollTop: 0, clientHeight: KANBAN_FIRST_VIEW_HEIGHT }, 0, Number.POSITIVE_INFINITY);

/**
 * A lazy list's rendered count: what fills a laptop's screen at first (rendered by the server too), more once
 * the list's height is measured if it is taller, then more as it scrolls (checked 100 ms after the scroll
 * stops). The rest of the list is an empty space of the same height, so that the scroll bar tells the true
 * length.
 */
export function useLazyCount(ref: RefObject<HTMLElement | null>, total: number) {
  const [rendered, setRendered] = useState(() => Math.min(FIRST_COUNT, total));
  const renderedRef = useRef(rendered);
  renderedRef.current = rendered;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // No update when the count stays: one asked for in the layout effect renders the column again, synchronously, in
  // the task of the page's first commit.
  const check = useCallback(() => {
    const element = ref.current;
    const view = element
      ? { scrollTop: element.scrollTop, clientHeight: element.clientHeight }
      : { scrollTop: 0, clientHeight: 0 };
    const next = lazyCount(view, renderedRef.current, total);
    if (next !== renderedRef.current) setRendered(next);
  }, [ref, total]);

  useLayoutEffect(() => {
    check();
  }, [check]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onScroll = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(check, KANBAN_SCROLL_DEBOUNCE_MS);
  }, [check]);

  return { count: Math.min(rendered, total), onScroll };
}
