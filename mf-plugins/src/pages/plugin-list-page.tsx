import { PagePlaceholder, type PageProps } from '@community/shared';

/** What the loader hands the page. Empty until the area's API layer exists. */
export type PluginListData = Record<string, never>;

/** Fetches the page's data (ARCHITECTURE rule 8); runs in the shell now, on the server later. */
export function loader(): PluginListData {
  return {};
}

/** `PluginListPage`: placeholder until the area's real page lands; renders from its loader's data only. */
export default function PluginListPage(_props: PageProps<PluginListData>) {
  return (
    <PagePlaceholder
      title="插件"
      description="浏览与安装提升设计效率的插件。"
    />
  );
}
