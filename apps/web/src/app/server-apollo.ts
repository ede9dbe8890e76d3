import { createContext } from 'react';
import type { LoadedApollo } from './apollo-loader';

/**
 * The Apollo a page rendered on the server uses (server/render-page.tsx): a client of its own per request,
 * given by context rather than kept in a module, which every request of the server process shares.
 */
export const ServerApollo = createContext<LoadedApollo | null>(null);
