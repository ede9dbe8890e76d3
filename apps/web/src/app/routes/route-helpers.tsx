import type { Environment, Permission, UserRole } from '@orbite/domain/roles';
import { type ComponentType, isValidElement, lazy } from 'react';
import { type RouteObject, useLocation } from 'react-router';
import { type CatalogueScope, requireFullCatalogue } from '../../i18n/catalogue';
import { useRouteMeta } from '../../shell/root-shell';
import { resolvedNow } from '../../ui/resolved-now';
import { Redirect } from '../redirect';
import { isRouteMeta, type RouteMeta, type UserFetchPolicy } from '../route-meta';

export type PageModule = () => Promise<{ default: ComponentType }>;
/** Where a route's component comes from: a lazily imported page module, or a component at hand. */
export type PageSource = PageModule | { redirect: NonNullable<RouteMeta['redirect']> };

/**
 * Page components are loaded on demand with React.lazy, rendered only after the guards allowed the
 * route: a visitor who is redirected never downloads the page (nor its environment). A page waits
 * for every area's messages too, unless it needs only the core ones (`messages: 'core'`: the sign-in
 * pages and the public frame, which then load no area's messages).
 */
export function lazyPage(load: PageModule, messages: CatalogueScope = 'full'): ComponentType {
  const loadAll: PageModule =
    messages === 'core' ? load : () => Promise.all([load(), requireFullCatalogue()]).then(([module]) => module);
  let loaded: { default: ComponentType } | null = null;
  const preload = () =>
    loadAll().then((module) => {
      loaded = module;
      return module;
    });
  // Once preloaded, the module is handed over at once: React renders the page without suspending.
  const Page = lazy(() => (loaded ? resolvedNow(loaded) : preload()));
  return Object.assign(Page, { preload });
}

/** Whether the deepest meta of matched routes marks a light page (see `RouteMeta.light`). */
export function isLightRoute(matches: readonly { route: RouteObject }[]): boolean {
  return matches.map((match) => match.route.handle).findLast(isRouteMeta)?.light === true;
}

/**
 * Starts loading the components of matched routes (`lazyPage`'s `preload`), all at once; never rejects (the
 * render shows a chunk's failure, as it would have). A router keeps a route's `Component` as the type of
 * its `element` (React Router's route mapping), which is where it is read once the router exists.
 */
export async function preloadRouteComponents(matches: readonly { route: RouteObject }[]): Promise<void> {
  await Promise.all(
    matches.map(({ route }) => {
      const component = (route.Component ?? (isValidElement(route.element) ? route.element.type : null)) as {
        preload?: () => Promise<unknown>;
      } | null;
      return component?.preload?.().catch(() => {});
    }),
  );
}

/**
 * Loads the page components of a light route (see `RouteMeta.light`) before the first render, so that
 * the page replaces the static frame of its HTML (scripts/route-pages.mjs) without a loader in between.
 */
export async function preloadLightRoute(matches: readonly { route: RouteObject }[]): Promise<void> {
  if (isLightRoute(matches)) await preloadRouteComponents(matches);
}

const comingSoon = lazyPage(() => import('../../areas/coming-soon-page'));

interface PageOptions {
  policy?: UserFetchPolicy;
  permissions?: readonly Permission[];
  nova?: boolean;
  freelancerArea?: RouteMeta['freelancerArea'];
  roles?: readonly UserRole[];
  signinPath?: string;
  /** `core` for a page that shows only the core messages (`<locale>.json`): see `lazyPage`. */
  messages?: CatalogueScope;
}

interface PublicPageOptions extends PageOptions {
  env?: Environment;
  /** A page without GraphQL, shown without loading Apollo: see `RouteMeta.light`. */
  light?: boolean;
}

/** A private page of an environment (path relative to the environment); without `load` it is "coming soon". */
export function privatePage(
  env: Environment,
  role: UserRole,
  path: string | undefined,
  title: string,
  load?: PageSource,
  options: PageOptions = {},
): RouteObject {
  const meta: RouteMeta = {
    title,
    fetchPolicy: options.policy ?? 'fetch',
    env,
    access: 'private',
    roles: options.roles ?? [role],
    permissions: options.permissions,
    nova: options.nova,
    freelancerArea: options.freelancerArea,
    signinPath: options.signinPath,
  };
  return route(path, meta, load, options.messages);
}

/** A public page (path absolute without the leading slash). */
export function publicPage(
  path: string | undefined,
  title: string,
  load?: PageSource,
  options: PublicPageOptions = {},
): RouteObject {
  const fetchPolicy = options.policy ?? 'prevent';
  if (options.light && fetchPolicy !== 'prevent') throw new Error(`${path}: a light page never loads the user`);
  const meta: RouteMeta = {
    title,
    fetchPolicy,
    env: options.env,
    access: 'public',
    roles: options.roles,
    ...(options.light ? { light: true } : {}),
  };
  return route(path, meta, load, options.messages);
}

function route(path: string | undefined, meta: RouteMeta, load?: PageSource, messages?: CatalogueScope): RouteObject {
  const Component = !load ? comingSoon : typeof load === 'function' ? lazyPage(load, messages) : RedirectRoute;
  const handle: RouteMeta = load && typeof load !== 'function' ? { ...meta, redirect: load.redirect } : meta;
  return path === undefined ? { index: true, handle, Component } : { path, handle, Component };
}

/** A route that replaces the location (the query kept when the target is a plain path). */
export function redirectTo(target: NonNullable<RouteMeta['redirect']>): PageSource {
  return { redirect: target };
}

function RedirectRoute() {
  const location = useLocation();
  const target = useRouteMeta()?.redirect;
  if (!target) return null;
  const to =
    typeof target === 'string'
      ? `${target}${location.search}`
      : target(new URLSearchParams(location.search), location.pathname);
  return <Redirect to={to} />;
}
