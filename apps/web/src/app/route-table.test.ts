import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fr } from '../i18n/messages';
import { isRouteMeta, PUBLIC_ENVIRONMENT_PATHS, type RouteMeta } from './route-meta';
import { routes } from './route-table';

function metaOf(path: string): RouteMeta | null {
  const matches = matchRoutes(routes, path) ?? [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.route.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return null;
}

/** Every route with a meta, with its whole path pattern (`freelancer/missions/:id/:section?`). */
function allPatterns(list: RouteObject[], parent = ''): [string, RouteMeta][] {
  return list.flatMap((route) => {
    const path = route.index ? parent : [parent, route.path].filter(Boolean).join('/').replace(/^\/+/, '');
    const own: [string, RouteMeta][] = isRouteMeta(route.handle) ? [[path, route.handle]] : [];
    return [...own, ...allPatterns(route.children ?? [], path)];
  });
}

function allMetas(list: RouteObject[]): RouteMeta[] {
  return list.flatMap((route) => [
    ...(isRouteMeta(route.handle) ? [route.handle] : []),
    ...allMetas(route.children ?? []),
  ]);
}

describe('route table', () => {
  it('gives every route a French title', () => {
    for (const meta of allMetas(routes)) expect(fr).toHaveProperty([meta.title]);
  });

  it('gives every private route its roles and environment', () => {
    for (const meta of allMetas(routes).filter((m) => m.access === 'private')) {
      expect(meta.roles?.length).toBeGreaterThan(0);
      expect(meta.env).toBeDefined();
      expect(['fetch', 'force']).toContain(meta.fetchPolicy);
    }
  });

  it.each([
    ['/', { access: 'public', fetchPolicy: 'prevent' }],
    ['/freelancer/signin', { access: 'public', fetchPolicy: 'prevent', env: 'freelancer' }],
    ['/enterprise/signup', { access: 'public', roles: [] }],
    ['/freelancer/profile/abc', { access: 'public', fetchPolicy: 'public' }],
    ['/backoffice', { access: 'private', roles: ['teamMember'] }],
    ['/backoffice/labs/orbite-nova', { roles: ['teamMember'] }],
    ['/labs/avatar-conversation', { roles: ['teamMember'] }],
    ['/freelancer/dashboard', { roles: ['freelancer'], freelancerArea: 'main' }],
    ['/freelancer/sorry', { freelancerArea: 'sorry' }],
    ['/freelancer/missions/12/documents', { permissions: ['showMissions'] }],
    ['/enterprise/nova-ai/42', { roles: ['corporate'], nova: true }],
    ['/enterprise/crew', { permissions: ['showCrew'] }],
    ['/enterprise/mission/7/freelancer/9', { roles: ['corporate'] }],
    ['/backoffice/signout', { access: 'public', env: 'backoffice' }],
    ['/enterprise/redirect', { access: 'public', env: 'enterprise', fetchPolicy: 'fetch' }],
    ['/freelancer/modal/confirm', { access: 'public', env: 'freelancer' }],
    ['/freelancer/welcome/tok', { access: 'public' }],
    ['/signout', { access: 'public' }],
    ['/chat/abc/def', { access: 'public' }],
    ['/password-reset/tok', { access: 'public', title: 'route.passwordReset' }],
    ['/out-of-france', { title: 'route.outOfFrance' }],
    ['/404', { title: 'route.notFound' }],
    ['/somewhere/else', { unknown: true }],
    ['/backoffice/nope', { unknown: true }],
  ] as const)('declares %s', (path, expected) => {
    expect(metaOf(path)).toMatchObject(expected);
  });

  it('renders only the sign-in, password and landing pages without Apollo, none that loads the user', () => {
    const light = [
      '/',
      '/freelancer/signin',
      '/enterprise/signin',
      '/backoffice/signin',
      '/password-lost',
      '/password-reset/tok',
      '/out-of-france',
      '/enterprise/email-validation',
      '/somewhere/else',
    ];
    for (const path of light) expect(metaOf(path), path).toMatchObject({ light: true, fetchPolicy: 'prevent' });
    // Pages that use GraphQL or the user: Apollo is loaded for them.
    for (const path of ['/freelancer/signup', '/enterprise/signup', '/signout', '/redirect', '/freelancer/dashboard'])
      expect(metaOf(path)?.light, path).toBeUndefined();
    // The 404 reads the user in the background, to send a signed-in visitor back to their own space.
    expect(metaOf('/404')).toMatchObject({ fetchPolicy: 'public' });
    expect(metaOf('/404')?.light).toBeUndefined();
    for (const meta of allMetas(routes).filter((m) => m.light)) expect(meta.fetchPolicy).toBe('prevent');
  });

  it('lists exactly the public routes under the signed-in environments’ paths (served index.html, not their frame)', () => {
    const underEnvironments = allPatterns(routes).filter(([path]) =>
      /^(freelancer|enterprise|backoffice)(\/|$)/.test(path),
    );
    const publicOnes = underEnvironments.filter(([, meta]) => meta.access === 'public').map(([path]) => path);
    expect([...PUBLIC_ENVIRONMENT_PATHS].sort()).toEqual([...new Set(publicOnes)].sort());
    // And the private ones are many: the dashboard, the missions, the funnel...
    const privateOnes = underEnvironments.filter(([, meta]) => meta.access === 'private').map(([path]) => path);
    expect(privateOnes).toEqual(
      expect.arrayContaining(['freelancer/dashboard', 'enterprise/missions', 'backoffice/funnel/:id']),
    );
  });

  it('sends the enterprise aliases where they lead, and shows a freelancer’s profile inside the enterprise', () => {
    expect(metaOf('/enterprise/home')?.redirect).toBe('/enterprise/dashboard');
    expect(metaOf('/enterprise/mission/fleet/create')?.redirect).toBe('/enterprise/mission/create');
    const connect = metaOf('/enterprise/mission/connect/create')?.redirect;
    expect(typeof connect === 'function' && connect(new URLSearchParams('step=details'), '')).toBe(
      '/enterprise/mission/create?step=details&offer=connect',
    );
    const componentOf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.Component;
    const comingSoon = componentOf('/backoffice/agency');
    expect(componentOf('/enterprise/freelancers/abc')).not.toBe(comingSoon);
    expect(metaOf('/enterprise/freelancers/abc')).toMatchObject({
      roles: ['corporate'],
      permissions: ['showCommunity'],
    });
  });
});
