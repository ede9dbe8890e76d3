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
import type { PrefetchedMe } from './apollo-loader';

const names = document.querySelector<HTMLMetaElement>('meta[name="orbite-modules"]')?.content.split(' ') ?? [];
const [entry, ...modules] = names.filter(Boolean);
const meHash = document.querySelector<HTMLMetaElement>('meta[name="orbite-me"]')?.content;

/** `me` as Apollo would send it (persisted-query link: the hash first, the same headers). */
function fetchMe(sha256Hash: string): Promise<PrefetchedMe | null> {
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
      operationName: 'Me',
      variables: {},
      extensions: { persistedQuery: { version: 1, sha256Hash } },
    }),
  }).then(
    async (response) => (response.ok ? { status: response.status, body: await response.json() } : null),
    () => null,
  );
}

if (meHash) window.orbitePrefetchedMe = fetchMe(meHash);

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

function start() {
  if (entry) void import(/* @vite-ignore */ entry);
  preload(0);
}

// After the next frame is painted (one frame to paint, the next one's start).
requestAnimationFrame(() => setTimeout(start, 0));
