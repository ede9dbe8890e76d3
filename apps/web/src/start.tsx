import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { loadApollo, takePrefetchedMe } from './app/apollo-loader';
import type { Locale } from './app/locale';
import { PageHydrated } from './app/page-hydrated';
import { Providers } from './app/providers';
import { matchedMeta, router } from './app/router';
import { isLightRoute, preloadLightRoute, preloadRouteComponents } from './app/routes/route-helpers';
import { prepareLocale, requireFullCatalogue, setCurrentLocale } from './i18n/catalogue';
import { loadImpersonationNotice } from './shell/impersonation-notice-loader';
import { loadShellModals } from './shell/root-shell';

/*
 * The app's start, imported by the entry (main.tsx) once the messages', the providers' and the router's modules
 * are evaluated: the page rendered by the server is hydrated, any other rendered.
 */

/** How long after hydration a page the server rendered keeps reading the server's answers (see below). */
const SERVER_ANSWERS_MS = 2_000;
/** How long after the root's commit a page the server rendered without a page mark waits to be used (below). */
const HYDRATED_PAGE_WAIT_MS = 5_000;

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/**
 * Apollo's cache and the language of a page the server rendered (apps/api/src/platform/page-render.ts), or null.
 * The server renders in the user's saved language, which wins over the one this browser keeps once signed in
 * (app/locale.tsx): the page hydrates in it, and the browser keeps it from then on.
 */
function serverRender(): { state: unknown; locale: Locale } | null {
  const element = document.getElementById('orbite-state');
  const locale = element?.dataset.locale === 'en' ? 'en' : 'fr-FR';
  if (!element?.textContent) return null;
  try {
    return { state: JSON.parse(element.textContent) as unknown, locale };
  } catch {
    return null;
  }
}

// The router matched the address when it was created (the route table is ranked once, not twice).
const matches = router.state.matches;
const policy = matchedMeta(matches)?.fetchPolicy;
const rendered = isLightRoute(matches) ? null : serverRender();
// The `me` request an environment's page started (app/boot.ts) is for routes that load the user only.
const prefetchedMe = policy === 'fetch' || policy === 'force' ? window.orbitePrefetchedMe : takePrefetchedMe();

const app = (
  <StrictMode>
    <Providers locale={rendered?.locale}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

/** Lets the page be used, once (removes `#root[inert]`), then calls `onReady`. */
function whenUsable(onReady?: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    root?.removeAttribute('inert');
    onReady?.();
  };
}

/**
 * Lets the page be used once React has taken it over. A tree rendered here is whole at its first commit. A page
 * the server rendered is whole when its own content is hydrated, after the root's commit (app/page-hydrated.tsx):
 * a click in between would reach a part React has not hydrated yet. Every server-rendered page is in an
 * environment's layout, which has the mark; should one not be, it is let be used HYDRATED_PAGE_WAIT_MS after the
 * root's commit rather than never.
 */
function Interactive({
  children,
  usable,
  hydrating = false,
}: {
  children: ReactNode;
  usable: () => void;
  hydrating?: boolean;
}) {
  useEffect(() => {
    if (!hydrating) return usable();
    const timer = window.setTimeout(usable, HYDRATED_PAGE_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [usable, hydrating]);
  return <PageHydrated.Provider value={hydrating ? usable : null}>{children}</PageHydrated.Provider>;
}

if (rendered) {
  /**
   * A page the server rendered: the browser starts from the server's cache and messages, and hydrates the page
   * in place (in a transition: React does it in slices that leave the browser responsive). The page's modules
   * and the shell's modals are loaded first, so that it hydrates whole. Until then the page is shown but inert (`#root[inert]`, set by
   * the server): a click or a keystroke before React listens would be lost, or a link would reload the page.
   * A chunk that fails to load renders the app afresh (the router's error boundary says what failed).
   */
  setCurrentLocale(rendered.locale);
  void Promise.all([
    loadApollo(),
    prepareLocale(rendered.locale),
    requireFullCatalogue(),
    preloadRouteComponents(matches),
    loadShellModals(),
    root?.querySelector('[data-impersonating]') ? loadImpersonationNotice() : null,
  ]).then(
    ([apollo]) => {
      const { client } = apollo;
      client.cache.restore(rendered.state as Parameters<typeof client.cache.restore>[0]);
      // The queries that would ask the network again (the `me` query, `cache-and-network` lists) read the server's
      // answers, so that the page hydrates as it was rendered and its queries are not sent twice. Apollo starts the
      // hydrated components' queries a while after the tree is committed (160 to 530 ms measured), so the network
      // is read again at the user's first pointer or key press after hydration, or SERVER_ANSWERS_MS after it,
      // whichever comes first (a mutation does it too: app/apollo.ts), never at the commit itself (every query was
      // sent again). A press before hydration changes nothing: the page is inert, and a query sent to the network
      // then would render its loading state where the server rendered its answer (React would throw the page away).
      client.prioritizeCacheValues = true;
      const readNetworkAgain = () => {
        client.prioritizeCacheValues = false;
        window.removeEventListener('pointerdown', readNetworkAgain, true);
        window.removeEventListener('keydown', readNetworkAgain, true);
      };
      const hydrated = whenUsable(() => {
        window.addEventListener('pointerdown', readNetworkAgain, true);
        window.addEventListener('keydown', readNetworkAgain, true);
        window.setTimeout(readNetworkAgain, SERVER_ANSWERS_MS);
      });
      startTransition(() => {
        hydrateRoot(
          root,
          <Interactive usable={hydrated} hydrating>
            {app}
          </Interactive>,
        );
      });
    },
    () => startTransition(() => createRoot(root).render(<Interactive usable={whenUsable()}>{app}</Interactive>)),
  );
} else {
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
  // A page the server rendered that is rendered here afresh (another language kept here) is inert until then.
  void ready.then(() =>
    startTransition(() => createRoot(root).render(<Interactive usable={whenUsable()}>{app}</Interactive>)),
  );
}
