import sharedPackage from '../package.json';

/** Version of @community/shared; the federation share config announces the same number. */
export const VERSION: string = sharedPackage.version;

export * from './routes/route-table';
export type { PageLoaderContext, PageModule, PageProps } from './page/page-module';
export { PagePlaceholder } from './components/page-placeholder/page-placeholder';
export type { PagePlaceholderProps } from './components/page-placeholder/page-placeholder';
export { STORAGE_KEYS, SITE_STORAGE_KEYS, SUBSCRIPTION_KEYS } from './storage/storage-keys';
