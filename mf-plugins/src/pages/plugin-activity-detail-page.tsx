import { PagePlaceholder, type PageProps } from '@community/shared';

/** What the loader hands the page. Empty until the area's API layer exists. */
export type PluginActivityDetailData = Record<string, never>;

/** Fetches the page's data (ARCHITECTURE rule 8); runs in the shell now, on the server later. */
export function loader(): PluginActivityDetailData {
  return {};
}

/** `PluginActivityDetailPage`: placeholder until the area's real page lands; renders from its loader's data only. */
export default function PluginActivityDetailPage(_props: PageProps<PluginActivityDetailData>) {
  return (
    <PagePlaceholder
      title="插件活动详情"
      description="插件活动的规则与作品即将在这里上线。"
    />
  );
}
