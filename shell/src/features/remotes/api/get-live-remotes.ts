import { BASE_PATH, REMOTES, type RemoteName } from '@community/shared';

/** One live remote as the server's registry publishes it. */
export interface LiveRemote {
  readonly version: string;
  /** URL of that version's mf-manifest.json. */
  readonly entry: string;
}

export type LiveRemotes = Readonly<Partial<Record<RemoteName, LiveRemote>>>;

export const LIVE_REMOTES_URL = `${BASE_PATH}/remotes.json`;

function isRemoteName(name: string): name is RemoteName {
  return Object.hasOwn(REMOTES, name);
}

/** Keep only well-formed entries of known remotes: a bad pointer must not break the other areas. */
export function parseLiveRemotes(body: unknown): LiveRemotes {
  if (typeof body !== 'object' || body === null) return {};
  const remotes: Partial<Record<RemoteName, LiveRemote>> = {};
  for (const [name, value] of Object.entries(body)) {
    if (!isRemoteName(name) || typeof value !== 'object' || value === null) continue;
    const { version, entry } = value as Record<string, unknown>;
    if (typeof version === 'string' && typeof entry === 'string') remotes[name] = { version, entry };
  }
  return remotes;
}

/** Which version of each remote is live (ARCHITECTURE rule 4). The file is no-cache on the server. */
export async function getLiveRemotes(): Promise<LiveRemotes> {
  const response = await fetch(LIVE_REMOTES_URL, { cache: 'no-cache', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${LIVE_REMOTES_URL} 返回 ${response.status}`);
  return parseLiveRemotes(await response.json());
}
