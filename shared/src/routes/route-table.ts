// THE route table of the site (spec §2), as plain data.
// No imports on purpose: the Node server loads this file with tsx to decide which paths answer 404,
// and the shell, footer, top-bar menu and scroll rules all read it. Nothing else hard-codes paths.

/** Base path of the whole site; route paths below are relative to it. */
export const BASE_PATH = '/community';

/** Federation name → workspace package name of each remote. */
export const REMOTES = {
  mf_resources: 'mf-resources',
  mf_plugins: 'mf-plugins',
  mf_activities: 'mf-activities',
  mf_profile: 'mf-profile',
} as const;

export type RemoteName = keyof typeof REMOTES;
export type RemotePackageName = (typeof REMOTES)[RemoteName];
/** Who renders a route: one of the remotes, or the shell itself. */
export type RouteOwner = RemoteName | 'shell';
/** Which area's default meta (title, description, keywords) a page falls back to. */
export type RouteArea = 'home' | 'activity' | 'plugin' | 'profile' | 'search' | 'shell';

export interface AppRoute {
  /** react-router v7 pattern relative to BASE_PATH; `:id?` marks an optional trailing segment. */
  readonly path: string;
  readonly name: RouteName;
  readonly remote: RouteOwner;
  /** Exposed module key of the remote (`./PluginListPage`), or the shell's own page key. */
  readonly module: string;
  /** The site footer shows only on these routes (spec §2). */
  readonly footer: boolean;
  /** The top-bar menu hides on these routes inside the desktop client (spec §2). */
  readonly hideMenuInClient: boolean;
  /** The /404/* pages: the server answers them with HTTP 404. */
  readonly notFound?: boolean;
  /** Where a detail route without a usable id sends the visitor (its kind's not-found page). */
  readonly notFoundPath?: string;
  readonly area: RouteArea;
}

export type RouteName =
  | 'index'
  | 'activity'
  | 'activity-detail'
  | 'activity-resource'
  | 'plugin'
  | 'plugin-detail'
  | 'plugin-activity'
  | 'plugin-activity-detail'
  | 'resource'
  | 'media-resource'
  | 'media-profile'
  | 'profile'
  | 'tag'
  | 'search'
  | '404-activity'
  | '404-activity-res'
  | '404-plugin'
  | '404-resource'
  | 'clean-cache'
  | 'ceshi';

// Order matters only for readability: matchRoute prefers static segments over params, like react-router.
export const ROUTES: readonly AppRoute[] = [
  { path: '/', name: 'index', remote: 'mf_resources', module: './HomePage', footer: true, hideMenuInClient: false, area: 'home' },
  { path: '/activity', name: 'activity', remote: 'mf_activities', module: './ActivityListPage', footer: true, hideMenuInClient: false, area: 'activity' },
  { path: '/activity/detail', name: 'activity-detail', remote: 'mf_activities', module: './ActivityDetailPage', footer: true, hideMenuInClient: true, notFoundPath: '/404/activity', area: 'activity' },
  { path: '/activity/resource', name: 'activity-resource', remote: 'mf_activities', module: './ActivityResourcePage', footer: false, hideMenuInClient: false, notFoundPath: '/404/activity-res', area: 'activity' },
  { path: '/plugin', name: 'plugin', remote: 'mf_plugins', module: './PluginListPage', footer: true, hideMenuInClient: false, area: 'plugin' },
  { path: '/plugin/activity', name: 'plugin-activity', remote: 'mf_plugins', module: './PluginActivityListPage', footer: false, hideMenuInClient: false, area: 'plugin' },
  { path: '/plugin/activity/detail', name: 'plugin-activity-detail', remote: 'mf_plugins', module: './PluginActivityDetailPage', footer: false, hideMenuInClient: false, area: 'plugin' },
  { path: '/plugin/:id', name: 'plugin-detail', remote: 'mf_plugins', module: './PluginDetailPage', footer: false, hideMenuInClient: true, notFoundPath: '/404/plugin', area: 'plugin' },
  { path: '/resource/:id?', name: 'resource', remote: 'mf_resources', module: './ResourceDetailPage', footer: false, hideMenuInClient: true, notFoundPath: '/404/resource', area: 'home' },
  { path: '/media/resource/:id?', name: 'media-resource', remote: 'mf_resources', module: './MediaResourcePage', footer: false, hideMenuInClient: false, notFoundPath: '/404/resource', area: 'home' },
  { path: '/media/profile/:id?', name: 'media-profile', remote: 'mf_profile', module: './MediaProfilePage', footer: false, hideMenuInClient: false, area: 'profile' },
  { path: '/profile/:id?', name: 'profile', remote: 'mf_profile', module: './ProfilePage', footer: false, hideMenuInClient: true, area: 'profile' },
  { path: '/tag/:tag_name?', name: 'tag', remote: 'mf_resources', module: './TagPage', footer: true, hideMenuInClient: true, area: 'home' },
  { path: '/search', name: 'search', remote: 'mf_profile', module: './SearchPage', footer: true, hideMenuInClient: true, area: 'search' },
  { path: '/404/activity', name: '404-activity', remote: 'mf_activities', module: './ActivityNotFoundPage', footer: false, hideMenuInClient: false, notFound: true, area: 'activity' },
  { path: '/404/activity-res', name: '404-activity-res', remote: 'mf_activities', module: './ActivityResNotFoundPage', footer: false, hideMenuInClient: false, notFound: true, area: 'activity' },
  { path: '/404/plugin', name: '404-plugin', remote: 'mf_plugins', module: './PluginNotFoundPage', footer: false, hideMenuInClient: false, notFound: true, area: 'plugin' },
  { path: '/404/resource', name: '404-resource', remote: 'mf_resources', module: './ResourceNotFoundPage', footer: false, hideMenuInClient: false, notFound: true, area: 'home' },
  { path: '/clean_cache', name: 'clean-cache', remote: 'shell', module: './CleanCachePage', footer: false, hideMenuInClient: false, area: 'shell' },
  { path: '/ceshi', name: 'ceshi', remote: 'shell', module: './CeshiPage', footer: false, hideMenuInClient: false, area: 'shell' },
];

function splitPath(pathname: string): string[] {
  // A trailing slash names the same page (`/plugin/` is `/plugin`); the root is zero segments.
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? [] : trimmed.replace(/^\//, '').split('/');
}

/** Matching score of one pattern, or -1: static segments count more than params so `/plugin/activity` beats `/plugin/:id`. */
function score(pattern: string, segments: readonly string[]): number {
  const parts = splitPath(pattern);
  if (segments.length > parts.length) return -1;
  let total = 0;
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i]!;
    const segment = segments[i];
    const optional = part.startsWith(':') && part.endsWith('?');
    if (segment === undefined) {
      if (!optional) return -1;
      continue;
    }
    if (part.startsWith(':')) {
      if (segment === '') return -1;
      total += 2;
    } else {
      // react-router matches case-insensitively by default; the server must agree with the client.
      if (part.toLowerCase() !== segment.toLowerCase()) return -1;
      total += 3;
    }
  }
  return total;
}

/**
 * The route a pathname (relative to BASE_PATH, already URI-decoded) renders, or null for an unknown path.
 * Optional params may be absent: `/resource` still matches the route named `resource`.
 */
export function matchRoute(pathname: string): AppRoute | null {
  const segments = splitPath(pathname.startsWith('/') ? pathname : `/${pathname}`);
  let best: AppRoute | null = null;
  let bestScore = -1;
  for (const route of ROUTES) {
    const s = score(route.path, segments);
    if (s > bestScore) {
      best = route;
      bestScore = s;
    }
  }
  return best;
}

/** The route with this name (every name exists, so this never returns undefined for a RouteName). */
export function routeByName(name: RouteName): AppRoute {
  return ROUTES.find((route) => route.name === name)!;
}
