import type { ApolloClient } from '@apollo/client';
import type { ApolloSession } from '../shell/apollo-session';

/** The Apollo client and the shell's session root that provides it (the `me` query, the saved language). */
export interface LoadedApollo {
  client: ApolloClient;
  Session: typeof ApolloSession;
}

/** The answer of a request an environment's page started before any module (app/boot.ts). */
export interface PrefetchedAnswer {
  status: number;
  body: unknown;
}

declare global {
  interface Window {
    /** Set by app/boot.ts, taken once by Apollo (app/apollo.ts), dropped when the route loads no user. */
    orbitePrefetchedMe?: Promise<PrefetchedAnswer | null>;
    /** The page's first queries started by app/boot.ts once `me` answered, by `prefetchKey` (app/route-prefetch.ts). */
    orbitePrefetched?: Map<string, Promise<PrefetchedAnswer | null>>;
  }
}

/** The `me` answer started by the page's boot script, once: the next `me` operation goes to the network. */
export function takePrefetchedMe(): Promise<PrefetchedAnswer | null> | null {
  const prefetched = window.orbitePrefetchedMe ?? null;
  delete window.orbitePrefetchedMe;
  return prefetched;
}

/**
 * How long after the page's start a prefetched answer may stand for its query: the page's first render
 * comes well before; a query asked later (another page, the same list after a change) goes to the network.
 */
export const PREFETCH_VALID_MS = 20_000;

/** The answer the boot script started for this operation and these variables, once, while it is fresh. */
export function takePrefetched(key: string): Promise<PrefetchedAnswer | null> | null {
  const prefetched = window.orbitePrefetched;
  if (!prefetched) return null;
  if (performance.now() > PREFETCH_VALID_MS) {
    delete window.orbitePrefetched;
    return null;
  }
  const answer = prefetched.get(key) ?? null;
  prefetched.delete(key);
  return answer;
}

let loaded: LoadedApollo | null = null;
let loading: Promise<LoadedApollo> | null = null;

/**
 * Apollo, graphql-ws and the GraphQL documents of the shell are a chunk of their own, loaded the first
 * time a page needs GraphQL (every page but the light public ones: sign-in, password reset, landing...).
 * One client for the whole visit: once loaded, every later page keeps it. A failed load is tried again
 * on the next call.
 */
export function loadApollo(): Promise<LoadedApollo> {
  loading ??= import('../shell/apollo-session').then(
    ({ ApolloSession, createApolloClient }) => {
      loaded = { client: createApolloClient(), Session: ApolloSession };
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Apollo when it is loaded already, else null. */
export function loadedApollo(): LoadedApollo | null {
  return loaded;
}

/**
 * Forgets what the previous session cached, when a client exists (a light page that loaded none has
 * nothing to forget): `reset` fetches the active queries again, `clear` does not.
 */
export async function forgetCachedData(mode: 'reset' | 'clear'): Promise<void> {
  delete window.orbitePrefetched;
  if (!loaded) return;
  await (mode === 'reset' ? loaded.client.resetStore() : loaded.client.clearStore());
}
