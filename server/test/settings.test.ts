import { insertOrg, insertUser } from './helpers/fixtures';
import { createTestApp, register, rowCounts, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let cookie: string;
let userId: number;
beforeEach(async () => {
  ctx = await createTestApp();
  ({ cookie, id: userId } = await register(ctx.app, 'settings@example.com'));
});
afterEach(async () => {
  await ctx.close();
});

const put = (payload: unknown, headers: Record<string, string> = { cookie }) =>
  ctx.app.inject({ method: 'PUT', url: '/api/v1/users/settings', payload: payload as object, headers });

describe('user settings', () => {
  it('gives a new user light and no organisation', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/settings', headers: { cookie } });
    expect(res.json()).toEqual({ code: 'OK', data: { color_schema: 'light', currentOrg: 0 }, msg: expect.any(String) });
  });

  it('saves the theme and an organisation the user belongs to', async () => {
    const orgId = await insertOrg(ctx.db, '示例团队', [userId]);
    expect((await put({ color_schema: 'dark' })).statusCode).toBe(200);
    expect((await put({ currentOrg: orgId })).json().data).toEqual({ color_schema: 'dark', currentOrg: orgId });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/settings', headers: { cookie } });
    expect(res.json().data).toEqual({ color_schema: 'dark', currentOrg: orgId });
  });

  it.each([
    [{ color_schema: 'Dark' }],
    [{ color_schema: 'blue' }],
    [{ color_schema: 1 }],
    [{ color_schema: ['dark'] }],
    [{ currentOrg: '0' }],
    [{ currentOrg: -1 }],
    [{ currentOrg: 1.5 }],
    [{ currentOrg: 999 }],
    [{}],
    [{ color_schema: 'dark', extra: true }],
  ])('refuses %o with 400 and changes nothing', async (payload) => {
    const before = await rowCounts(ctx.db);
    const res = await put(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBeTruthy();
    expect(await rowCounts(ctx.db)).toEqual(before);
  });

  it('refuses an organisation the user is not in', async () => {
    const other = await insertUser(ctx.db);
    const orgId = await insertOrg(ctx.db, '别人的团队', [other]);
    expect((await put({ currentOrg: orgId })).statusCode).toBe(400);
  });

  it('answers 401 for anonymous reads and writes', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/users/settings' })).statusCode).toBe(401);
    expect((await put({ color_schema: 'dark' }, {})).statusCode).toBe(401);
    expect((await put('not json', { 'content-type': 'application/json' })).statusCode).toBe(401);
  });
});
