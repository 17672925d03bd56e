import { PagePlaceholder, type PageProps } from '@community/shared';

/** What the loader hands the page. Empty until the area's API layer exists. */
export type MediaProfileData = Record<string, never>;

/** Fetches the page's data (ARCHITECTURE rule 8); runs in the shell now, on the server later. */
export function loader(): MediaProfileData {
  return {};
}

/** `MediaProfilePage`: placeholder until the area's real page lands; renders from its loader's data only. */
export default function MediaProfilePage(_props: PageProps<MediaProfileData>) {
  return (
    <PagePlaceholder
      title="个人主页"
      description="面向短视频渠道的个人主页，突出分享按钮。"
    />
  );
}
