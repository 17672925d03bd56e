/** Session key holding the time of the last reload caused by a chunk that failed to load. */
export const CHUNK_RELOAD_KEY = 'community:chunk-reload-at';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/**
 * A chunk (or remote entry) that no longer loads usually means a deploy replaced the files this tab was
 * built against: a reload fetches the live versions. Federation wraps these as RUNTIME-00x errors.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const text = `${error.name} ${error.message}`;
  return /ChunkLoadError|Loading (CSS )?chunk [^ ]+ failed|Failed to fetch dynamically imported module|RUNTIME-00[138]|Failed to load script resources/i.test(text);
}

/**
 * Reload the page for a chunk-load failure, at most once per minute (spec §8); returns whether it reloaded.
 * Within the minute the caller shows its error card instead, so a broken deploy never loops.
 */
export function reloadOnStaleChunk(
  error: unknown,
  deps: { now?: () => number; storage?: Pick<Storage, 'getItem' | 'setItem'>; reload?: () => void } = {},
): boolean {
  if (!isChunkLoadError(error)) return false;
  const now = deps.now ? deps.now() : Date.now();
  const storage = deps.storage ?? window.sessionStorage;
  const reload = deps.reload ?? (() => window.location.reload());
  let last = 0;
  try {
    last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  } catch {
    // Storage may be unavailable (privacy mode): treat as never reloaded, the interval still applies below.
  }
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without storage a reload could loop; do not reload at all.
    return false;
  }
  reload();
  return true;
}
