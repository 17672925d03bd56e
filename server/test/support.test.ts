import { createTestApp, register, rowCounts, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(async () => {
  await ctx.close();
});

const send = (payload: unknown, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url: '/community/api/support', payload: payload as object, headers: cookie ? { cookie } : {} });

describe('POST /community/api/support', () => {
  it('stores a message from an anonymous visitor and from a user', async () => {
    expect((await send({ contact: '13912345678', content: ' 怎么安装插件？ ' })).statusCode).toBe(200);
    const { cookie, id } = await register(ctx.app, 'help@example.com');
    expect((await send({ contact: 'help@example.com', content: '收藏在哪里看' }, cookie)).statusCode).toBe(200);
    const rows = await ctx.db.selectFrom('support_messages').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.user_id, r.contact, r.content])).toEqual([
      [null, '13912345678', '怎么安装插件？'],
      [id, 'help@example.com', '收藏在哪里看'],
    ]);
  });

  it.each([
    [{ contact: '12345', content: '你好' }, '手机号或邮箱'],
    [{ contact: '12812345678', content: '你好' }, '手机号或邮箱'],
    [{ contact: 'a@b.co', content: '   ' }, '问题描述'],
    [{ contact: 'a@b.co', content: '字'.repeat(501) }, '问题描述'],
  ])('refuses %o with 400 and stores nothing', async (payload, message) => {
    const before = await rowCounts(ctx.db);
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(message);
    expect(await rowCounts(ctx.db)).toEqual(before);
  });
});
