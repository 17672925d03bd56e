import type { ComponentType } from 'react';

// The contract between the shell (or later the server) and every exposed page of a remote
// (ARCHITECTURE rule 8): fetch with `loader`, then render `default` from that data alone,
// so the same module can render on the server and must not touch window or storage while rendering.

/** What a page's loader gets: the route params, the query, and a signal that aborts when the visitor leaves. */
export interface PageLoaderContext {
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly searchParams: URLSearchParams;
  readonly signal?: AbortSignal;
}

/** Props of a page component: only the data its loader returned. */
export interface PageProps<TData> {
  readonly data: TData;
}

/** Shape of every exposed page module (`mf_plugins/PluginListPage`, ...). */
export interface PageModule<TData = unknown> {
  readonly default: ComponentType<PageProps<TData>>;
  readonly loader: (context: PageLoaderContext) => TData | Promise<TData>;
}
