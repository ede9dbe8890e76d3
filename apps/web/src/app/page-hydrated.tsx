import { createContext, useContext, useEffect } from 'react';

/**
 * Called once a page the server rendered is hydrated down to its own content (start.tsx then lets it be used).
 * React hydrates the tree outside a Suspense boundary first, commits it, and hydrates each boundary in a later
 * pass: the root's commit comes before the page's, which is in the environment layout's boundary.
 */
export const PageHydrated = createContext<(() => void) | null>(null);

/** Rendered beside the page in the innermost boundary: its effect runs when the page is hydrated. */
export function PageHydratedMark() {
  const hydrated = useContext(PageHydrated);
  useEffect(() => {
    hydrated?.();
  }, [hydrated]);
  return null;
}
