import { describe, expect, it } from 'vitest';
import {
  afterSigninPath,
  type GuardInput,
  type GuardUser,
  guardRoute,
  isSafeRelativePath,
  signinRedirect,
} from './guards';
import type { RouteMeta } from './route-meta';

const privateFreelancer: RouteMeta = {
  title: 't',
  fetchPolicy: 'fetch',
  access: 'private',
  env: 'freelancer',
  roles: ['freelancer'],
  freelancerArea: 'main',
};
const freelancerMissions: RouteMeta = { ...privateFreelancer, permissions: ['showMissions'] };
const freelancerParameters: RouteMeta = { ...privateFreelancer, freelancerArea: undefined };
const sorry: RouteMeta = { ...privateFreelancer, freelancerArea: 'sorry' };
const backoffice: RouteMeta = {
  title: 't',
  fetchPolicy: 'fetch',
  access: 'private',
  env: 'backoffice',
  roles: ['teamMember'],
};
const enterprise: RouteMeta = {
  title: 't',
  fetchPolicy: 'fetch',
  access: 'private',
  env: 'enterprise',
  roles: ['corporate'],
};
const enterpriseCrew: RouteMeta = { ...enterprise, permissions: ['showCrew'] };
const nova: RouteMeta = { ...enterprise, nova: true };
const customSignin: RouteMeta = { ...enterprise, signinPath: '/enterprise/signup' };
const publicPage: RouteMeta = { title: 't', fetchPolicy: 'prevent', access: 'public', env: 'freelancer' };
const publicFreelancerOnly: RouteMeta = { ...publicPage, fetchPolicy: 'fetch', roles: ['freelancer'] };
const signupPage: RouteMeta = { ...publicPage, fetchPolicy: 'fetch', roles: [] };
const unknown: RouteMeta = { title: 't', fetchPolicy: 'prevent', access: 'public', unknown: true };

const freelancer = (
  status: 'new' | 'validated' | 'wrongScope' | 'banned' = 'validated',
  extra: Partial<GuardUser> = {},
): GuardUser => ({
  role: 'freelancer',
  freelance: { status },
  permissions: { showMissions: true, showProfile: true },
  ...extra,
});
const corporate = (
  hasNovaAccess = false,
  permissions: GuardUser['permissions'] = { showMissions: true },
): GuardUser => ({
  role: 'corporate',
  corporate: { hasNovaAccess },
  permissions,
});
const teamMember: GuardUser = { role: 'teamMember', teamMember: { id: '1' }, permissions: {} };

function run(route: RouteMeta | null, path: string, user: GuardUser | null | undefined) {
  const [pathname = '/', query] = path.split('?');
  const input: GuardInput = { route, location: { pathname, search: query ? `?${query}` : '' }, user };
  return guardRoute(input);
}
const target = (result: ReturnType<typeof guardRoute>) => (result.type === 'redirect' ? result.to : 'allow');
const rule = (result: ReturnType<typeof guardRoute>) => (result.type === 'redirect' ? result.rule : 0);

describe('rule 1: unknown route', () => {
  it('sends an unmatched path to /404', () => expect(target(run(null, '/nope', null))).toBe('/404'));
  it('sends the catch-all route to /404', () => expect(target(run(unknown, '/nope', teamMember))).toBe('/404'));
  it('wins over the already-logged-in error', () => expect(rule(run(unknown, '/x?error=452', null))).toBe(1));
});

describe('rule 2: already logged in', () => {
  it('goes to the environment redirect page', () => {
    expect(target(run(publicPage, '/freelancer/signin?error=452', undefined))).toBe('/freelancer/redirect');
  });
  it('comes before authentication on a private route', () => {
    expect(target(run(privateFreelancer, '/freelancer/dashboard?error=452', null))).toBe('/freelancer/redirect');
  });
  it('ignores other or malformed error values', () => {
    expect(target(run(publicPage, '/freelancer/signin?error=abc', undefined))).toBe('allow');
  });
});

describe('rule 3: authentication', () => {
  it('sends a signed-out visitor to the environment sign-in page with `to`, keeping the query', () => {
    const result = run(privateFreelancer, '/freelancer/missions?tab=2', null);
    expect(rule(result)).toBe(3);
    const url = new URL(target(result), 'http://x');
    expect(url.pathname).toBe('/freelancer/signin');
    expect(url.searchParams.get('tab')).toBe('2');
    expect(url.searchParams.get('to')).toBe('/freelancer/missions?tab=2');
  });
  it('uses the route sign-in page when it declares one', () => {
    expect(target(run(customSignin, '/enterprise/crew', null))).toBe('/enterprise/signup?to=%2Fenterprise%2Fcrew');
  });
  it('uses the backoffice sign-in page for backoffice routes', () => {
    expect(target(run(backoffice, '/backoffice', null))).toBe('/backoffice/signin?to=%2Fbackoffice');
  });
  it('treats an anonymized user (no role) as signed out', () => {
    expect(rule(run(privateFreelancer, '/freelancer', { anonymized: true, freelance: {} }))).toBe(3);
  });
  it('replaces a `to` already present in the query', () => {
    const url = new URL(
      signinRedirect('/freelancer/signin', { pathname: '/freelancer', search: '?to=/evil' }),
      'http://x',
    );
    expect(url.searchParams.getAll('to')).toEqual(['/freelancer?to=/evil']);
  });
  it('lets signed-out visitors see public pages', () =>
    expect(target(run(publicPage, '/freelancer/signin', null))).toBe('allow'));
  it('comes before permissions', () => expect(rule(run(freelancerMissions, '/freelancer/missions', null))).toBe(3));
});

describe('rule 4: roles of private routes', () => {
  it('sends a freelancer out of the back office through its redirect page', () => {
    expect(target(run(backoffice, '/backoffice', freelancer()))).toBe('/backoffice/redirect');
  });
  it('sends a team member out of the freelancer area', () => {
    expect(target(run(privateFreelancer, '/freelancer', teamMember))).toBe('/freelancer/redirect');
  });
  it('derives the role from the profile when the role field is absent', () => {
    expect(target(run(enterprise, '/enterprise', { corporate: { hasNovaAccess: false } }))).toBe('allow');
  });
  it('comes before the freelancer status rule', () => {
    expect(rule(run(backoffice, '/backoffice', freelancer('wrongScope')))).toBe(4);
  });
  it('comes before permissions', () => expect(rule(run(enterpriseCrew, '/enterprise/crew', freelancer()))).toBe(4));
});

describe('rule 5: public routes with a role list', () => {
  it('sends signed-in users of another role to the redirect page', () => {
    expect(target(run(publicFreelancerOnly, '/freelancer/profile/abc', corporate()))).toBe('/freelancer/redirect');
  });
  it('lets the listed role in', () => expect(target(run(publicFreelancerOnly, '/x', freelancer()))).toBe('allow'));
  it('lets signed-out visitors in', () => expect(target(run(publicFreelancerOnly, '/x', null))).toBe('allow'));
  it('with an empty list, sends every signed-in user away (sign-up pages)', () => {
    expect(rule(run(signupPage, '/freelancer/signup', freelancer()))).toBe(5);
    expect(target(run(signupPage, '/freelancer/signup', null))).toBe('allow');
  });
  it('ignores routes whose user was not loaded', () => expect(target(run(signupPage, '/x', undefined))).toBe('allow'));
});

describe('rule 6: permissions', () => {
  it('allows a user holding every permission', () => {
    expect(target(run(freelancerMissions, '/freelancer/missions', freelancer()))).toBe('allow');
  });
  it('sends a user missing a permission to its home', () => {
    expect(target(run(enterpriseCrew, '/enterprise/crew', corporate(false, { showCrew: false })))).toBe('/enterprise');
  });
  it('lets team members through whatever their flags', () => {
    const route: RouteMeta = { ...backoffice, permissions: ['showCrew', 'showStore'] };
    expect(target(run(route, '/backoffice/x', teamMember))).toBe('allow');
  });
  it('comes before the freelancer status rule', () => {
    const user = freelancer('wrongScope', { permissions: {} });
    expect(target(run(freelancerMissions, '/freelancer/missions', user))).toBe('/freelancer');
  });
});

describe('rule 7: invalid token', () => {
  it('sends a signed-out visitor home with the danger modal', () => {
    const url = new URL(target(run(publicPage, '/freelancer/signin?error=554', null)), 'http://x');
    expect(url.pathname).toBe('/');
    expect(url.searchParams.get('modal')).toBe('appError');
    expect(JSON.parse(url.searchParams.get('params') ?? '{}')).toEqual({ code: 554 });
  });
  it("sends a signed-in user to its role's home", () => {
    expect(target(run(privateFreelancer, '/freelancer/dashboard?error=554', freelancer()))).toMatch(
      /^\/freelancer\?modal=appError/,
    );
  });
  it('comes after authentication', () => expect(rule(run(privateFreelancer, '/freelancer?error=554', null))).toBe(3));
  it('comes before the freelancer status rule', () => {
    expect(rule(run(privateFreelancer, '/freelancer?error=554', freelancer('wrongScope')))).toBe(7);
  });
});

describe('rule 8: freelancer status', () => {
  it.each(['wrongScope', 'banned'] as const)(
    'sends a %s freelancer from the main area to /freelancer/sorry',
    (status) => {
      expect(target(run(privateFreelancer, '/freelancer/dashboard', freelancer(status)))).toBe('/freelancer/sorry');
    },
  );
  it.each(['new', 'validated'] as const)('lets a %s freelancer into the main area', (status) => {
    expect(target(run(privateFreelancer, '/freelancer/dashboard', freelancer(status)))).toBe('allow');
  });
  it('accepts a wrongScope freelancer on the sorry page', () => {
    expect(target(run(sorry, '/freelancer/sorry', freelancer('wrongScope')))).toBe('allow');
  });
  it.each(['new', 'validated'] as const)('sends a %s freelancer from the sorry page to /freelancer', (status) => {
    expect(target(run(sorry, '/freelancer/sorry', freelancer(status)))).toBe('/freelancer');
  });
  it('keeps a banned freelancer on the sorry page (no redirect loop)', () => {
    expect(target(run(sorry, '/freelancer/sorry', freelancer('banned')))).toBe('allow');
  });
  it('lets an out-of-scope freelancer reach pages outside the main area (parameters)', () => {
    expect(target(run(freelancerParameters, '/freelancer/parameters', freelancer('wrongScope')))).toBe('allow');
  });
});

describe('rule 9: Nova', () => {
  it('sends a corporate without Nova access from a Nova route to the dashboard', () => {
    expect(target(run(nova, '/enterprise/nova-ai', corporate(false)))).toBe('/enterprise/dashboard');
  });
  it('lets a corporate with Nova access in', () =>
    expect(target(run(nova, '/enterprise/nova-ai/12', corporate(true)))).toBe('allow'));
  it.each(['/enterprise', '/enterprise/', '/enterprise/dashboard'])(
    'sends a Nova corporate from %s to /enterprise/nova-ai',
    (path) => {
      expect(target(run(enterprise, path, corporate(true)))).toBe('/enterprise/nova-ai');
    },
  );
  it('leaves other enterprise pages alone for Nova corporates', () => {
    expect(target(run(enterprise, '/enterprise/missions', corporate(true)))).toBe('allow');
  });
  it('keeps the dashboard for corporates without Nova', () => {
    expect(target(run(enterprise, '/enterprise/dashboard', corporate(false)))).toBe('allow');
  });
  it('comes after permissions', () => {
    const route: RouteMeta = { ...nova, permissions: ['showMissions'] };
    expect(rule(run(route, '/enterprise/nova-ai', corporate(false, {})))).toBe(6);
  });
});

describe('after sign-in', () => {
  it('returns to a same-origin `to`', () =>
    expect(afterSigninPath('/freelancer/missions?tab=1', 'freelancer')).toBe('/freelancer/missions?tab=1'));
  it.each(['https://evil.test', '//evil.test', '/\\evil.test', 'javascript:alert(1)', ''])(
    'refuses %s and goes home',
    (to) => {
      expect(afterSigninPath(to, 'corporate')).toBe('/enterprise');
    },
  );
  it.each([
    ['teamMember', '/backoffice'],
    ['corporate', '/enterprise'],
    ['freelancer', '/freelancer'],
  ] as const)('sends a %s to %s', (role, home) => expect(afterSigninPath(null, role)).toBe(home));
  it('accepts only relative paths', () => {
    expect(isSafeRelativePath('/a')).toBe(true);
    expect(isSafeRelativePath('a')).toBe(false);
  });
});
