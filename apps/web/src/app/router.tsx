import { createBrowserRouter, type RouteObject } from 'react-router';
import { isRouteMeta, type RouteMeta } from './route-meta';
import { routes } from './route-table';
import { preloadRouteComponents } from './routes/route-helpers';

export const router = createBrowserRouter(routes);

/** The meta of the deepest matched route that declares one. */
export function matchedMeta(matches: readonly { route: RouteObject }[]): RouteMeta | null {
  return matches.map((match) => match.route.handle).findLast(isRouteMeta) ?? null;
}

/**
 * Starts loading the components of the matched routes (an environment's layout and the page, with the
 * messages they wait for: route helpers' `lazyPage`), at once, while Apollo and the user load: their
 * guards decide afterwards, and a visitor they send elsewhere has fetched the chunks for nothing. Never
 * rejects (the render shows a chunk's failure, as it would have).
 */
export const preloadMatchedRoutes = preloadRouteComponents;
