import '@community/shared/styles/tokens.css';
import './styles/global.scss';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BASE_PATH } from '@community/shared';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createAppRoutes, ROUTER_BASENAME } from './app/router';
import { getLiveRemotes } from './features/remotes/api/get-live-remotes';
import { LiveRemotesProvider, type LiveRemotesState } from './features/remotes/live-remotes-context';
import { registerLiveRemotes } from './features/remotes/register-live-remotes';

async function readLiveRemotes(): Promise<LiveRemotesState> {
  try {
    const remotes = await getLiveRemotes();
    registerLiveRemotes(remotes);
    return { remotes };
  } catch (error) {
    // Start anyway: the shell's own pages work, and each remote area shows its error card with retry.
    console.error('[shell] could not read the live remotes', error);
    return { remotes: {}, error: error instanceof Error ? error.message : String(error) };
  }
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // The router's basename ends in a slash; a bare /community (the server redirects it, a dev server may not)
  // would match nothing.
  if (window.location.pathname === BASE_PATH) {
    window.history.replaceState(window.history.state, '', `${BASE_PATH}/${window.location.search}${window.location.hash}`);
  }
  const liveRemotes = await readLiveRemotes();
  const router = createBrowserRouter(createAppRoutes(), { basename: ROUTER_BASENAME });
  createRoot(container).render(
    <StrictMode>
      <LiveRemotesProvider value={liveRemotes}>
        <RouterProvider router={router} />
      </LiveRemotesProvider>
    </StrictMode>,
  );
}

void start();
