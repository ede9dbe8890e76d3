import { type ReactNode, useEffect, useState } from 'react';

/** Calls back once the browser is idle after the page's first screen (at the latest after `timeout` ms). */
export function whenIdle(callback: () => void, timeout = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}

/**
 * Renders its children once the first screen is shown and the browser is idle: what the first screen
 * does not show (the live notifications' subscription and their pop-up stack) stays out of the long
 * tasks of the first load.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => whenIdle(() => setShown(true)), []);
  return shown ? children : null;
}
