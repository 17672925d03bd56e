import { PagePlaceholder, type PageProps } from '@community/shared';

/** What the loader hands the page. Empty until the area's API layer exists. */
export type MediaResourceData = Record<string, never>;

/** Fetches the page's data (ARCHITECTURE rule 8); runs in the shell now, on the server later. */
export function loader(): MediaResourceData {
  return {};
}

/** `MediaResourcePage`: placeholder until the area's real page lands; renders from its loader's data only. */
export default function MediaResourcePage(_props: PageProps<MediaResourceData>) {
  return (
    <PagePlaceholder
      title="资源详情"
      description="面向短视频渠道的资源页面，突出分享按钮。"
    />
  );
}
