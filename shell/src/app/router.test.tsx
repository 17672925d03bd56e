import { act, screen, within } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { fakePageModule, renderApp } from '../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const mockedLoadRemote = jest.mocked(loadRemote);

beforeEach(() => {
  mockedLoadRemote.mockImplementation(async (id: string) => fakePageModule(`页面 ${id}`));
  window.scrollTo = jest.fn();
});

describe('unknown paths', () => {
  it('show the error page with a link home', async () => {
    await renderApp('/community/no-such-page');
    const page = await screen.findByRole('heading', { level: 1 });
    expect(page).toHaveTextContent('404');
    expect(page).toHaveTextContent('This page could not be found');
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/community/');
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('keep the top bar', async () => {
    await renderApp('/community/no-such-page');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/community/');
    expect(within(banner).getByRole('link', { name: '插件' })).toHaveAttribute('href', '/community/plugin');
    expect(within(banner).getByRole('link', { name: '活动' })).toHaveAttribute('href', '/community/activity');
    expect(within(banner).getByRole('button', { name: '登录' })).toBeInTheDocument();
  });
});

describe('footer', () => {
  it.each([
    ['/community/', 'mf_resources/HomePage'],
    ['/community/plugin', 'mf_plugins/PluginListPage'],
    ['/community/activity', 'mf_activities/ActivityListPage'],
    ['/community/activity/detail', 'mf_activities/ActivityDetailPage'],
    ['/community/tag/插画', 'mf_resources/TagPage'],
    ['/community/search', 'mf_profile/SearchPage'],
  ])('shows on %s', async (url, id) => {
    await renderApp(url);
    expect(await screen.findByRole('heading', { name: `页面 ${id}` })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('浙ICP备00000000号');
    expect(footer).toHaveTextContent('400-000-0000');
    expect(footer).toHaveTextContent('浙江省杭州市');
    // The footer is a landmark beside <main>, not inside it.
    expect(screen.getByRole('main')).not.toContainElement(footer);
  });

  it.each(['/community/plugin/1', '/community/resource/1', '/community/profile/1', '/community/404/plugin', '/community/ceshi', '/community/nope'])(
    'hides on %s',
    async (url) => {
      await renderApp(url);
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    },
  );
});

describe('remote pages', () => {
  it('run the loader with the route params and query, then render its data', async () => {
    const module = fakePageModule('插件详情');
    mockedLoadRemote.mockResolvedValue(module);
    await renderApp('/community/plugin/42?from=home');
    expect(await screen.findByRole('heading', { name: '插件详情' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('mf_plugins/PluginDetailPage');
    const [context] = module.loader.mock.calls[0] as unknown as [{ params: Record<string, string>; searchParams: URLSearchParams }];
    expect(context.params.id).toBe('42');
    expect(context.searchParams.get('from')).toBe('home');
  });

  it('show an error card with retry when the remote fails, keeping top bar and footer', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockedLoadRemote.mockRejectedValueOnce(new Error('offline'));
    mockedLoadRemote.mockResolvedValueOnce(fakePageModule('插件'));
    await renderApp('/community/plugin');

    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('加载失败');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await act(async () => within(card).getByRole('button', { name: '重试' }).click());
    expect(await screen.findByRole('heading', { name: '插件' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reject a module that breaks the page contract', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockedLoadRemote.mockResolvedValue({ default: () => null });
    await renderApp('/community/search');
    expect(await screen.findByRole('alert')).toHaveTextContent('mf_profile/SearchPage 不是有效的页面模块');
  });
});

describe('shell pages', () => {
  it('/ceshi lists the live version of each remote', async () => {
    await renderApp('/community/ceshi', {
      remotes: { mf_plugins: { version: 'v7', entry: '/community/mf/mf-plugins/v7/web/mf-manifest.json' } },
    });
    const row = (await screen.findByRole('rowheader', { name: 'mf_plugins' })).closest('tr')!;
    expect(row).toHaveTextContent('v7');
    expect(screen.getByRole('rowheader', { name: 'mf_profile' }).closest('tr')).toHaveTextContent('未上线');
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });
});
