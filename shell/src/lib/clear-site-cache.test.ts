import { SITE_STORAGE_KEYS } from '@community/shared';
import { clearSiteCache } from './clear-site-cache';

describe('clearSiteCache', () => {
  it('removes only the site keys, all session storage and every cache', async () => {
    for (const key of SITE_STORAGE_KEYS) localStorage.setItem(key, '1');
    localStorage.setItem('someone-else', 'keep');
    sessionStorage.setItem('anything', '1');
    const deleted: string[] = [];
    const caches = { keys: async () => ['a', 'b'], delete: async (name: string) => deleted.push(name) > 0 };

    await clearSiteCache({ local: localStorage, session: sessionStorage, caches });

    for (const key of SITE_STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('someone-else')).toBe('keep');
    expect(sessionStorage.length).toBe(0);
    expect(deleted).toEqual(['a', 'b']);
  });

  it('keeps going when storage throws', async () => {
    const broken = {
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const session = { clear: jest.fn() };
    await expect(clearSiteCache({ local: broken, session })).resolves.toBeUndefined();
    expect(session.clear).toHaveBeenCalled();
  });
});
