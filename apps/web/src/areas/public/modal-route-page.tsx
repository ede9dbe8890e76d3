import { Navigate, useLocation, useParams } from 'react-router';
import { isSafeRelativePath } from '../../app/guards';
import { useRouteMeta } from '../../shell/root-shell';

/** The page we came from: router state first, else a same-origin referrer. */
function previousPage(state: unknown, current: string): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && isSafeRelativePath(from)) return from;
  try {
    const referrer = document.referrer ? new URL(document.referrer) : null;
    if (referrer && referrer.origin === window.location.origin && referrer.pathname !== current) {
      return `${referrer.pathname}${referrer.search}`;
    }
  } catch {
    // An unreadable referrer counts as none.
  }
  return null;
}

/** `/{env}/modal/{name}?params=...`: back to the previous page (or the environment home) with the modal open. */
export default function ModalRoutePage() {
  const { name = '' } = useParams();
  const location = useLocation();
  const env = useRouteMeta()?.env;
  const target = new URL(
    previousPage(location.state, location.pathname) ?? (env ? `/${env}` : '/'),
    window.location.origin,
  );
  target.searchParams.set('modal', name);
  target.searchParams.set('params', new URLSearchParams(location.search).get('params') ?? '{}');
  return <Navigate to={`${target.pathname}${target.search}`} replace />;
}
