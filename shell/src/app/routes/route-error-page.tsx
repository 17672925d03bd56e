import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorPage } from '../../components/error-page/error-page';

/** Last-resort error element of the router: anything not caught by a page area's own boundary. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorPage status={error.status} message={error.statusText || undefined} />;
  return <ErrorPage status={500} message={error instanceof Error ? error.message : undefined} />;
}
