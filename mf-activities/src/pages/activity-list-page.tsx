import { PagePlaceholder, type PageProps } from '@community/shared';

/** What the loader hands the page. Empty until the area's API layer exists. */
export type ActivityListData = Record<string, never>;

/** Fetches the page's data (ARCHITECTURE rule 8); runs in the shell now, on the server later. */
export function loader(): ActivityListData {
  return {};
}

/** `ActivityListPage`: placeholder until the area's real page lands; renders from its loader's data only. */
export default function ActivityListPage(_props: PageProps<ActivityListData>) {
  return (
    <PagePlaceholder
      title="活动"
      description="参加设计活动与比赛，展示你的作品。"
    />
  );
}
