import { Navigate, Outlet, useLocation } from 'react-router';
import { baseRouteFor } from '../../contract/roles';
import { useAuth } from '../api/use-auth';

function returnPath(state: unknown, base: string): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && (from === base || from.startsWith(`${base}/`)) ? from : base;
}

/** docs/product.md#public-site: a signed-in user opening the public or auth layout goes to the base route of the role. */
export function GuestOnly() {
  const { user } = useAuth();
  const location = useLocation();
  if (user) {
    const base = baseRouteFor(user.role);
    // A user without a role has "/" as base route; sending them there again would loop.
    if (base !== '/') return <Navigate to={returnPath(location.state, base)} replace />;
  }
  return <Outlet />;
}
