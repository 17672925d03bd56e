import { Link } from 'react-router-dom';
import { PagePlaceholder, routeByName, type PageProps } from '@community/shared';

/** What the loader hands the page. Empty until the area's API layer exists. */
export type PluginNotFoundData = Record<string, never>;

/** Fetches the page's data (ARCHITECTURE rule 8); runs in the shell now, on the server later. */
export function loader(): PluginNotFoundData {
  return {};
}

/** Not-found page of its kind (`PluginNotFoundPage`); the server answers its URL with HTTP 404. */
export default function PluginNotFoundPage(_props: PageProps<PluginNotFoundData>) {
  return (
    <PagePlaceholder
      title="插件不存在或已下架"
      description="你访问的插件可能已被删除或下架。"
      tone="notFound"
      action={<Link to={routeByName('plugin').path}>返回插件列表</Link>}
    />
  );
}
