import { loadRemote } from '@module-federation/enhanced/runtime';
import type { AppRoute, PageLoaderContext, PageModule } from '@community/shared';

/** A page ready to render: its component and the data its loader returned. */
export interface LoadedPage {
  readonly Page: PageModule['default'];
  readonly data: unknown;
}

/** `mf_plugins` + `./PluginListPage` → `mf_plugins/PluginListPage`, the id loadRemote expects. */
export function remoteModuleId(route: Pick<AppRoute, 'remote' | 'module'>): string {
  return `${route.remote}/${route.module.replace(/^\.\//, '')}`;
}

function isPageModule(value: unknown): value is PageModule {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof PageModule, unknown>>;
  return typeof candidate.default === 'function' && typeof candidate.loader === 'function';
}

/** Load a remote's exposed page, then run its loader (ARCHITECTURE rule 8). Rejects with a readable error. */
export async function loadRemotePage(route: Pick<AppRoute, 'remote' | 'module'>, context: PageLoaderContext): Promise<LoadedPage> {
  const id = remoteModuleId(route);
  const module = await loadRemote<unknown>(id);
  // A module that breaks the contract fails here, inside the page's error boundary, not deep in React.
  if (!isPageModule(module)) throw new Error(`${id} 不是有效的页面模块`);
  return { Page: module.default, data: await module.loader(context) };
}
