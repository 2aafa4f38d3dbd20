import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { landingPathFor } from '../../src/domain/roles';
import { paths } from '../paths';
import { useSession } from '../state/session';

/**
 * Pages behind login: no token sends the visitor to login, which brings them back here after,
 * except after a deliberate logout, when the next person starts from their own landing.
 */
export function RequireAuth() {
  const { session, endedBy } = useSession();
  const location = useLocation();
  if (!session) {
    if (endedBy === 'logout') return <Navigate to={paths.login} replace />;
    return <Navigate to={paths.loginThen(`${location.pathname}${location.search}`)} replace />;
  }
  return <Outlet />;
}

/**
 * The back office (the queue, the orders, the sold-out switches): staff and admins. The old site
 * checked only the token; ours sends a customer to their own landing.
 */
export function RequireShopWork() {
  const { role } = useSession();
  return role === 'admin' || role === 'staff' ? <Outlet /> : <Navigate to={paths.custProducts} replace />;
}

/**
 * The admin's own pages (dashboard, catalogue, choices, staff): a barista goes to the queue
 * (docs/product.md#roles-and-permissions), a customer to their own landing.
 */
export function RequireAdmin() {
  const { role } = useSession();
  if (role === 'admin') return <Outlet />;
  return <Navigate to={role === 'staff' ? paths.queue : paths.custProducts} replace />;
}

/** `/admin` itself: each role's own landing in the back office. */
export function BackOfficeLanding() {
  const { session } = useSession();
  return <Navigate to={landingPathFor(session?.roleId)} replace />;
}

/**
 * Visitor-only pages (the auth screens): a signed-in user goes to the page that sent them to login
 * (`?next=`), else to their role's landing. This is also what moves a user on right after login.
 */
export function VisitorOnly() {
  const { session } = useSession();
  const [search] = useSearchParams();
  if (!session) return <Outlet />;
  return <Navigate to={afterLoginPath(search.get('next'), landingPathFor(session.roleId))} replace />;
}

/** Where login sends the user: back to the page that asked for it, if it is one of ours. */
export function afterLoginPath(next: string | null, landing: string): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith(paths.auth) ? next : landing;
}
