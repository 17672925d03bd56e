import { useEffect } from 'react';
import { BASE_PATH } from '@community/shared';
import { clearSiteCache } from '../../lib/clear-site-cache';
import * as styles from './shell-page.module.scss';

/** /clean_cache: clear what the site stored in this browser, then start again from the home page. */
export function CleanCachePage() {
  useEffect(() => {
    let cancelled = false;
    void clearSiteCache()
      .catch((error: unknown) => console.error('[shell] clearing the cache failed', error))
      .finally(() => {
        // replace(): the cleaning page must not stay in history, or Back would clean again.
        if (!cancelled) window.location.replace(`${BASE_PATH}/`);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <section className={styles.page} aria-busy="true">
      <h1 className={styles.title}>正在清理缓存…</h1>
      <p className={styles.text}>清理完成后将自动返回首页。</p>
    </section>
  );
}
