import { useMatches } from 'react-router-dom';
import type { AppRoute } from '@community/shared';

/** What the shell attaches to each router route: its row of the route table (null for the catch-all). */
export interface RouteHandle {
  readonly route: AppRoute | null;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The route-table row of the current page, or null on the catch-all error page. */
export function useCurrentRoute(): AppRoute | null {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle;
  return isRouteHandle(handle) ? handle.route : null;
}
