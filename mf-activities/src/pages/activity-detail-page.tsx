import { PagePlaceholder, type PageProps } from '@community/shared';

/** What the loader hands the page. Empty until the area's API layer exists. */
export type ActivityDetailData = Record<string, never>;

/** Fetches the page's data (ARCHITECTURE rule 8); runs in the shell now, on the server later. */
export function loader(): ActivityDetailData {
  return {};
}

/** `ActivityDetailPage`: placeholder until the area's real page lands; renders from its loader's data only. */
export default function ActivityDetailPage(_props: PageProps<ActivityDetailData>) {
  return (
    <PagePlaceholder
      title="活动详情"
      description="活动的介绍、规则与投稿即将在这里上线。"
    />
  );
}
