import { useSyncExternalStore } from 'react';

// What these hooks read never changes while the page is open.
const unchanging = () => () => {};

/**
 * What only the browser knows, read the same way on the server and while a page the server rendered hydrates
 * (the server's value), then the browser's: a page read from `window` during render would not hydrate.
 */

/** The page's origin (`https://app.orbite.fr`): '' on the server and while the page hydrates. */
export const useOrigin = () =>
  useSyncExternalStore(
    unchanging,
    () => window.location.origin,
    () => '',
  );

/** Whether the browser has the native share sheet: false on the server and while the page hydrates. */
export const useCanShare = () =>
  useSyncExternalStore(
    unchanging,
    () => typeof navigator.share === 'function',
    () => false,
  );
