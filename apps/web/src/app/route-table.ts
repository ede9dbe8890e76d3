import type { RouteObject } from 'react-router';
import { RootShell } from '../shell/root-shell';
import { RouteError } from '../shell/route-error';
import type { RouteMeta } from './route-meta';
import { backofficeRoutes, labsRoutes } from './routes/backoffice-routes';
import { enterpriseRoutes } from './routes/enterprise-routes';
import { freelancerRoutes } from './routes/freelancer-routes';
import { publicRoutes } from './routes/public-routes';

const unknownRoute: RouteMeta = {
  title: 'route.notFound',
  fetchPolicy: 'prevent',
  access: 'public',
  unknown: true,
  light: true,
};

/** The route table: every route of the product, each with its user-fetch policy, roles, permissions and title. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootShell,
    // A page that fails (its code not loaded, a render error) shows a French message, never the router's own.
    ErrorBoundary: RouteError,
    children: [
      publicRoutes,
      backofficeRoutes,
      labsRoutes,
      freelancerRoutes,
      enterpriseRoutes,
      { path: '*', handle: unknownRoute, Component: () => null },
    ],
  },
];
