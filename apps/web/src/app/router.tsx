import { createBrowserRouter, type RouteObject } from 'react-router';
import { isRouteMeta, type RouteMeta } from './route-meta';
import { routes } from './route-table';

export const router = createBrowserRouter(routes);

/** The meta of the deepest matched route that declares one. */
export function matchedMeta(matches: readonly { route: RouteObject }[]): RouteMeta | null {
  return matches.map((match) => match.route.handle).findLast(isRouteMeta) ?? null;
}
