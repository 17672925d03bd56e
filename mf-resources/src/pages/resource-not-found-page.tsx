import { Link } from 'react-router-dom';
import { PagePlaceholder, routeByName, type PageProps } from '@community/shared';

/** What the loader hands the page. Empty until the area's API layer exists. */
export type ResourceNotFoundData = Record<string, never>;

/** Fetches the page's data (ARCHITECTURE rule 8); runs in the shell now, on the server later. */
export function loader(): ResourceNotFoundData {
  return {};
}

/** Not-found page of its kind (`ResourceNotFoundPage`); the server answers its URL with HTTP 404. */
export default function ResourceNotFoundPage(_props: PageProps<ResourceNotFoundData>) {
  return (
    <PagePlaceholder
      title="资源不存在或已下架"
      description="你访问的资源可能已被删除或下架。"
      tone="notFound"
      action={<Link to={routeByName('index').path}>返回首页</Link>}
    />
  );
}
