import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isSafeRelativePath } from '../../app/guards';
import { authApi } from '../../features/auth/auth-api';
import { PageLoader, useRouteMeta } from '../../shell/root-shell';

/**
 * Ends the session, forgets every cached datum, then goes to `forceTo`, or to the environment's sign-in
 * page carrying `to` (where to come back after signing in again), or to the landing page.
 */
export default function SignoutPage() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const env = useRouteMeta()?.env;
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const forceTo = query.get('forceTo');
    const to = query.get('to');
    void authApi
      .signout()
      .catch(() => {})
      .then(() => client.clearStore())
      .then(() => {
        if (isSafeRelativePath(forceTo)) return navigate(forceTo, { replace: true });
        const signin = env ? `/${env}/signin` : null;
        if (signin && isSafeRelativePath(to))
          return navigate(`${signin}?to=${encodeURIComponent(to)}`, { replace: true });
        return navigate(signin ?? '/', { replace: true });
      });
  }, [client, navigate, query, env]);

  return <PageLoader />;
}
