import { PagePlaceholder, type PageProps } from '@community/shared';

/** What the loader hands the page. Empty until the area's API layer exists. */
export type PluginDetailData = Record<string, never>;

/** Fetches the page's data (ARCHITECTURE rule 8); runs in the shell now, on the server later. */
export function loader(): PluginDetailData {
  return {};
}

/** `PluginDetailPage`: placeholder until the area's real page lands; renders from its loader's data only. */
export default function PluginDetailPage(_props: PageProps<PluginDetailData>) {
  return (
    <PagePlaceholder
      title="插件详情"
      description="插件的介绍、截图与安装即将在这里上线。"
    />
  );
}
