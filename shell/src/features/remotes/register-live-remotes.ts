import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { LiveRemotes } from './api/get-live-remotes';

/**
 * Register the live version of each remote with the host's federation runtime (the instance the
 * ModuleFederationPlugin created; the shell is built with `remotes: {}`). Entries are made absolute
 * because the runtime derives chunk URLs from the manifest URL (`publicPath: 'auto'`).
 */
export function registerLiveRemotes(remotes: LiveRemotes, base: string = window.location.href): void {
  const entries = Object.entries(remotes).map(([name, remote]) => ({ name, entry: new URL(remote.entry, base).href }));
  if (entries.length > 0) registerRemotes(entries);
}
