import { homePathOf } from '@orbite/domain/roles';
import { Navigate, useSearchParams } from 'react-router';
import { isSafeRelativePath, roleOf } from '../../app/guards';
import { useSession } from '../../features/session/session-context';
import { useRouteMeta } from '../../shell/root-shell';

/** Sends the user to `to` or to the home of the user's role; signed out, to the sign-in page; no role, to sign-out. */
export default function RedirectPage() {
  const { user } = useSession();
  const [query] = useSearchParams();
  const env = useRouteMeta()?.env ?? query.get('env');
  const to = query.get('to');
  if (!user) {
    const signin = env ? `/${env}/signin` : '/freelancer/signin';
    return <Navigate to={isSafeRelativePath(to) ? `${signin}?to=${encodeURIComponent(to)}` : signin} replace />;
  }
  const home = homePathOf(roleOf(user));
  if (!home) return <Navigate to="/signout" replace />;
  return <Navigate to={isSafeRelativePath(to) ? to : home} replace />;
}
