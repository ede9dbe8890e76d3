import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { TRACK_PAGE_VIEW } from './activity-operations';

/** The pages whose views the server records (it checks again, and keeps one per 10 minutes). */
export const trackedPagePattern =
  /^\/(?:enterprise\/missions\/\d+|enterprise\/mission\/\d+\/freelancer\/\d+|enterprise\/freelancer\/\d+\/\d+|freelancer\/missions\/\d+|freelancer\/explore\/mission\/\d+)(?:\/[\w-]+)?\/?$/;

/** Tells the server that a client or a freelancer opened a mission or a freelancer page (no UI). */
export function PageViewTracker() {
  const { pathname } = useLocation();
  // It records the view only: the page's answers stay those the server rendered it with (app/apollo.ts).
  const [track] = useMutation(TRACK_PAGE_VIEW, { context: { silent: true, recordsOnly: true } });
  useEffect(() => {
    if (trackedPagePattern.test(pathname)) void track({ variables: { path: pathname } }).catch(() => {});
  }, [pathname, track]);
  return null;
}
