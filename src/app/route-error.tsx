import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../features/status/pages/not-found-page';

/** Router-level error boundary: a 404 shows SPEC's not-found screen, anything else is logged. */
export function RouteError() {
  const error = useRouteError();
  if (!(isRouteErrorResponse(error) && error.status === 404)) console.error(error);
  return <NotFoundPage />;
}
