import type { Environment, Permission, UserRole } from '@orbite/domain/roles';

/**
 * How a route loads the current user:
 * - prevent: never (sign-in and similar pages);
 * - public: never, the page shows an anonymized view (public freelancer profile);
 * - fetch: once, then from the cache;
 * - force: from the network on every visit.
 */
export type UserFetchPolicy = 'prevent' | 'public' | 'fetch' | 'force';

export interface RouteMeta {
  /** Message id of the route title ("Orbite - <title>"). */
  title: string;
  fetchPolicy: UserFetchPolicy;
  /** Environment the route belongs to (its sign-in page, its redirect page). */
  env?: Environment;
  /** Private routes need a signed-in user holding one of `roles`. */
  access: 'public' | 'private';
  /**
   * Private route: the roles allowed in. Public route: when set, signed-in users of other roles
   * are sent to the environment's redirect page (an empty list sends every signed-in user away).
   */
  roles?: readonly UserRole[];
  /** Permission flags the user must all hold (team members always pass). */
  permissions?: readonly Permission[];
  /** Sign-in page used when a signed-out user comes to this private route; default `/{env}/signin`. */
  signinPath?: string;
  /** Route of the Nova assistant: needs a corporate with Nova access. */
  nova?: boolean;
  /** Freelancer-status rules: `main` is the main freelancer area, `sorry` the out-of-scope page. */
  freelancerArea?: 'main' | 'sorry';
  /** A route that only replaces the location (alias, index of an area), once the guards allowed it. */
  redirect?: string | ((search: URLSearchParams, pathname: string) => string);
  /**
   * A page that makes no GraphQL call, nor does its frame (sign-in, password reset, landing...): the
   * shell renders it without loading Apollo (shell/root-shell.tsx). Only on `prevent` routes.
   */
  light?: boolean;
  /** The catch-all route: an unknown path. */
  unknown?: boolean;
}

export function isRouteMeta(value: unknown): value is RouteMeta {
  return typeof value === 'object' && value !== null && 'title' in value && 'fetchPolicy' in value;
}

/**
 * The public routes under the signed-in environments' paths. The server serves the environment's
 * static frame (scripts/route-pages.mjs) for its other paths, and index.html for these (a sign-up page
 * is not drawn in a signed-in frame). The route table's test keeps this list equal to the table's.
 */
export const PUBLIC_ENVIRONMENT_PATHS: readonly string[] = [
  'freelancer/signin',
  'freelancer/signup',
  'freelancer/register',
  'freelancer/email-confirmation',
  'freelancer/profile/:publicId',
  'freelancer/endorse/error',
  'freelancer/endorse/thanks',
  'freelancer/endorse/:publicId?',
  'enterprise/signin',
  'enterprise/signup',
  'enterprise/email-validation',
  'enterprise/mission/:hash/export',
  'enterprise/join/:token',
  ...(['freelancer', 'enterprise', 'backoffice'] as const).flatMap((env) => [
    `${env}/signout`,
    `${env}/redirect`,
    `${env}/modal/:name`,
    `${env}/welcome/:signupHuntingToken`,
  ]),
  'backoffice/signin',
];
