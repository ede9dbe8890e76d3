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

/** An HTML page per light public route, with its chunks preloaded and a static frame (see route-pages.mjs). */
export function routePages(options: {
  product: string;
  /** The module of the small script of these pages (its path's end): src/app/boot.ts. */
  bootModule: string;
  pages: RoutePage[];
  messages: Record<string, string>;
}): Plugin;
