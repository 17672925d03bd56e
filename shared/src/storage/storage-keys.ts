// Local storage keys the site owns (spec §3, SPEC-NOTES promotion data). One list, so clearing the cache
// and the store agree on what is ours and never touch another site's keys on the same origin.

/** Subscription prompt records per area (spec §3). */
export const SUBSCRIPTION_KEYS = {
  resource: 'MG_SUBS_RESOURCE',
  plugin: 'MG_SUBS_PLUGIN',
  activity: 'MG_SUBS_ACTIVITY',
} as const;

export const STORAGE_KEYS = {
  ...SUBSCRIPTION_KEYS,
  showedSaveGuide: 'SHOWED_SAVE_GUIDE',
  userInfo: 'userInfo',
  themeColor: 'themeColor',
  promotion: '_MG_PROMOTE',
} as const;

/** Every local storage key of the site, for /clean_cache. */
export const SITE_STORAGE_KEYS: readonly string[] = Object.values(STORAGE_KEYS);
