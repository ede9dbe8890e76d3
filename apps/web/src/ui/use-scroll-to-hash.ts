import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the element the URL's hash names (`/freelancer/profile#skills`) once the page is `ready`: the
 * browser's own jump happens on arrival, before the data has drawn that element.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [ready, hash]);
}
