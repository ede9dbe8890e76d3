import { ErrorCode } from '@orbite/domain/errors';
import type { FreelanceStatus } from '@orbite/domain/freelance-status';
import { isOutOfScope } from '@orbite/domain/freelance-status';
import { deriveRole, homePathOf, type Permission, type UserRole } from '@orbite/domain/roles';
import type { RouteMeta } from './route-meta';

/** What the guards need to know of the signed-in user. */
export interface GuardUser {
  role?: UserRole | null;
  anonymized?: boolean | null;
  permissions?: Partial<Record<Permission, boolean>> | null;
  freelance?: { status?: FreelanceStatus | null } | null;
  corporate?: { hasNovaAccess?: boolean | null } | null;
  teamMember?: unknown;
}

export interface GuardInput {
  /** Meta of the matched route; null when no route matched. */
  route: RouteMeta | null;
  location: { pathname: string; search: string };
  /** The signed-in user, null when signed out, undefined when not loaded (fetch prevented). */
  user: GuardUser | null | undefined;
}

export type GuardResult =
  | { type: 'allow' }
  /** `rule` is the number of the guard that decided, for tests and logs. */
  | { type: 'redirect'; to: string; rule: number };

const allow: GuardResult = { type: 'allow' };
const redirect = (to: string, rule: number): GuardResult => ({ type: 'redirect', to, rule });

/** Role of a user as the guards see it: the role field when present, else derived from the profile held. */
export function roleOf(user: GuardUser | null | undefined): UserRole | null {
  if (!user || user.anonymized) return null;
  return user.role ?? deriveRole(user);
}

/** The app error carried by the query (`?error=452`), as a number. */
export function queryErrorCode(search: string): number | null {
  const raw = new URLSearchParams(search).get('error');
  if (raw === null || !/^-?\d+$/.test(raw.trim())) return null;
  return Number(raw);
}

function envRedirect(route: RouteMeta, search = ''): string {
  return route.env ? `/${route.env}/redirect${search}` : '/redirect';
}

/** `/freelancer/signin?tab=1&to=%2Ffreelancer%2Fmissions%3Ftab%3D1`: the query kept, `to` added. */
export function signinRedirect(signinPath: string, location: { pathname: string; search: string }): string {
  const query = new URLSearchParams(location.search);
  query.delete('to');
  query.set('to', `${location.pathname}${location.search}`);
  return `${signinPath}?${query.toString()}`;
}

function holdsPermissions(user: GuardUser, role: UserRole | null, permissions: readonly Permission[]): boolean {
  if (role === 'teamMember') return true;
  return permissions.every((permission) => user.permissions?.[permission] === true);
}

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * The route guards, in the spec's order. Pure: route meta, location and user in, decision out.
 * 1 unknown route; 2 already-logged-in error; 3 authentication; 4 private roles; 5 public role list;
 * 6 permissions; 7 invalid-token error; 8 freelancer status; 9 Nova.
 */
export function guardRoute({ route, location, user }: GuardInput): GuardResult {
  // 1. Unknown route.
  if (!route || route.unknown) return redirect('/404', 1);

  // 2. Already logged in (error carried by the query, e.g. after an OAuth callback).
  const errorCode = queryErrorCode(location.search);
  if (errorCode === ErrorCode.alreadyLoggedIn) return redirect(envRedirect(route), 2);

  const role = roleOf(user);
  const signedIn = Boolean(user) && role !== null;

  if (route.access === 'private') {
    // 3. Authentication.
    if (!signedIn || !user) {
      const signinPath = route.signinPath ?? (route.env ? `/${route.env}/signin` : '/freelancer/signin');
      return redirect(signinRedirect(signinPath, location), 3);
    }
    // 4. Role of a private route.
    if (route.roles && !route.roles.includes(role as UserRole)) return redirect(envRedirect(route), 4);
  } else if (route.roles && signedIn) {
    // 5. Public route with a role list.
    if (!route.roles.includes(role as UserRole)) return redirect(envRedirect(route), 5);
  }

  // 6. Permissions.
  if (route.permissions?.length && user && !holdsPermissions(user, role, route.permissions)) {
    return redirect(homePathOf(role) ?? '/', 6);
  }

  // 7. Invalid token: home, with the informative modal.
  if (errorCode === ErrorCode.invalidToken) {
    const home = (signedIn && homePathOf(role)) || '/';
    const params = encodeURIComponent(JSON.stringify({ code: ErrorCode.invalidToken }));
    return redirect(`${home}?modal=appError&params=${params}`, 7);
  }

  // 8. Freelancer status.
  if (role === 'freelancer' && route.freelancerArea) {
    const status = user?.freelance?.status ?? null;
    if (route.freelancerArea === 'main' && isOutOfScope(status)) return redirect('/freelancer/sorry', 8);
    // Banned freelancers stay on the sorry page too: sending them back to /freelancer would loop.
    if (route.freelancerArea === 'sorry' && !isOutOfScope(status)) return redirect('/freelancer', 8);
  }

  // 9. Nova.
  const hasNova = role === 'corporate' && user?.corporate?.hasNovaAccess === true;
  if (route.nova && !hasNova) return redirect('/enterprise/dashboard', 9);
  const path = trimSlash(location.pathname);
  if (hasNova && (path === '/enterprise' || path === '/enterprise/dashboard'))
    return redirect('/enterprise/nova-ai', 9);

  return allow;
}

/** Where to go after sign-in: `to` when it is a same-origin relative path, else the role's home. */
export function afterSigninPath(to: string | null | undefined, role: UserRole | null, fallback = '/'): string {
  if (isSafeRelativePath(to)) return to;
  return homePathOf(role) ?? fallback;
}

/** Only paths of this origin: starts with one slash, no scheme, no protocol-relative `//`, no backslash. */
export function isSafeRelativePath(to: string | null | undefined): to is string {
  if (!to?.startsWith('/')) return false;
  if (to.startsWith('//') || to.includes('\\')) return false;
  return [...to].every((char) => char.charCodeAt(0) >= 0x20);
}
