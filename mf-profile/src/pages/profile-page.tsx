import { PagePlaceholder, type PageProps } from '@community/shared';

/** What the loader hands the page. Empty until the area's API layer exists. */
export type ProfileData = Record<string, never>;

/** Fetches the page's data (ARCHITECTURE rule 8); runs in the shell now, on the server later. */
export function loader(): ProfileData {
  return {};
}

/** `ProfilePage`: placeholder until the area's real page lands; renders from its loader's data only. */
export default function ProfilePage(_props: PageProps<ProfileData>) {
  return (
    <PagePlaceholder
      title="个人主页"
      description="作者的作品、收藏与分享即将在这里上线。"
    />
  );
}
