import { useQuery } from '@apollo/client/react';
import { Center, Loader } from '@mantine/core';
import { ME_QUERY_RETRIES } from '@orbite/domain/constants';
import { Suspense, useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { guardRoute } from '../app/guards';
import { isRouteMeta, type RouteMeta } from '../app/route-meta';
import { ME_QUERY } from '../features/session/me-query';
import { type Session, SessionContext } from '../features/session/session-context';
import { BottomBanners } from './bottom-banners';
import { NavigationBridge } from './navigation-bridge';
import { OutdatedModal } from './outdated-modal';
import { PageTitle } from './page-title';
import { QueryModalHost } from './query-modal';
import { ScrollToTop } from './scroll-to-top';
import { ToastHost } from './toast-host';
import './app-error-modal';

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

/** The root of every page: loads the user as the route asks, runs the guards, and mounts the shell's pieces. */
export function RootShell() {
  const meta = useRouteMeta();
  const location = useLocation();
  const policy = meta?.fetchPolicy ?? 'prevent';
  const skip = policy === 'prevent' || policy === 'public';
  const { data, loading, error, refetch } = useQuery(ME_QUERY, {
    skip,
    // From the network when a route first needs the user (and on every visit of `force` routes).
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    context: { maxAttempts: ME_QUERY_RETRIES, silent: true },
  });

  // `force` routes load the user from the network on every visit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch on each path change only.
  useEffect(() => {
    if (policy === 'force') void refetch();
  }, [location.pathname]);

  const session: Session = useMemo(() => {
    if (skip) return { user: data?.me ?? undefined, loading: false };
    if (loading && !data) return { user: undefined, loading: true };
    return { user: data?.me ?? (error || data ? null : undefined), loading: false };
  }, [skip, loading, data, error]);

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
        <Navigate to={decision.to} replace />
      ) : (
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      )}
      <QueryModalHost />
      <ToastHost />
      <OutdatedModal />
      <BottomBanners />
    </SessionContext.Provider>
  );
}
