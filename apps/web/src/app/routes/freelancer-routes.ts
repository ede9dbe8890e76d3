import type { RouteObject } from 'react-router';
import { lazyPage, type PageSource, privatePage, publicPage, redirectTo } from './route-helpers';

type Options = Parameters<typeof privatePage>[5];
const page = (path: string | undefined, title: string, load?: PageSource, options: Options = {}) =>
  privatePage('freelancer', 'freelancer', path, title, load, { freelancerArea: 'main', ...options });

/** The freelancer area: freelancers only, loaded on demand. */
export const freelancerRoutes: RouteObject = {
  path: 'freelancer',
  Component: lazyPage(() => import('../layouts/freelancer-layout')),
  children: [
    page(undefined, 'route.freelancer.dashboard', redirectTo('/freelancer/dashboard')),
    page('dashboard', 'route.freelancer.dashboard', () => import('../../areas/freelancer/dashboard-page')),
    page('profile', 'route.freelancer.profile', () => import('../../areas/freelancer/profile-page'), {
      permissions: ['showProfile'],
    }),
    page('me', 'route.freelancer.profile', redirectTo('/freelancer/profile'), { permissions: ['showProfile'] }),
    page('explore', 'route.freelancer.explore', () => import('../../areas/freelancer/explore-page')),
    page(
      'explore/match/:id',
      'route.freelancer.exploreMatch',
      () => import('../../areas/freelancer/explore-match-page'),
    ),
    page(
      'explore/mission/:id',
      'route.freelancer.exploreMission',
      () => import('../../areas/freelancer/explore-mission-page'),
    ),
    page('missions', 'route.freelancer.missions', () => import('../../areas/freelancer/missions-page'), {
      permissions: ['showMissions'],
    }),
    page('missions/:id/:section?', 'route.freelancer.mission', () => import('../../areas/freelancer/mission-page'), {
      permissions: ['showMissions'],
    }),
    page('company', 'route.freelancer.company', () => import('../../areas/freelancer/company-page'), {
      permissions: ['showCompany'],
    }),
    // One route for the list and an open conversation: picking another one keeps the page mounted.
    page(
      'messages/:chatConversationId?',
      'route.freelancer.messages',
      () => import('../../areas/freelancer/messages-page'),
    ),
    page('sponsorship', 'route.freelancer.sponsorship', () => import('../../areas/freelancer/sponsorship-page')),
    page('connect', 'route.freelancer.connect', () => import('../../areas/freelancer/connect-page')),
    // Out-of-scope freelancers keep access to their account settings.
    page('parameters', 'route.freelancer.parameters', () => import('../../areas/freelancer/parameters-page'), {
      freelancerArea: undefined,
    }),
    page('sorry', 'route.freelancer.sorry', () => import('../../areas/freelancer/sorry-page'), {
      freelancerArea: 'sorry',
    }),
  ],
};

/** Public freelancer pages (outside the area frame). */
export const freelancerPublicRoutes: RouteObject[] = [
  publicPage(
    'freelancer/signin',
    'route.freelancer.signin',
    () => import('../../areas/public/freelancer-signin-page'),
    {
      env: 'freelancer',
      messages: 'core',
      light: true,
    },
  ),
  publicPage(
    'freelancer/signup',
    'route.freelancer.signup',
    () => import('../../areas/public/freelancer-signup-page'),
    {
      env: 'freelancer',
      policy: 'fetch',
      roles: [],
    },
  ),
  publicPage(
    'freelancer/register',
    'route.freelancer.register',
    () => import('../../areas/public/freelancer-register-page'),
    { env: 'freelancer', policy: 'fetch', roles: [] },
  ),
  publicPage(
    'freelancer/email-confirmation',
    'route.freelancer.emailConfirmation',
    () => import('../../areas/public/freelancer-email-confirmation-page'),
    { env: 'freelancer', light: true },
  ),
  publicPage(
    'freelancer/profile/:publicId',
    'route.freelancer.publicProfile',
    () => import('../../areas/public/freelancer-public-profile-page'),
    {
      env: 'freelancer',
      policy: 'public',
    },
  ),
  // A referent's answer to a recommendation request: the link's token is the route's publicId.
  publicPage(
    'freelancer/endorse/error',
    'route.freelancer.endorseError',
    () => import('../../areas/public/endorse-result-page').then((module) => ({ default: module.EndorseErrorPage })),
    { env: 'freelancer' },
  ),
  publicPage(
    'freelancer/endorse/thanks',
    'route.freelancer.endorseThanks',
    () => import('../../areas/public/endorse-result-page'),
    { env: 'freelancer' },
  ),
  publicPage(
    'freelancer/endorse/:publicId?',
    'route.freelancer.endorse',
    () => import('../../areas/public/endorse-page'),
    {
      env: 'freelancer',
    },
  ),
];
