import type { Plugin } from 'vite';

export interface RoutePage {
  /** The route's path without the leading slash: the page is written at `<path>/index.html`. */
  path: string;
  /** The modules the route renders (paths ending the module ids): their chunks are preloaded. */
  modules: string[];
  /** Message ids: the document title (route title), the card's heading and subtitle. */
  title: string;
  heading: string;
  subtitle: string;
}

/** A signed-in environment's page, written at `<env>/index.html` (see route-pages.mjs). */
export interface ShellPage {
  env: 'freelancer' | 'enterprise' | 'backoffice';
  /** The modules every page of the environment needs (Apollo's, the layout, the messages): preloaded. */
  modules: string[];
  /** Message ids: the document title until the route's own, the environment's name in the header. */
  title: string;
  label: string;
}

/** The list the server reads: each environment's HTML, and the public paths under them (index.html). */
export const SHELLS_FILE: string;

/** An HTML page per light public route, with its chunks preloaded and a static frame (see route-pages.mjs). */
export function routePages(options: {
  product: string;
  /** The module of the small script of these pages (its path's end): src/app/boot.ts. */
  bootModule: string;
  pages: RoutePage[];
  shells?: ShellPage[];
  /** Route patterns under the environments' paths that are public (`freelancer/signup`, `enterprise/join/:token`). */
  publicPaths?: string[];
  /** The persisted-operations manifest in the bundle, where the shells find the `me` document's hash. */
  manifestFile?: string;
  /** Operations (by name) the boot script may send before the app (src/app/route-prefetch.ts): their hashes go in the shells. */
  prefetchedOperations?: string[];
  messages: Record<string, string>;
}): Plugin;
