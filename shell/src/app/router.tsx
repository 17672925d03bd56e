import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { BASE_PATH, ROUTES, type AppRoute } from '@community/shared';
import { ErrorPage } from '../components/error-page/error-page';
import { RemotePage } from '../features/remotes/components/remote-page';
import type { RouteHandle } from '../hooks/use-current-route';
import { AppLayout } from './layout/app-layout';
import { CeshiPage } from './routes/ceshi-page';
import { CleanCachePage } from './routes/clean-cache-page';
import { RouteErrorPage } from './routes/route-error-page';

/** The shell's own pages, by the `module` key the route table gives them. */
const SHELL_PAGES: Readonly<Record<string, ComponentType>> = {
  './CleanCachePage': CleanCachePage,
  './CeshiPage': CeshiPage,
};

function elementFor(route: AppRoute) {
  if (route.remote !== 'shell') return <RemotePage route={route} />;
  const ShellPage = SHELL_PAGES[route.module];
  if (!ShellPage) throw new Error(`shell page ${route.module} of route ${route.name} does not exist`);
  return <ShellPage />;
}

/**
 * The router's basename. The trailing slash makes the home link `/community/`, the canonical URL the server
 * redirects `/community` to; react-router joins the other paths without doubling it (`/community/plugin`).
 */
export const ROUTER_BASENAME = `${BASE_PATH}/`;

/** Router routes built from the shared route table; the shell hard-codes no page path. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        ...ROUTES.map((route): RouteObject => ({
          path: route.path,
          handle: { route } satisfies RouteHandle,
          element: elementFor(route),
        })),
        // Unknown paths: the server already answered 404; the page says so and links home.
        { path: '*', handle: { route: null } satisfies RouteHandle, element: <ErrorPage status={404} /> },
      ],
    },
  ];
}
