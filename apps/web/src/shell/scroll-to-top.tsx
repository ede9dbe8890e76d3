import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The view goes back to the top when the path changes (not when only the query changes). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}
