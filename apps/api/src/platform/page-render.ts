/**
 * The signed-in pages' first screen rendered on the server. The web build's server module
 * (apps/web/src/server/render-page.tsx, built into apps/web/dist-server) renders the route with the answers
 * of its queries, which run here, in process, through the GraphQL server under the request's own session
 * (same schema, same authorization, same limits as over HTTP). The environment's HTML (its static frame,
 * apps/web/scripts/route-pages.mjs) then carries the page instead of the frame, and Apollo's cache as a JSON
 * data block (not a script: the CSP allows no inline script) from which the browser hydrates the page.
 *
 * Whatever stops the render (no session, a route that redirects, an error, the time budget spent) serves the
 * frame as before: the browser then renders the page itself.
 */
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { sha256Hex } from '../graphql/persisted-manifest';
import { compress, negotiateEncoding } from './compression';
import { sessionTokenOf } from './http';

/** One operation the page's components ask for, as Apollo prints it. */
export interface RenderOperation {
  operationName: string | undefined;
  query: string;
  variables: Record<string, unknown>;
}

/** What apps/web/src/server/render-page.tsx exports. */
interface RenderModule {
  prepare(): Promise<void>;
  renderPage(
    url: string,
    execute: (operation: RenderOperation) => Promise<Record<string, unknown>>,
    documentOf: (operationName: string) => string | null,
    signal: AbortSignal,
  ): Promise<{ html: string; state: unknown; locale: string } | { redirect: string } | null>;
}

/** Answers a GraphQL request in process (the Yoga server's `fetch`, with the HTTP request as its server context). */
export type InProcessGraphQL = (
  request: Request,
  serverContext: { req: IncomingMessage; requestId: string },
) => Promise<Response>;

/** Renders the page of a signed-in environment into `res`; false when it did not (the frame is served instead). */
export type PageRenderer = (
  req: IncomingMessage,
  res: ServerResponse,
  shellFile: string,
  requestId: string,
) => Promise<boolean>;

/** The id of the element holding Apollo's cache (read by apps/web/src/main.tsx). */
export const STATE_ELEMENT_ID = 'orbite-state';

/** `x-orbite-render: frame`: the environment's frame, not the rendered page. */
export const FRAME_HEADER = 'x-orbite-render';

const ROOT_OPEN = '<div id="root">';
/** The boot script's `me` request: the rendered page carries its answer. */
const ME_META = /\s*<meta name="orbite-me" content="[^"]*">/;

/**
 * JSON inside a `<script type="application/json">` element: `<` escaped so that no string in the data can
 * close the element (`</script>`) or open a comment; U+2028 and U+2029 for old parsers.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The environment's HTML with the rendered page in `#root` (in place of the static frame, inert until hydrated),
 * its cache as a data block at the end of the body (with the page's language, which the browser must keep to
 * hydrate it), and without the boot script's `me` request.
 */
export function pageHtml(template: string, page: { html: string; state: unknown; locale: string }): string {
  const open = template.indexOf(ROOT_OPEN);
  const bodyEnd = template.lastIndexOf('</body>');
  const close = template.lastIndexOf('</div>', bodyEnd);
  if (open < 0 || bodyEnd < 0 || close < open) throw new Error('the frame has no #root');
  return (
    template
      .slice(0, open)
      .replace(ME_META, '')
      .replace('<html lang="fr">', `<html lang="${page.locale === 'en' ? 'en' : 'fr'}">`) +
    // Inert until the browser has hydrated it (apps/web/src/main.tsx): nothing done before React listens is lost.
    '<div id="root" inert>' +
    page.html +
    template.slice(close, bodyEnd) +
    `<script type="application/json" id="${STATE_ELEMENT_ID}" data-locale="${page.locale === 'en' ? 'en' : 'fr-FR'}">` +
    `${jsonForHtml(page.state)}</script>\n  ` +
    template.slice(bodyEnd)
  );
}

/**
 * The renderer, or null when the web build has no server module (or rendering is off). `graphql` runs the
 * page's operations; `manifest` (the persisted operations) lets them go by hash, as the browser's do, so that a
 * server accepting only the web app's documents accepts these.
 */
export async function createPageRenderer(options: {
  render: { dir: string; budgetMs: number } | null;
  webDist: string;
  graphql: InProcessGraphQL;
  manifest: Map<string, string> | null;
  logger: Logger;
}): Promise<PageRenderer | null> {
  const { render, webDist, graphql, manifest, logger } = options;
  const file = render ? path.join(render.dir, 'render-page.js') : null;
  if (!render || !file || !fs.existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as RenderModule;
  await module.prepare();
  const queries = queriesByName(manifest);
  const documentOf = (operationName: string) => queries.get(operationName) ?? null;
  const templates = new Map<string, string>();
  const templateOf = (shellFile: string) => {
    let template = templates.get(shellFile);
    if (template === undefined) {
      template = fs.readFileSync(path.join(webDist, shellFile), 'utf8');
      templates.set(shellFile, template);
    }
    return template;
  };

  return async (req, res, shellFile, requestId) => {
    // No session cookie: the page would only send the visitor to its sign-in page, which the frame does too.
    if (!sessionTokenOf(req.headers.cookie)) return false;
    // A client that asks for the frame (the tests of the browser's own first render, a developer comparing both).
    if (req.headers[FRAME_HEADER] === 'frame') return false;
    const started = performance.now();
    const signal = AbortSignal.timeout(render.budgetMs);
    const execute = async ({ operationName, query, variables }: RenderOperation) => {
      const hash = sha256Hex(query);
      const body = manifest?.has(hash)
        ? { operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }
        : { operationName, query, variables };
      const response = await graphql(
        new Request('http://localhost/graphql', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/graphql-response+json, application/json',
            cookie: req.headers.cookie ?? '',
            'x-transaction-id': requestId,
          },
          body: JSON.stringify(body),
          signal,
        }),
        { req, requestId },
      );
      return (await response.json()) as Record<string, unknown>;
    };
    let page: Awaited<ReturnType<RenderModule['renderPage']>>;
    try {
      page = await module.renderPage(`http://localhost${req.url ?? '/'}`, execute, documentOf, signal);
    } catch (error) {
      const ms = Math.round(performance.now() - started);
      // A page with a query that answered an error (a mission not found...) is the browser's to render: no fault.
      if (error instanceof Error && error.name === 'FramedPage')
        logger.debug({ url: req.url, ms, reason: error.message }, 'page served as a frame');
      else logger.warn({ err: error, url: req.url, ms }, 'page render failed');
      return false;
    }
    // A route that redirects, or a session that is not (or no longer) valid: the browser does what the frame does.
    if (page && 'redirect' in page) {
      // A page that sends the visitor elsewhere (another environment's home...): the browser goes there at once.
      // Only within the product (the browser would follow anything else itself).
      const target = new URL(page.redirect, `http://localhost${req.url ?? '/'}`);
      if (target.origin !== 'http://localhost') return false;
      res.writeHead(302, {
        location: `${target.pathname}${target.search}${target.hash}`,
        'cache-control': 'private, no-store',
        vary: 'cookie',
      });
      res.end();
      return true;
    }
    if (!page || !hasUser(page.state)) return false;
    const body = Buffer.from(pageHtml(templateOf(shellFile), page));
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      // The page holds the user's data: never stored by a shared cache, nor kept by the browser.
      'cache-control': 'private, no-store',
      vary: 'cookie, accept-encoding',
      'server-timing': `render;dur=${Math.round(performance.now() - started)}`,
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : encoding ? compress(body, encoding) : body);
    return true;
  };
}

/** The manifest's queries by operation name (a name given to two documents is left out: which one is unknown). */
export function queriesByName(manifest: Map<string, string> | null): Map<string, string> {
  const byName = new Map<string, string | null>();
  for (const text of manifest?.values() ?? []) {
    const name = /^query (\w+)/.exec(text.trim())?.[1];
    if (name) byName.set(name, byName.has(name) ? null : text);
  }
  return new Map([...byName].filter((entry): entry is [string, string] => entry[1] !== null));
}

/** Whether the rendered page's cache holds a signed-in user (`me` answered with a user). */
function hasUser(state: unknown): boolean {
  const root = (state as { ROOT_QUERY?: Record<string, unknown> } | null)?.ROOT_QUERY;
  return Boolean(root?.me);
}
