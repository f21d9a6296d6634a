import { Navigate, Outlet, useLocation } from 'react-router';
import { selectIsAuthenticated } from '../lib/session';
import { useAppSelector } from './hooks';

/** Dashboard guard (docs/PRODUCT.md §4): a stored token admits, none redirects to /login. */
export function RequireAuth() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const location = useLocation();
  if (!authenticated) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
