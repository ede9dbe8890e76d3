import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { ME_QUERY_RETRIES } from '@orbite/domain/constants';
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { type Locale, useServerLocaleSink } from '../app/locale';
import { useServerLocale } from '../features/account-settings/server-locale';
import { ME_QUERY } from '../features/session/me-query';
import type { Session } from '../features/session/session-context';
import { useRouteMeta } from './root-shell';

export { createApolloClient } from '../app/apollo';

/** Hands the signed-in user's saved language, and its save, to the locale provider above. */
export function ServerLocaleBridge() {
  const { saved, save } = useServerLocale();
  const sink = useServerLocaleSink();
  const saveRef = useRef(save);
  saveRef.current = save;
  const stableSave = useCallback((locale: Locale) => saveRef.current(locale), []);
  useEffect(() => sink({ saved, save: stableSave }), [sink, saved, stableSave]);
  useEffect(() => () => sink(null), [sink]);
  return null;
}

/**
 * The shell's root once Apollo is loaded (app/apollo-loader.ts): provides the client, loads the user as
 * the route asks (`fetchPolicy` of its meta) and hands the session to `children`.
 */
export function ApolloSession({
  client,
  children,
}: {
  client: ApolloClient;
  children: (session: Session, skip: boolean) => ReactNode;
}) {
  return (
    <ApolloProvider client={client}>
      <ServerLocaleBridge />
      <MeSession>{children}</MeSession>
    </ApolloProvider>
  );
}

function MeSession({ children }: { children: (session: Session, skip: boolean) => ReactNode }) {
  const meta = useRouteMeta();
  const location = useLocation();
  const policy = meta?.fetchPolicy ?? 'prevent';
  const skip = policy === 'prevent' || policy === 'public';
  const { data, loading, error, refetch } = useQuery(ME_QUERY, {
    // A `public` page (a freelancer's public profile) does not wait for the user, but its header learns it
    // (« Mon espace » instead of « Se connecter »): from the cache, else once in the background.
    skip: policy === 'prevent',
    // From the network when a route first needs the user (and on every visit of `force` routes).
    fetchPolicy: policy === 'public' ? 'cache-first' : 'network-only',
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

  return children(session, skip);
}
