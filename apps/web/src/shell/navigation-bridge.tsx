import { environmentOfRole, isEnvironment } from '@orbite/domain/roles';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../features/session/session-context';
import { onNavigationRequest } from './shell-state';

/** Performs the navigations asked by the Apollo links: /404 on a missing object, sign-out on a revoked session. */
export function NavigationBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useSession();
  useEffect(
    () =>
      onNavigationRequest((request) => {
        if (request.type === 'notFound') {
          navigate('/404', { replace: true });
          return;
        }
        const first = location.pathname.split('/')[1];
        const env = isEnvironment(first) ? first : environmentOfRole(user?.role ?? null);
        const here = `${location.pathname}${location.search}`;
        navigate(`${env ? `/${env}` : ''}/signout?to=${encodeURIComponent(here)}`, { replace: true });
      }),
    [navigate, location, user],
  );
  return null;
}
