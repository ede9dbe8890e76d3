import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { loadApollo, takePrefetchedMe } from './app/apollo-loader';
import { Providers } from './app/providers';
import { matchedMeta, router } from './app/router';
import { isLightRoute, preloadLightRoute } from './app/routes/route-helpers';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The router matched the address when it was created (the route table is ranked once, not twice).
const matches = router.state.matches;
const policy = matchedMeta(matches)?.fetchPolicy;
// The `me` request an environment's page started (app/boot.ts) is for routes that load the user only.
const prefetchedMe = policy === 'fetch' || policy === 'force' ? window.orbitePrefetchedMe : takePrefetchedMe();

/**
 * What the first render waits for, so that it replaces the HTML's static frame (scripts/route-pages.mjs):
 * - a light page (sign-in...): its modules, so that the page itself replaces the frame;
 * - any other page: Apollo's chunk and the `me` answer (the layout's chunk is in the frame's list); the page's
 *   chunk is asked for when the layout renders it. Fetching it at once, waited for or not, was measured worse
 *   (Lighthouse's blocking time +120 to +500 ms on the three signed-in pages): its modules then evaluate in the
 *   same tasks as the shell's, making longer ones (docs/performance.md, seventh round).
 */
const ready = isLightRoute(matches)
  ? preloadLightRoute(matches)
  : Promise.all([
      // A failure here is retried by the shell.
      loadApollo().catch(() => {}),
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
