import { PagePlaceholder, type PageProps } from '@community/shared';

/** What the loader hands the page. Empty until the area's API layer exists. */
export type HomeData = Record<string, never>;

/** Fetches the page's data (ARCHITECTURE rule 8); runs in the shell now, on the server later. */
export function loader(): HomeData {
  return {};
}

/** `HomePage`: placeholder until the area's real page lands; renders from its loader's data only. */
export default function HomePage(_props: PageProps<HomeData>) {
  return (
    <PagePlaceholder
      title="首页"
      description="发现优质设计资源：横幅、搜索与热门榜单即将在这里上线。"
    />
  );
}
