import { createContext, useContext, type ReactNode } from 'react';
import type { LiveRemotes } from './api/get-live-remotes';

/** What the shell learnt at start-up: the remotes it registered, or why it could not read the registry. */
export interface LiveRemotesState {
  readonly remotes: LiveRemotes;
  readonly error?: string;
}

const LiveRemotesContext = createContext<LiveRemotesState>({ remotes: {} });

export function LiveRemotesProvider({ value, children }: { readonly value: LiveRemotesState; readonly children: ReactNode }) {
  return <LiveRemotesContext.Provider value={value}>{children}</LiveRemotesContext.Provider>;
}

/** The remotes registered for this page view (a page never swaps a remote mid-session). */
export function useLiveRemotes(): LiveRemotesState {
  return useContext(LiveRemotesContext);
}
