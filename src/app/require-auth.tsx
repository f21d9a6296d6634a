import { Navigate, Outlet, useLocation } from 'react-router';
import { useMeasurementSync } from '../entities/measurements/sync';
import { useOutboxSync } from '../entities/workouts/use-outbox-sync';
import { selectIsAuthenticated } from '../lib/session';
import { UpdatePrompt } from './boot/update-prompt';
import { useAppSelector } from '../lib/store-hooks';

/**
 * Dashboard guard (docs/PRODUCT.md §4): a stored token admits, none redirects to /login. The
 * signed-in area it admits to is where the service worker registers and a new version is offered
 * (boot/update-prompt.tsx), and where the training log's outbox and the body measurements' are
 * sent from, whatever the screen; the public screens never load any of them.
 */
export function RequireAuth() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const location = useLocation();
  useOutboxSync(authenticated);
  useMeasurementSync(authenticated);
  if (!authenticated) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return (
    <>
      <Outlet />
      <UpdatePrompt />
    </>
  );
}
