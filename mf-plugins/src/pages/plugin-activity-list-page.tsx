import { PagePlaceholder, type PageProps } from '@community/shared';

/** What the loader hands the page. Empty until the area's API layer exists. */
export type PluginActivityListData = Record<string, never>;

/** Fetches the page's data (ARCHITECTURE rule 8); runs in the shell now, on the server later. */
export function loader(): PluginActivityListData {
  return {};
}

/** `PluginActivityListPage`: placeholder until the area's real page lands; renders from its loader's data only. */
export default function PluginActivityListPage(_props: PageProps<PluginActivityListData>) {
  return (
    <PagePlaceholder
      title="插件活动"
      description="插件开发者活动即将在这里上线。"
    />
  );
}
