import { Link } from 'react-router-dom';
import { PagePlaceholder, routeByName, type PageProps } from '@community/shared';

/** What the loader hands the page. Empty until the area's API layer exists. */
export type ActivityNotFoundData = Record<string, never>;

/** Fetches the page's data (ARCHITECTURE rule 8); runs in the shell now, on the server later. */
export function loader(): ActivityNotFoundData {
  return {};
}

/** Not-found page of its kind (`ActivityNotFoundPage`); the server answers its URL with HTTP 404. */
export default function ActivityNotFoundPage(_props: PageProps<ActivityNotFoundData>) {
  return (
    <PagePlaceholder
      title="活动不存在或已下架"
      description="你访问的活动可能已结束或被删除。"
      tone="notFound"
      action={<Link to={routeByName('activity').path}>返回活动列表</Link>}
    />
  );
}
