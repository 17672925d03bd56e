import { PagePlaceholder, type PageProps } from '@community/shared';

/** What the loader hands the page. Empty until the area's API layer exists. */
export type TagData = Record<string, never>;

/** Fetches the page's data (ARCHITECTURE rule 8); runs in the shell now, on the server later. */
export function loader(): TagData {
  return {};
}

/** `TagPage`: placeholder until the area's real page lands; renders from its loader's data only. */
export default function TagPage(_props: PageProps<TagData>) {
  return (
    <PagePlaceholder
      title="标签"
      description="按标签浏览相关资源。"
    />
  );
}
