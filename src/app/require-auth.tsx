import { Navigate, Outlet, useLocation } from 'react-router';
import { selectIsAuthenticated } from '../lib/session';
import { UpdatePrompt } from './boot/update-prompt';
import { useAppSelector } from './hooks';

/**
 * Dashboard guard (docs/PRODUCT.md §4): a stored token admits, none redirects to /login. The
 * signed-in area it admits to is where the service worker registers and a new version is offered
 * (boot/update-prompt.tsx); the public screens never load either.
 */
export function RequireAuth() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const location = useLocation();
  if (!authenticated) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return (
    <>
      <Outlet />
      <UpdatePrompt />
    </>
  );
}
