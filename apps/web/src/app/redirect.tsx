import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';

/**
 * Where a page the server renders (server/render-page.tsx) sends the visitor instead: the server answers with an
 * HTTP redirect there, as a `<Navigate>` cannot act during a render on the server.
 */
export const ServerRedirect = createContext<((to: string) => void) | null>(null);

/** Replaces the location: in the browser a navigation, on the server the page's answer is a redirect. */
export function Redirect({ to }: { to: string }) {
  const redirect = useContext(ServerRedirect);
  if (redirect) {
    redirect(to);
    return null;
  }
  return <Navigate to={to} replace />;
}
