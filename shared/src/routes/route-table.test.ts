import { BASE_PATH, REMOTES, ROUTES, matchRoute, routeByName } from './route-table';

const nameOf = (pathname: string) => matchRoute(pathname)?.name ?? null;

describe('matchRoute', () => {
  it.each([
    ['/', 'index'],
    ['', 'index'],
    ['/activity', 'activity'],
    ['/activity/detail', 'activity-detail'],
    ['/activity/resource', 'activity-resource'],
    ['/plugin', 'plugin'],
    ['/plugin/42', 'plugin-detail'],
    ['/plugin/activity', 'plugin-activity'],
    ['/plugin/activity/detail', 'plugin-activity-detail'],
    ['/resource/7', 'resource'],
    ['/media/resource/7', 'media-resource'],
    ['/media/profile/3', 'media-profile'],
    ['/profile/3', 'profile'],
    ['/tag/插画', 'tag'],
    ['/search', 'search'],
    ['/404/activity', '404-activity'],
    ['/404/activity-res', '404-activity-res'],
    ['/404/plugin', '404-plugin'],
    ['/404/resource', '404-resource'],
    ['/clean_cache', 'clean-cache'],
    ['/ceshi', 'ceshi'],
  ])('%s → %s', (pathname, name) => {
    expect(nameOf(pathname)).toBe(name);
  });

  it('matches optional params when they are absent', () => {
    expect(nameOf('/resource')).toBe('resource');
    expect(nameOf('/media/resource')).toBe('media-resource');
    expect(nameOf('/media/profile')).toBe('media-profile');
    expect(nameOf('/profile')).toBe('profile');
    expect(nameOf('/tag')).toBe('tag');
  });

  it('requires the id of the plugin detail route', () => {
    // `/plugin` is the list, never the detail without an id.
    expect(nameOf('/plugin')).toBe('plugin');
  });

  it('prefers static segments over params like react-router', () => {
    expect(nameOf('/plugin/activity')).toBe('plugin-activity');
    expect(nameOf('/plugin/activity2')).toBe('plugin-detail');
  });

  it('ignores a trailing slash and letter case like the client router', () => {
    expect(nameOf('/plugin/')).toBe('plugin');
    expect(nameOf('/resource/7/')).toBe('resource');
    expect(nameOf('/Plugin')).toBe('plugin');
  });

  it('accepts a path without its leading slash', () => {
    expect(nameOf('search')).toBe('search');
  });

  it.each(['/nope', '/plugin/1/extra', '/resource/1/2', '/activity/other', '/404', '/404/unknown', '/plugin//1', '/clean-cache'])(
    'returns null for the unknown path %s',
    (pathname) => {
      expect(matchRoute(pathname)).toBeNull();
    },
  );

  it('marks only the /404/* pages as not found', () => {
    const notFound = ROUTES.filter((route) => route.notFound).map((route) => route.path);
    expect(notFound).toEqual(['/404/activity', '/404/activity-res', '/404/plugin', '/404/resource']);
    expect(matchRoute('/404/plugin')?.notFound).toBe(true);
    expect(matchRoute('/plugin')?.notFound).toBeUndefined();
  });
});

describe('route table', () => {
  it('has unique names and paths', () => {
    expect(new Set(ROUTES.map((route) => route.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it('shows the footer only on the spec §2 routes', () => {
    const withFooter = ROUTES.filter((route) => route.footer).map((route) => route.name);
    expect(withFooter.sort()).toEqual(['activity', 'activity-detail', 'index', 'plugin', 'search', 'tag']);
  });

  it('hides the menu in the desktop client on the spec §2 routes', () => {
    const hidden = ROUTES.filter((route) => route.hideMenuInClient).map((route) => route.name);
    expect(hidden.sort()).toEqual(['activity-detail', 'plugin-detail', 'profile', 'resource', 'search', 'tag']);
  });

  it('points every remote route at a known remote and an exposed-key-shaped module', () => {
    for (const route of ROUTES) {
      expect(['shell', ...Object.keys(REMOTES)]).toContain(route.remote);
      expect(route.module).toMatch(/^\.\/[A-Z][A-Za-z]+Page$/);
    }
  });

  it('sends detail routes to a not-found page that exists', () => {
    for (const route of ROUTES.filter((r) => r.notFoundPath)) {
      expect(matchRoute(route.notFoundPath!)?.notFound).toBe(true);
    }
  });

  it('looks routes up by name', () => {
    expect(routeByName('plugin').path).toBe('/plugin');
    expect(BASE_PATH).toBe('/community');
  });
});
