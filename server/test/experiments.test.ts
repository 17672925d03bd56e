import { setFlag } from '../src/repositories/flags';
import { createTestApp, register, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(async () => {
  await ctx.close();
});

const ask = (kind: 'swh' | 'var', fname: unknown, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/experiment/${kind}/user`, payload: { fname } as object, headers: cookie ? { cookie } : {} });

describe('experiment flags', () => {
  it('answers a switch as a boolean: the user value wins over the global one', async () => {
    const { cookie, id } = await register(ctx.app, 'flag@example.com');
    const { cookie: other } = await register(ctx.app, 'other@example.com');
    await setFlag(ctx.db, 'web.resourcePublish', 'off', 0, ctx.clock.now());
    await setFlag(ctx.db, 'web.resourcePublish', 'on', id, ctx.clock.now());
    expect((await ask('swh', 'web.resourcePublish', cookie)).json().data).toEqual({ 'web.resourcePublish': true });
    expect((await ask('swh', 'web.resourcePublish', other)).json().data).toEqual({ 'web.resourcePublish': false });
    expect((await ask('swh', 'web.resourcePublish')).json().data).toEqual({ 'web.resourcePublish': false });
    expect((await ask('swh', 'unknown.flag')).json().data).toEqual({ 'unknown.flag': false });
  });

  it('answers a variable as {value}', async () => {
    await setFlag(ctx.db, 'webapi.enablebadgev2', 'c1', 0, ctx.clock.now());
    expect((await ask('var', 'webapi.enablebadgev2')).json().data).toEqual({ 'webapi.enablebadgev2': { value: 'c1' } });
    expect((await ask('var', 'nothing.here')).json().data).toEqual({ 'nothing.here': { value: null } });
  });

  it.each([[undefined], [''], [42], [['a']], ['x'.repeat(101)], ['bad name']])('refuses fname %p with 400', async (fname) => {
    const res = await ask('swh', fname);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });
});
