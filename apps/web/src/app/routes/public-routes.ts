import { environments } from '@orbite/domain/roles';
import type { RouteObject } from 'react-router';
import { enterprisePublicRoutes } from './enterprise-routes';
import { freelancerPublicRoutes } from './freelancer-routes';
import { lazyPage, publicPage, redirectTo } from './route-helpers';

const signout = () => import('../../areas/public/signout-page');
const redirect = () => import('../../areas/public/redirect-page');
const modal = () => import('../../areas/public/modal-route-page');
const chat = () => import('../../areas/public/chat-page');
const welcome = () => import('../../areas/public/welcome-page');

/** Welcome links are freelancers' (the team's pre-users): another environment's prefix leads to the freelancer's page. */
const toFreelancerWelcome = redirectTo(
  (search, pathname) =>
    `${pathname.replace(/^\/[^/]+\/welcome\//, '/freelancer/welcome/')}${search.size ? `?${search}` : ''}`,
);

/** `/{env}/signout`, `/{env}/redirect`, `/{env}/modal/{name}`, `/{env}/welcome/{token}` for each environment. */
const environmentRoutes: RouteObject[] = environments.flatMap((env) => [
  publicPage(`${env}/signout`, 'route.signout', signout, { env }),
  publicPage(`${env}/redirect`, 'route.redirect', redirect, { env, policy: 'fetch' }),
  publicPage(`${env}/modal/:name`, 'route.modal', modal, { env }),
  publicPage(
    `${env}/welcome/:signupHuntingToken`,
    'route.welcome',
    env === 'freelancer' ? welcome : toFreelancerWelcome,
    {
      env,
    },
  ),
]);

/** Every public page, in the public frame (header with the logo and the language switch). */
export const publicRoutes: RouteObject = {
  Component: lazyPage(() => import('../layouts/public-layout'), 'core'),
  children: [
    publicPage(undefined, 'route.landing', () => import('../../areas/public/landing-page'), { light: true }),
    publicPage(
      'backoffice/signin',
      'route.backoffice.signin',
      () => import('../../areas/public/backoffice-signin-page'),
      {
        env: 'backoffice',
        messages: 'core',
        light: true,
      },
    ),
    ...freelancerPublicRoutes,
    ...enterprisePublicRoutes,
    ...environmentRoutes,
    publicPage('signout', 'route.signout', signout),
    publicPage('redirect', 'route.redirect', redirect, { policy: 'fetch' }),
    publicPage('chat/messages', 'route.chat', chat, { policy: 'fetch' }),
    publicPage('chat/:publicId/:userPublicId?', 'route.chat', chat, { policy: 'fetch' }),
    // Core messages only: reached from the sign-in pages, it shows at once instead of waiting for every area's.
    publicPage('password-lost', 'route.passwordLost', () => import('../../areas/public/password-lost-page'), {
      messages: 'core',
      light: true,
    }),
    publicPage('password-reset/:token', 'route.passwordReset', () => import('../../areas/public/password-reset-page'), {
      light: true,
    }),
    publicPage('out-of-france', 'route.outOfFrance', () => import('../../areas/public/out-of-france-page'), {
      light: true,
    }),
    // The user is read in the background: a signed-in visitor is sent back to their space, not to the home page.
    publicPage('404', 'route.notFound', () => import('../../areas/public/not-found-page'), { policy: 'public' }),
  ],
};
