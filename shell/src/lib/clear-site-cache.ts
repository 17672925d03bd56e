import { SITE_STORAGE_KEYS } from '@community/shared';

interface CacheTargets {
  readonly local?: Pick<Storage, 'removeItem'>;
  readonly session?: Pick<Storage, 'clear'>;
  readonly caches?: Pick<CacheStorage, 'keys' | 'delete'>;
}

/**
 * /clean_cache: remove the site's own local storage keys (spec §3), all session storage and every
 * Cache Storage entry. Each step is guarded: storage can throw (privacy modes) and one failure
 * must not stop the others.
 */
export async function clearSiteCache(targets: CacheTargets = browserTargets()): Promise<void> {
  try {
    for (const key of SITE_STORAGE_KEYS) targets.local?.removeItem(key);
  } catch {
    // Storage unavailable: nothing of ours can be in it.
  }
  try {
    targets.session?.clear();
  } catch {
    // Same as above.
  }
  if (targets.caches) {
    const names = await targets.caches.keys();
    await Promise.all(names.map((name) => targets.caches?.delete(name)));
  }
}

function browserTargets(): CacheTargets {
  const safe = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch {
      return undefined;
    }
  };
  return {
    local: safe(() => window.localStorage),
    session: safe(() => window.sessionStorage),
    caches: 'caches' in window ? window.caches : undefined,
  };
}
