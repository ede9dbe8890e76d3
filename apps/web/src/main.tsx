import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { loadApollo } from './app/apollo-loader';
import { Providers } from './app/providers';
import { router } from './app/router';
import { isLightRoute, preloadLightRoute } from './app/routes/route-helpers';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const matches = matchRoutes(router.routes, window.location) ?? [];
// A page that needs GraphQL: Apollo's chunk is fetched now, while React starts (the shell waits for it;
// a failure here is retried there).
if (!isLightRoute(matches)) loadApollo().catch(() => {});

// A light page (sign-in...) is rendered once its modules are there: it replaces its HTML's static frame directly.
void preloadLightRoute(matches).then(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
