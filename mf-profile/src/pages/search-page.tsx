import { PagePlaceholder, type PageProps } from '@community/shared';

/** What the loader hands the page. Empty until the area's API layer exists. */
export type SearchData = Record<string, never>;

/** Fetches the page's data (ARCHITECTURE rule 8); runs in the shell now, on the server later. */
export function loader(): SearchData {
  return {};
}

/** `SearchPage`: placeholder until the area's real page lands; renders from its loader's data only. */
export default function SearchPage(_props: PageProps<SearchData>) {
  return (
    <PagePlaceholder
      title="搜索"
      description="搜索资源、插件与作者。"
    />
  );
}
