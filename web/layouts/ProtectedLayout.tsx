import { Navigate, Outlet, useLocation } from 'react-router';
import { baseRouteFor, roleAllowed } from '../../contract/roles';
import { useAuth } from '../api/use-auth';

export const LOGIN_PATH = '/auth/login';

/** docs/product.md#where-each-role-lands: signed-out users go to the login page; a role not in `allowed` goes to its own base route. */
export function ProtectedLayout({ allowed }: { allowed: readonly string[] }) {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) {
    // Remember where they were going so the login page can bring them back.
    return <Navigate to={LOGIN_PATH} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (!roleAllowed(user.role, allowed)) return <Navigate to={baseRouteFor(user.role)} replace />;
  return <Outlet />;
}
