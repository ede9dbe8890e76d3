import type { RouteObject } from 'react-router';
import { lazyPage, type PageSource, privatePage, publicPage, redirectTo } from './route-helpers';

type Options = Parameters<typeof privatePage>[5];
const page = (path: string | undefined, title: string, load?: PageSource, options: Options = {}) =>
  privatePage('enterprise', 'corporate', path, title, load, options);

const missions = { permissions: ['showMissions'] } as const;
const community = { permissions: ['showCommunity'] } as const;

/** The enterprise area: corporate users only, loaded on demand. */
export const enterpriseRoutes: RouteObject = {
  path: 'enterprise',
  Component: lazyPage(() => import('../layouts/enterprise-layout')),
  children: [
    page(undefined, 'route.enterprise.dashboard', redirectTo('/enterprise/dashboard')),
    page('dashboard', 'route.enterprise.dashboard', () => import('../../areas/enterprise/dashboard-page')),
    page('home', 'route.enterprise.home', redirectTo('/enterprise/dashboard')),
    page('nova-ai/:conversationId?', 'route.enterprise.nova', () => import('../../areas/enterprise/nova-page'), {
      nova: true,
    }),
    page('missions', 'route.enterprise.missions', () => import('../../areas/enterprise/missions-page'), missions),
    page(
      'missions/:id/:section?',
      'route.enterprise.mission',
      () => import('../../areas/enterprise/mission-page'),
      missions,
    ),
    page(
      'mission/create/:id?',
      'route.enterprise.missionCreate',
      () => import('../../areas/enterprise/mission-form-page'),
      missions,
    ),
    page(
      'mission/duplicate',
      'route.enterprise.missionDuplicate',
      () => import('../../areas/enterprise/mission-duplicate-page'),
      missions,
    ),
    // The offers' own entries: Connect starts the form on its offer; Fleet is not offered yet, the form proposes the others.
    page(
      'mission/fleet/create',
      'route.enterprise.missionFleetCreate',
      redirectTo('/enterprise/mission/create'),
      missions,
    ),
    page(
      'mission/connect/create',
      'route.enterprise.missionConnectCreate',
      redirectTo((search) => {
        search.set('offer', 'connect');
        return `/enterprise/mission/create?${search}`;
      }),
      missions,
    ),
    page(
      'mission/:id/edit',
      'route.enterprise.missionEdit',
      () => import('../../areas/enterprise/mission-edit-page'),
      missions,
    ),
    page(
      'mission/:id/freelancer/:freelancerId/:section?',
      'route.enterprise.missionFreelancer',
      () => import('../../areas/enterprise/mission-freelancer-page'),
      missions,
    ),
    page(
      'freelancer/:missionId/:freelancerId',
      'route.enterprise.missionFreelancer',
      () => import('../../areas/enterprise/mission-freelancer-page'),
      missions,
    ),
    page(
      'freelancers',
      'route.enterprise.freelancers',
      () => import('../../areas/enterprise/community-page'),
      community,
    ),
    page('community', 'route.enterprise.freelancers', redirectTo('/enterprise/freelancers'), community),
    page(
      'freelancers/:publicId',
      'route.enterprise.freelancer',
      () => import('../../areas/public/freelancer-public-profile-page'),
      community,
    ),
    page(
      'administration',
      'route.enterprise.administration',
      () => import('../../areas/enterprise/administration-page'),
      { permissions: ['showAdministration'] },
    ),
    page('crew', 'route.enterprise.crew', () => import('../../areas/enterprise/crew-page'), {
      permissions: ['showCrew'],
    }),
    page('profile', 'route.enterprise.profile', () => import('../../areas/enterprise/profile-page'), {
      permissions: ['showProfile'],
    }),
    // One route for the list and an open conversation: picking another one keeps the page mounted.
    page(
      'messages/:chatConversationId?',
      'route.enterprise.messages',
      () => import('../../areas/enterprise/messages-page'),
    ),
  ],
};

/** Public enterprise pages (outside the area frame). */
export const enterprisePublicRoutes: RouteObject[] = [
  publicPage(
    'enterprise/signin',
    'route.enterprise.signin',
    () => import('../../areas/public/enterprise-signin-page'),
    {
      env: 'enterprise',
      messages: 'core',
      light: true,
    },
  ),
  publicPage(
    'enterprise/signup',
    'route.enterprise.signup',
    () => import('../../areas/public/enterprise-signup-page'),
    {
      env: 'enterprise',
      policy: 'fetch',
      roles: [],
    },
  ),
  publicPage(
    'enterprise/email-validation',
    'route.enterprise.emailValidation',
    () => import('../../areas/public/enterprise-email-validation-page'),
    { env: 'enterprise', light: true },
  ),
  publicPage(
    'enterprise/mission/:hash/export',
    'route.enterprise.missionExport',
    () => import('../../areas/public/mission-export-page'),
    { env: 'enterprise', policy: 'public' },
  ),
  publicPage(
    'enterprise/join/:token',
    'route.enterprise.signup',
    redirectTo((_query, path) => `/enterprise/signup?token=${encodeURIComponent(path.split('/').pop() ?? '')}`),
    { env: 'enterprise' },
  ),
];
