import { PagePlaceholder, type PageProps } from '@community/shared';

/** What the loader hands the page. Empty until the area's API layer exists. */
export type ActivityResourceData = Record<string, never>;

/** Fetches the page's data (ARCHITECTURE rule 8); runs in the shell now, on the server later. */
export function loader(): ActivityResourceData {
  return {};
}

/** `ActivityResourcePage`: placeholder until the area's real page lands; renders from its loader's data only. */
export default function ActivityResourcePage(_props: PageProps<ActivityResourceData>) {
  return (
    <PagePlaceholder
      title="活动作品"
      description="活动收到的作品即将在这里展示。"
    />
  );
}
