import { expect, test } from '@playwright/test';

test.describe('the foundation', () => {
  test('serves the shell at /community/ with the page title', async ({ page }) => {
    const res = await page.goto('/community/');
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle(/community|社区/);
  });

  test('the shell loads a remote page at run time without console errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto('/community/plugin');
    await expect(page.getByRole('heading', { name: '插件', level: 1 })).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('answers unknown page paths with the shell and status 404', async ({ request }) => {
    const res = await request.get('/community/no-such-page');
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain('<div id="root">');
  });

  test('lists a live version for every remote', async ({ request }) => {
    const res = await request.get('/community/remotes.json');
    expect(res.headers()['cache-control']).toBe('no-cache');
    const live = await res.json();
    for (const name of ['mf_resources', 'mf_plugins', 'mf_activities', 'mf_profile']) {
      expect(live[name].entry).toMatch(new RegExp(`^/community/mf/${name.replace('_', '-')}/[^/]+/web/mf-manifest\\.json$`));
      const manifest = await request.get(live[name].entry);
      expect(manifest.status()).toBe(200);
    }
  });

  test('the seeded demo account logs in and reads its settings', async ({ request }) => {
    const login = await request.post('/api/v1/auth/login', { data: { account: 'demo@example.com', password: 'demo-password-1' } });
    expect(login.status()).toBe(200);
    const settings = await request.get('/api/v1/users/settings');
    expect((await settings.json()).data).toEqual({ color_schema: 'light', currentOrg: 0 });
    const flag = await request.post('/api/v1/experiment/swh/user', { data: { fname: 'web.resourcePublish' } });
    expect((await flag.json()).data['web.resourcePublish']).toBe(true);
  });

  test('serves the banner feeds and their images', async ({ request }) => {
    const feed = await (await request.get(`/cms/MGwebsite/community-operation.json?v=${Date.now()}`)).json();
    expect(feed.length).toBeGreaterThan(0);
    const image = await request.get(`/cms/${feed[0].cover.hash}${feed[0].cover.ext}`);
    expect(image.status()).toBe(200);
  });
});
