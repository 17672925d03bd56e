// The few bundler features frontend code uses, typed here instead of pulling in @rspack/core/module
// (which redeclares Node globals).

interface RspackContext {
  (request: string): Promise<unknown>;
  keys(): string[];
}

interface ImportMeta {
  webpackContext(
    request: string,
    options?: { recursive?: boolean; regExp?: RegExp; mode?: 'sync' | 'eager' | 'weak' | 'lazy' | 'lazy-once' },
  ): RspackContext;
}

/** Dev server of a remote only: exposed key → file relative to `src` (set by rspack.factory.mjs). */
declare const __MF_EXPOSES__: Readonly<Record<string, string>>;
