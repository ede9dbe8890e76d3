import { Center, Loader } from '@mantine/core';
import { type ComponentType, lazy, Suspense, useContext, useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { type LoadedApollo, loadApollo, loadedApollo } from '../app/apollo-loader';
import { guardRoute } from '../app/guards';
import { Redirect } from '../app/redirect';
import { isRouteMeta, type RouteMeta } from '../app/route-meta';
import { ServerApollo } from '../app/server-apollo';
import { type Session, SessionContext } from '../features/session/session-context';
import { resolvedNow } from '../ui/resolved-now';
import { BottomBanners } from './bottom-banners';
import { NavigationBridge } from './navigation-bridge';
import { PageTitle } from './page-title';
import { QueryModalHost, registerQueryModal } from './query-modal';
import { ScrollToTop } from './scroll-to-top';
import { ToastHost } from './toast-host';

registerQueryModal('appError', { component: lazy(() => import('./app-error-modal')), size: 'sm' });

/**
 * The confirm-modal host and the outdated modal (shell-modals.tsx): fetched with Apollo, not on the light pages.
 * Once loaded they render without suspending (a page the server rendered loads them before it hydrates, so that
 * its confirm modals work as soon as the page does: start.tsx).
 */
let shellModals: { default: ComponentType } | null = null;
export const loadShellModals = () =>
  import('./shell-modals').then((module) => {
    shellModals = module;
    return module;
  });
// A chunk that fails to load leaves the page as it is (no modal host) rather than breaking it.
const ShellModals = lazy<ComponentType>(() =>
  shellModals ? resolvedNow(shellModals) : loadShellModals().catch(() => ({ default: () => null })),
);

/** Meta of the deepest matched route that declares one. */
export function useRouteMeta(): RouteMeta | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return null;
}

export function PageLoader() {
  return (
    <Center h="60vh">
      <Loader aria-label="…" />
    </Center>
  );
}

/** A light page before Apollo is loaded: the user is not loaded (as on any `prevent` route). */
const NOT_LOADED: Session = { user: undefined, loading: false };
/** Any other page while Apollo loads: the guards wait. */
const LOADING: Session = { user: undefined, loading: true };

/**
 * Apollo once a page needs it (every page but the light ones), loaded then kept for the visit; null
 * before. A failed load reaches the router's error boundary, as a page chunk's does.
 */
function useApollo(needed: boolean): LoadedApollo | null {
  const server = useContext(ServerApollo);
  const [apollo, setApollo] = useState(() => server ?? loadedApollo());
  useEffect(() => {
    if (!needed || apollo) return;
    let live = true;
    loadApollo().then(
      (loaded) => {
        if (live) setApollo(loaded);
      },
      (error: unknown) => {
        if (live)
          setApollo(() => {
            throw error;
          });
      },
    );
    return () => {
      live = false;
    };
  }, [needed, apollo]);
  return apollo;
}

/**
 * The root of every page: loads the user as the route asks, runs the guards, and mounts the shell's
 * pieces. The light public pages (`light` in their meta: sign-in, password reset, landing...) render
 * without Apollo; the others wait for it (app/apollo-loader.ts), and its session root (the `me` query).
 */
export function RootShell() {
  const meta = useRouteMeta();
  const needsApollo = !meta?.light;
  const apollo = useApollo(needsApollo);
  // Fetched along with Apollo's chunk, mounted with it.
  useEffect(() => {
    if (needsApollo) void loadShellModals().catch(() => {});
  }, [needsApollo]);
  if (apollo)
    return (
      <apollo.Session client={apollo.client}>
        {(session, skip) => <ShellFrame meta={meta} session={session} skip={skip} modals />}
      </apollo.Session>
    );
  return <ShellFrame meta={meta} session={meta?.light ? NOT_LOADED : LOADING} skip={Boolean(meta?.light)} />;
}

function ShellFrame({
  meta,
  session,
  skip,
  modals = false,
}: {
  meta: RouteMeta | null;
  session: Session;
  skip: boolean;
  /** Mount the shell's modals (with Apollo: shell-modals.tsx). */
  modals?: boolean;
}) {
  const location = useLocation();
  const decision = session.loading
    ? null
    : guardRoute({ route: meta, location, user: skip ? session.user : (session.user ?? null) });

  return (
    <SessionContext.Provider value={session}>
      <PageTitle meta={meta} />
      <ScrollToTop />
      <NavigationBridge />
      {decision === null ? (
        <PageLoader />
      ) : decision.type === 'redirect' ? (
        <Redirect to={decision.to} />
      ) : (
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      )}
      <QueryModalHost />
      <ToastHost />
      {modals ? (
        <Suspense fallback={null}>
          <ShellModals />
        </Suspense>
      ) : null}
      <BottomBanners />
    </SessionContext.Provider>
  );
}
