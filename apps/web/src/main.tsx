import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { loadApollo, takePrefetchedMe } from './app/apollo-loader';
import { Providers } from './app/providers';
import { matchedMeta, preloadMatchedRoutes, router } from './app/router';
import { isLightRoute, preloadLightRoute } from './app/routes/route-helpers';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The router matched the address when it was created (the route table is ranked once, not twice).
const matches = router.state.matches;
const policy = matchedMeta(matches)?.fetchPolicy;
// The `me` request an environment's page started (app/boot.ts) is for routes that load the user only.
const prefetchedMe = policy === 'fetch' || policy === 'force' ? window.orbitePrefetchedMe : takePrefetchedMe();

/**
 * What the first render waits for, so that it replaces the HTML's static frame (scripts/route-pages.mjs)
 * with the page rather than with a loader:
 * - a light page (sign-in...): its modules;
 * - any other page: Apollo's chunk, the route's layout and page (with the messages they need) and the
 *   `me` answer, all fetched at once (the shell shows a loader only for what is still missing).
 */
const ready = isLightRoute(matches)
  ? preloadLightRoute(matches)
  : Promise.all([
      // A failure here is retried by the shell.
      loadApollo().catch(() => {}),
      preloadMatchedRoutes(matches),
      prefetchedMe?.catch(() => {}),
    ]);

// Rendered in a transition: React renders the tree in slices that leave the browser responsive (no one
// long task for the whole first screen), and the static frame stays until the tree is committed whole.
void ready.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  ),
);
