/**
 * The script of the pages that have their own HTML (scripts/route-pages.mjs): the sign-in pages and the
 * signed-in environments' frames. Their static frame is painted first, then the app's modules are
 * fetched, all at once, and the app starts. The HTML names them in `<meta name="orbite-modules">`, the
 * app's entry first. Fetching them after the first paint leaves the slow network to the HTML and the
 * stylesheet until the frame is on screen.
 * An environment's frame names the hash of the `me` document too (`<meta name="orbite-me">`): the
 * request starts now, before any module, and Apollo takes its answer (app/apollo.ts) instead of asking
 * again.
 */
import type { PrefetchedAnswer } from './apollo-loader';

const names = document.querySelector<HTMLMetaElement>('meta[name="orbite-modules"]')?.content.split(' ') ?? [];
const [entry, ...modules] = names.filter(Boolean);
const meHash = document.querySelector<HTMLMetaElement>('meta[name="orbite-me"]')?.content;
/** `Name:hash Name:hash`: the persisted hashes of the operations app/route-prefetch.ts may send. */
const operationHashes = new Map(
  (document.querySelector<HTMLMetaElement>('meta[name="orbite-operations"]')?.content ?? '')
    .split(' ')
    .filter(Boolean)
    .map((pair) => pair.split(':') as [string, string]),
);

/** An operation as Apollo would send it (persisted-query link: the hash first, the same headers). */
function fetchOperation(
  operationName: string,
  variables: Record<string, unknown>,
  sha256Hash: string,
): Promise<PrefetchedAnswer | null> {
  return fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers: {
      accept: 'application/graphql-response+json,application/json;q=0.9',
      'content-type': 'application/json',
      // No x-transaction-id: the server makes one up (a shared module here would cost a request first).
      'x-client-version': __APP_VERSION__,
      'x-client-platform': 'web',
      'x-client-name': 'orbite-web',
    },
    body: JSON.stringify({
      operationName,
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash } },
    }),
  }).then(
    async (response) => (response.ok ? { status: response.status, body: await response.json() } : null),
    () => null,
  );
}

/**
 * Once `me` has answered, the queries of the page's first render (app/route-prefetch.ts, a small chunk
 * fetched meanwhile): Apollo takes their answers (app/apollo.ts) instead of asking after the app's code.
 */
async function prefetchPage(me: Promise<PrefetchedAnswer | null>) {
  const [{ prefetchesFor, prefetchKey }, answer] = await Promise.all([import('./route-prefetch'), me]);
  const user = (answer?.body as { data?: { me?: { freelance?: { id: string } | null } | null } } | undefined)?.data?.me;
  if (!user) return;
  const location = window.location;
  for (const { operationName, variables } of prefetchesFor(
    location.pathname,
    new URLSearchParams(location.search),
    user,
  )) {
    const hash = operationHashes.get(operationName);
    if (hash)
      window.orbitePrefetched?.set(
        prefetchKey(operationName, variables),
        fetchOperation(operationName, variables, hash),
      );
  }
}

if (meHash) {
  window.orbitePrefetchedMe = fetchOperation('Me', {}, meHash);
  window.orbitePrefetched = new Map();
  prefetchPage(window.orbitePrefetchedMe).catch(() => undefined);
}

/** Links per task: creating one costs about half a millisecond, a long task (50 ms on a slow phone) is avoided. */
const LINKS_PER_TASK = 12;

/** The modules from `from` on, a few per task (the entry first: its import fetches its own imports too). */
function preload(from: number) {
  const links = document.createDocumentFragment();
  for (const href of modules.slice(from, from + LINKS_PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
  if (from + LINKS_PER_TASK < modules.length) setTimeout(() => preload(from + LINKS_PER_TASK), 0);
}

/**
 * The browser loads its locale data on the first number and date formats: 20 to 40 ms on a desktop CPU, four
 * times that on a phone. Done here while the app's modules are on their way, one format per task, instead of
 * inside the first render (react-intl's provider formats numbers to check the locale).
 */
function warmLocaleData() {
  const locale = document.documentElement.lang || 'fr';
  const formats = [
    () => new Intl.NumberFormat(locale).format(1),
    () => new Intl.DateTimeFormat(locale).format(0),
    () => new Intl.PluralRules(locale).select(1),
  ];
  const next = () => {
    formats.shift()?.();
    if (formats.length) setTimeout(next, 0);
  };
  setTimeout(next, 0);
}

function start() {
  if (entry) void import(/* @vite-ignore */ entry);
  preload(0);
  warmLocaleData();
}

// After the next frame is painted (one frame to paint, the next one's start).
requestAnimationFrame(() => setTimeout(start, 0));
