import type { Environment, Permission, UserRole } from '@orbite/domain/roles';
import { type ComponentType, lazy } from 'react';
import { Navigate, type RouteObject, useLocation } from 'react-router';
import { type CatalogueScope, requireFullCatalogue } from '../../i18n/catalogue';
import { useRouteMeta } from '../../shell/root-shell';
import type { RouteMeta, UserFetchPolicy } from '../route-meta';

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
  if (messages === 'core') return lazy(load);
  return lazy(() => Promise.all([load(), requireFullCatalogue()]).then(([module]) => module));
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
  options: PageOptions & { env?: Environment } = {},
): RouteObject {
  const meta: RouteMeta = {
    title,
    fetchPolicy: options.policy ?? 'prevent',
    env: options.env,
    access: 'public',
    roles: options.roles,
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
  return <Navigate to={to} replace />;
}
