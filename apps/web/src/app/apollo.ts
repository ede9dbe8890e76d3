import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { RetryLink } from '@apollo/client/link/retry';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { RETRY } from '@orbite/domain/constants';
import { ErrorCode } from '@orbite/domain/errors';
import { cleanPayload } from '@orbite/domain/payload';
import { createClient } from 'graphql-ws';
import { from, map, mergeMap, of } from 'rxjs';
import { errorMessageId } from '../i18n/errors';
import { outdatedVersion, recordServerTime, requestNavigation, webSocketConnections } from '../shell/shell-state';
import { addToast } from '../shell/toasts';
import { cacheOptions, defaultOptions } from './apollo-cache';
import { reactionTo, toResponseErrors } from './apollo-errors';
import { takePrefetched, takePrefetchedMe } from './apollo-loader';
import { nextTask } from './next-task';
import { prefetchKey } from './prefetch-key';
import { uuid } from './uuid';

declare module '@apollo/client' {
  export namespace ApolloClient {
    export namespace DeclareDefaultOptions {
      interface WatchQuery {
        errorPolicy: 'all';
      }
      interface Query {
        errorPolicy: 'all';
      }
      interface Mutate {
        errorPolicy: 'all';
      }
    }
  }
  interface DefaultContext {
    /** No toast for this operation's errors (the caller shows them). */
    silent?: boolean;
    /** Attempts for HTTP 502/503/504 (default 5; `me` uses 7). */
    maxAttempts?: number;
  }
}

const GRAPHQL_PATH = '/graphql';

const headersLink = new ApolloLink((operation, forward) => {
  operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
    headers: {
      ...headers,
      'x-transaction-id': uuid(),
      'x-client-version': __APP_VERSION__,
      'x-client-platform': 'web',
      'x-client-name': 'orbite-web',
    },
  }));
  return forward(operation);
});

/** Mutation payloads: empty strings to null, empty objects and technical ids removed. */
const cleanVariablesLink = new ApolloLink((operation, forward) => {
  if (operation.operationType === 'mutation') {
    operation.variables = cleanPayload(operation.variables);
    // A change made just after a server-rendered page hydrated: the queries it refetches ask the network (start.tsx).
    // A mutation that only records something (a page view: `context.recordsOnly`) changes none of the page's answers.
    if (!operation.getContext().recordsOnly) operation.client.prioritizeCacheValues = false;
  }
  return forward(operation);
});

function carriesOutdatedCode(result: {
  errors?: readonly { extensions?: Record<string, unknown> }[];
  extensions?: unknown;
}) {
  const top = (result.extensions as { code?: unknown } | undefined)?.code;
  return (
    top === ErrorCode.outdatedVersion ||
    (result.errors ?? []).some((e) => e.extensions?.code === ErrorCode.outdatedVersion)
  );
}

/** Reads the server time of each response (clock offset) and spots the outdated-version code. */
const responseLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    map((result) => {
      const { extensions } = result as { extensions?: { serverTime?: unknown } };
      recordServerTime(extensions?.serverTime);
      if (carriesOutdatedCode(result as Parameters<typeof carriesOutdatedCode>[0])) outdatedVersion.set(true);
      return result;
    }),
  ),
);

/**
 * The first `me` operation, and the first of each query the page's first render sends (app/route-prefetch.ts),
 * take the answer of the request the page's boot script started before any module (app/boot.ts), instead of
 * asking again: they come in parallel with the app's code. An answer that is not a plain success (an error,
 * an unknown hash, no answer) is asked again through the usual links, which handle it.
 * The answers have often all arrived when the page subscribes to its queries: each is handed over in a task
 * of its own, so that storing them in the cache and the renders they cause are several short tasks rather
 * than one long one (150 ms on the freelancer's dashboard, 600 ms on a slow phone).
 */
export const prefetchedLink = new ApolloLink((operation, forward) => {
  const prefetched =
    operation.operationName === 'Me'
      ? takePrefetchedMe()
      : operation.operationType === 'query'
        ? takePrefetched(prefetchKey(operation.operationName ?? '', operation.variables))
        : null;
  if (!prefetched) return forward(operation);
  return from(prefetched.then((answer) => nextTask().then(() => answer))).pipe(
    mergeMap((answer) => {
      const body = answer?.body as ApolloLink.Result | undefined;
      return body?.data && !body.errors ? of(body) : forward(operation);
    }),
  );
});

/**
 * Whether to send an operation again: on 502/503/504 (the server said nothing was done), and on
 * fetch's network failure (the API process died, the connection dropped) for a query only, since
 * a mutation may have been applied before its answer was lost.
 */
export function shouldRetry(
  attempt: number,
  operation: { operationType: string; getContext(): { maxAttempts?: number } },
  error: unknown,
): boolean {
  const max = operation.getContext().maxAttempts ?? RETRY.attempts;
  if (attempt >= max) return false;
  if (ServerError.is(error)) return (RETRY.statuses as readonly number[]).includes(error.statusCode);
  return operation.operationType === 'query' && error instanceof TypeError;
}

const retryLink = new RetryLink({
  delay: (attempt) => RETRY.delayMs * attempt,
  attempts: shouldRetry,
});

const errorLink = new ErrorLink(({ error, operation }) => {
  const silent = operation.getContext().silent === true;
  const type = operation.operationType as 'query' | 'mutation' | 'subscription';
  if ((ServerError.is(error) && error.statusCode === 401) || isSessionEndedClose(error)) {
    revokeSession(operation.client);
    return;
  }
  const errors = CombinedGraphQLErrors.is(error)
    ? toResponseErrors(error.errors)
    : [
        {
          code: ErrorCode.unknown,
          message: error.message,
          details: { code: null, message: error.message, stack: null },
        },
      ];
  const reaction = reactionTo(errors, { type, silent });
  if (reaction.type === 'outdated') outdatedVersion.set(true);
  else if (reaction.type === 'revoke') revokeSession(operation.client);
  else if (reaction.type === 'notFound') requestNavigation({ type: 'notFound' });
  else if (reaction.type === 'toast') {
    for (const shown of reaction.errors) {
      const network = !CombinedGraphQLErrors.is(error);
      addToast({
        type: 'error',
        messageId: network ? 'error.network' : errorMessageId(shown.code),
        details: shown.details,
      });
    }
  }
});

/**
 * The server closes a subscription's WebSocket with 4401 when its session ends (sign-out elsewhere,
 * revocation, password change): as a 401 answer, signed out. graphql-ws does not retry this code.
 */
export function isSessionEndedClose(error: unknown): boolean {
  return error instanceof Error && /^Socket closed with event 4401\b/.test(error.message);
}

let revoking = false;
function revokeSession(client: ApolloClient): void {
  if (revoking) return;
  revoking = true;
  void client.clearStore().finally(() => {
    revoking = false;
    requestNavigation({ type: 'sessionRevoked' });
  });
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Queries and mutations name their document by its hash (the server knows the build's documents);
 * an unknown hash is answered "not found" and the link sends the whole document once. Browsers give
 * SHA-256 only on secure pages (https or localhost): elsewhere documents are sent whole.
 */
function persistedDocumentsLink(): ApolloLink[] {
  return globalThis.crypto?.subtle ? [new PersistedQueryLink({ sha256 })] : [];
}

function webSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${GRAPHQL_PATH}`;
}

export function createApolloClient(): ApolloClient {
  const httpLink = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'include' });
  const wsLink = new GraphQLWsLink(
    createClient({
      url: webSocketUrl(),
      lazy: true,
      connectionParams: { clientVersion: __APP_VERSION__ },
      on: { connected: () => webSocketConnections.set((count) => count + 1) },
    }),
  );
  const httpChain = ApolloLink.from([
    prefetchedLink,
    cleanVariablesLink,
    headersLink,
    retryLink,
    ...persistedDocumentsLink(),
    httpLink,
  ]);
  const transport = ApolloLink.split((operation) => operation.operationType === 'subscription', wsLink, httpChain);
  return new ApolloClient({
    link: ApolloLink.from([errorLink, responseLink, transport]),
    cache: new InMemoryCache(cacheOptions),
    defaultOptions,
  });
}
