import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { landingPathFor } from '../src/domain/roles';
import { paths } from './paths';
import { useSession } from './session';

/** Pages behind login: no token sends the visitor to login, which brings them back here after. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { session } = useSession();
  const location = useLocation();
  if (!session) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`${paths.login}?next=${encodeURIComponent(next)}`} replace />;
  }
  return children ?? <Outlet />;
}

/** Admin pages: the old site checked only the token; ours sends a customer to their own landing. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { role } = useSession();
  return role === 'admin' ? (children ?? <Outlet />) : <Navigate to={paths.custProducts} replace />;
}

/** Visitor-only pages (the auth screens): a signed-in user goes to their role's landing. */
export function VisitorOnly({ children }: { children?: ReactNode }) {
  const { session } = useSession();
  return session ? <Navigate to={landingPathFor(session.roleId)} replace /> : (children ?? <Outlet />);
}

/** Where login sends the user: back to the page that asked for it, if it is one of ours. */
export function afterLoginPath(next: string | null, landing: string): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/auth') ? next : landing;
}
