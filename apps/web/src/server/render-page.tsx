import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { parse, print } from 'graphql';
import { type ReactNode, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Observable } from 'rxjs';
import { cacheOptions, defaultOptions } from '../app/apollo-cache';
import { type Locale, locales } from '../app/locale';
import { Providers } from '../app/providers';
import { ServerRedirect } from '../app/redirect';
import { prefetchesFor } from '../app/route-prefetch';
import { routes } from '../app/route-table';
import { ServerApollo } from '../app/server-apollo';
import { ME_QUERY } from '../features/session/me-query';
import { prepareLocale, requireFullCatalogue, setCurrentLocale } from '../i18n/catalogue';
import { ApolloSession } from '../shell/apollo-session';

/*
 * The module the API renders a signed-in page's first screen with (apps/api/src/platform/page-render.ts), built
 * by `vite build --ssr` into dist-server/. The page is the browser's own tree (the same routes, providers and
 * shell) with a static router and an Apollo client whose link runs each operation in the API's process.
 */

/** Runs one GraphQL operation for the request being rendered (the API's own schema, under its session). */
export type ExecuteOperation = (operation: {
  operationName: string | undefined;
  query: string;
  variables: Record<string, unknown>;
}) => Promise<ApolloLink.Result>;

/** The text of a query the web app sends, by its operation name (the persisted manifest), or null. */
export type DocumentByName = (operationName: string) => string | null;

/** A page that sends the visitor elsewhere (app/redirect.tsx): the server answers with a redirect there. */
export interface RedirectedPage {
  redirect: string;
}

export interface RenderedPage {
  html: string;
  /** The page's language: the user's saved one. */
  locale: Locale;
  /** Apollo's cache once the page's queries have answered (the browser starts from it). */
  state: unknown;
}

/** Renders of the tree at most: each one runs the queries it found, the last one has every answer. */
const MAX_RENDERS = 4;

const handler = createStaticHandler(routes);

/** Loads what every page's render needs before the first request: every message of both languages. */
export async function prepare(): Promise<void> {
  for (const locale of locales) {
    setCurrentLocale(locale);
    await prepareLocale(locale);
    await requireFullCatalogue();
  }
  setCurrentLocale('fr-FR');
}

/**
 * A page the server does not render, for a reason worth knowing but not a fault: the browser renders it from the
 * frame. A query that answers with an error is one: Apollo's cache keeps answers, not errors, so the browser would
 * render the page's loading state where the server rendered its error state, and React would throw the page away.
 */
export class FramedPage extends Error {
  override name = 'FramedPage';
}

function executingLink(execute: ExecuteOperation, failed: Set<string>): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          operationName: operation.operationName,
          query: print(operation.query),
          variables: operation.variables,
        })
          .then((result) => {
            if (result.errors?.length) failed.add(operation.operationName ?? 'anonymous');
            observer.next(result);
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
}

/**
 * The queries the page's first render sends, answered before that render (app/route-prefetch.ts knows them from
 * the address and the user, as the boot script does): true when the page has a plan and every query of it
 * answered, so that one render of the tree reads them all. Otherwise Apollo renders the tree once per level of
 * queries it finds (`prerenderStatic`).
 */
async function prefetch(
  client: ApolloClient,
  url: URL,
  documentOf: DocumentByName,
): Promise<{ known: boolean; locale: Locale } | null> {
  const { data } = await client.query({ query: ME_QUERY });
  const user = data?.me;
  if (!user) return null;
  const locale: Locale = user.locale === 'en' ? 'en' : 'fr-FR';
  const planned = prefetchesFor(url.pathname, url.searchParams, user);
  const answered = await Promise.all(
    planned.map(async ({ operationName, variables }) => {
      const text = documentOf(operationName);
      if (!text) return false;
      const { error } = await client
        .query({ query: parse(text), variables })
        .catch((caught: unknown) => ({ error: caught }));
      return !error;
    }),
  );
  // The bell's count is on every page: the page's own queries are known when the plan has more.
  return { known: planned.length > 1 && answered.every(Boolean), locale };
}

/**
 * A React stream's text, read to its end by its own reader. Not `for await`: leaving that loop releases the
 * reader, and Node's release makes an error whose stack, under the API's source maps (tsx), parsed the maps of
 * every frame's module: about 5 ms of each render.
 */
async function streamText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    text += decoder.decode(value, { stream: true });
  }
}

/**
 * A signed-in environment's page rendered on the server: the route's components with the answers of their
 * queries, in the user's language. Null when the route redirects or no user is signed in.
 */
export async function renderPage(
  href: string,
  execute: ExecuteOperation,
  documentOf: DocumentByName,
  signal: AbortSignal,
): Promise<RenderedPage | RedirectedPage | null> {
  const context = await handler.query(new Request(href, { signal }));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const failed = new Set<string>();
  const client = new ApolloClient({
    ssrMode: true,
    link: executingLink(execute, failed),
    cache: new InMemoryCache(cacheOptions),
    defaultOptions,
  });
  const first = await prefetch(client, new URL(href), documentOf);
  // Signed out, or the session ended: the browser sends the visitor to the sign-in page, as from the frame.
  if (!first) return null;
  const { known, locale } = first;
  let redirect: string | null = null;
  const redirectTo = (to: string) => {
    redirect ??= to;
  };
  const tree = (
    <StrictMode>
      <Providers locale={locale}>
        <ServerApollo.Provider value={{ client, Session: ApolloSession }}>
          <ServerRedirect.Provider value={redirectTo}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ServerRedirect.Provider>
        </ServerApollo.Provider>
      </Providers>
    </StrictMode>
  );
  // A component that throws while rendering (React would leave its boundary for the browser to render).
  const thrown: unknown[] = [];
  // Every boundary written in place: one sent apart needs React's inline script to show, which the CSP refuses.
  const render = (node: ReactNode) =>
    prerender(node, {
      signal,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        thrown.push(error);
      },
    });
  let html: string;
  if (known) {
    // The page's queries have answered: one render reads them from the cache.
    html = await streamText((await render(tree)).prelude);
  } else {
    const { result, aborted } = await prerenderStatic({
      tree,
      context: { client },
      signal,
      maxRerenders: MAX_RENDERS,
      renderFunction: render,
    });
    if (aborted) throw new Error('the page took longer than its budget to render');
    html = result;
  }
  if (redirect !== null) return { redirect };
  if (thrown.length > 0) throw thrown[0];
  if (failed.size > 0) throw new FramedPage(`queries answered with errors: ${[...failed].join(', ')}`);
  return { html, locale, state: client.extract() };
}
