import { Link } from 'react-router-dom';
import { PagePlaceholder, routeByName, type PageProps } from '@community/shared';

/** What the loader hands the page. Empty until the area's API layer exists. */
export type ActivityResNotFoundData = Record<string, never>;

/** Fetches the page's data (ARCHITECTURE rule 8); runs in the shell now, on the server later. */
export function loader(): ActivityResNotFoundData {
  return {};
}

/** Not-found page of its kind (`ActivityResNotFoundPage`); the server answers its URL with HTTP 404. */
export default function ActivityResNotFoundPage(_props: PageProps<ActivityResNotFoundData>) {
  return (
    <PagePlaceholder
      title="作品不存在或已下架"
      description="你访问的活动作品可能已被删除或下架。"
      tone="notFound"
      action={<Link to={routeByName('activity').path}>返回活动列表</Link>}
    />
  );
}
