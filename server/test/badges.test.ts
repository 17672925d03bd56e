import { createTestApp, register, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(async () => {
  await ctx.close();
});

describe('POST /community/api/badges/action', () => {
  it('records the action for the user', async () => {
    const { cookie, id } = await register(ctx.app, 'badge@example.com');
    const res = await ctx.app.inject({ method: 'POST', url: '/community/api/badges/action', payload: { action: 'copy_resource' }, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ action: 'copy_resource', count: 1 });
    const rows = await ctx.db.selectFrom('badge_actions').selectAll().execute();
    expect(rows).toEqual([expect.objectContaining({ user_id: id, action: 'copy_resource' })]);
  });

  it('answers 401 anonymous and 400 for a bad action', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/community/api/badges/action', payload: { action: 'copy_resource' } })).statusCode).toBe(401);
    const { cookie } = await register(ctx.app, 'b2@example.com');
    for (const action of ['', 7, 'DROP TABLE', 'x'.repeat(51)]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/community/api/badges/action', payload: { action } as object, headers: { cookie } });
      expect(res.statusCode).toBe(400);
    }
  });
});
