import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp();
  await ctx.db.insertInto('cms_assets').values({ hash: 'abcdef0123456789', ext: '.svg', content_type: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' }).execute();
  await ctx.db
    .insertInto('banners')
    .values([
      { kind: 'community', title: '社区活动', link: '/community/activity', cover_hash: 'abcdef0123456789', cover_ext: '.svg', sort: 1 },
      { kind: 'plugin', title: '插件推荐', link: '/community/plugin/1', cover_hash: 'abcdef0123456789', cover_ext: '.svg', sort: 1 },
    ])
    .execute();
});
afterEach(async () => {
  await ctx.close();
});

describe('CMS', () => {
  it.each([
    ['community-operation.json', '社区活动'],
    ['plugin-operation.json', '插件推荐'],
  ])('serves %s as a top-level array of banners with cover {hash, ext}', async (file, title) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/cms/MGwebsite/${file}?v=${Date.now()}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body[0]).toMatchObject({ title, cover: { hash: 'abcdef0123456789', ext: '.svg' }, link: expect.stringMatching(/^\/community\//) });
  });

  it('serves the banner image at /cms/ + hash + ext', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/cms/abcdef0123456789.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await ctx.app.inject({ method: 'GET', url: '/cms/ffffffff.svg' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/cms/MGwebsite/other.json' })).statusCode).toBe(404);
  });
});

describe('pages and unknown paths', () => {
  beforeEach(async () => {
    await ctx.close();
    const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-'));
    fs.writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><title>community</title><div id="root"></div>');
    fs.writeFileSync(path.join(shellDist, 'main.0123abcd.js'), 'console.log(1)');
    ctx = await createTestApp({ shellDist });
  });

  it.each(['/community/', '/community/plugin', '/community/plugin/12', '/community/resource/5', '/community/activity/detail?id=1', '/community/profile', '/community/search?keyword=a', '/community/tag/移动端', '/community/ceshi', '/community/clean_cache'])(
    '%s answers the shell with 200',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url: encodeURI(url) });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>community</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/community/nope', '/community/plugin/1/extra', '/community/404/plugin', '/community/404/resource', '/community/404/activity', '/community/404/activity-res'])(
    '%s answers the shell with 404',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<title>community</title>');
    },
  );

  it('serves hashed shell assets with immutable caching', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/community/main.0123abcd.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths with 404 JSON', async () => {
    for (const url of ['/api/v1/nothing', '/community/api/nothing', '/et/other']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', data: null });
    }
  });

  it('redirects /community to /community/', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/community' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/community/');
  });

  it('serves remotes.json without caching', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/community/remotes.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({});
  });
});
