import { PagePlaceholder, type PageProps } from '@community/shared';

/** What the loader hands the page. Empty until the area's API layer exists. */
export type ResourceDetailData = Record<string, never>;

/** Fetches the page's data (ARCHITECTURE rule 8); runs in the shell now, on the server later. */
export function loader(): ResourceDetailData {
  return {};
}

/** `ResourceDetailPage`: placeholder until the area's real page lands; renders from its loader's data only. */
export default function ResourceDetailPage(_props: PageProps<ResourceDetailData>) {
  return (
    <PagePlaceholder
      title="资源详情"
      description="资源的封面、介绍、作者与收藏、复制操作即将在这里上线。"
    />
  );
}
