import { act, render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { PageProps } from '@community/shared';
import { createAppRoutes, ROUTER_BASENAME } from '../app/router';
import { LiveRemotesProvider, type LiveRemotesState } from '../features/remotes/live-remotes-context';

/**
 * Render the whole shell at a site URL (`/community/plugin`), with the same routes as production.
 * Async act: pages suspend on `use(promise)`, and React 19 only retries them inside an awaited act.
 */
export async function renderApp(url: string, liveRemotes: LiveRemotesState = { remotes: {} }): Promise<RenderResult> {
  const router = createMemoryRouter(createAppRoutes(), { basename: ROUTER_BASENAME, initialEntries: [url] });
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(
      <LiveRemotesProvider value={liveRemotes}>
        <RouterProvider router={router} />
      </LiveRemotesProvider>,
    );
  });
  return view!;
}

/** A page module as a remote would expose it: heading from its loader's data. */
export function fakePageModule(title: string) {
  return {
    loader: jest.fn(async () => ({ title })),
    default: ({ data }: PageProps<{ title: string }>) => <h1>{data.title}</h1>,
  };
}
