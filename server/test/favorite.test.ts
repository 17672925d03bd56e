import { insertPlugin, insertResource, insertUser } from './helpers/fixtures';
import { createTestApp, register, rowCounts, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let cookie: string;
let resourceId: number;
let pluginId: number;
beforeEach(async () => {
  ctx = await createTestApp();
  ({ cookie } = await register(ctx.app, 'fav@example.com'));
  const author = await insertUser(ctx.db);
  resourceId = await insertResource(ctx.db, author);
  pluginId = await insertPlugin(ctx.db, author);
});
afterEach(async () => {
  await ctx.close();
});

const favorite = (payload: unknown, c: string | null = cookie) =>
  ctx.app.inject({ method: 'POST', url: '/community/api/favorite', payload: payload as object, headers: c ? { cookie: c } : {} });

describe('POST /community/api/favorite', () => {
  it('toggles a resource (res_type 1, and 0 or missing means 1)', async () => {
    expect((await favorite({ res_id: resourceId, res_type: 1 })).json().data).toEqual({ res_id: resourceId, res_type: 1, is_favorite: true, favorite_count: 1 });
    expect((await favorite({ res_id: resourceId })).json().data).toEqual({ res_id: resourceId, res_type: 1, is_favorite: false, favorite_count: 0 });
    expect((await favorite({ res_id: resourceId, res_type: 0 })).json().data).toMatchObject({ res_type: 1, is_favorite: true, favorite_count: 1 });
  });

  it('toggles a plugin with res_type 2', async () => {
    const res = await favorite({ res_id: pluginId, res_type: 2 });
    expect(res.json().data).toEqual({ res_id: pluginId, res_type: 2, is_favorite: true, favorite_count: 1 });
    const row = await ctx.db.selectFrom('plugins').select('favorite_count').where('id', '=', pluginId).executeTakeFirstOrThrow();
    expect(row.favorite_count).toBe(1);
  });

  it('answers 401 to anonymous users before looking at the body', async () => {
    expect((await favorite({ res_id: resourceId }, null)).statusCode).toBe(401);
    expect((await favorite({}, null)).statusCode).toBe(401);
  });

  it('answers 404 for unknown and withdrawn ids', async () => {
    const withdrawn = await insertResource(ctx.db, await insertUser(ctx.db), 'withdrawn');
    expect((await favorite({ res_id: 999999 })).statusCode).toBe(404);
    expect((await favorite({ res_id: withdrawn })).statusCode).toBe(404);
    expect((await favorite({ res_id: 999999, res_type: 2 })).statusCode).toBe(404);
  });

  it.each([[{}], [{ res_id: '1' }], [{ res_id: 0 }], [{ res_id: -3 }], [{ res_id: 1.5 }], [{ res_id: 1, res_type: 3 }], [{ res_id: 1, res_type: '1' }], [{ res_id: [1] }]])(
    'refuses %o with 400 and writes nothing',
    async (payload) => {
      const before = await rowCounts(ctx.db);
      const res = await favorite(payload);
      expect(res.statusCode).toBe(400);
      expect(await rowCounts(ctx.db)).toEqual(before);
    },
  );

  it('keeps the counter exact under concurrent toggles from many users', async () => {
    const users = await Promise.all(Array.from({ length: 12 }, (_, i) => register(ctx.app, `c${i}@example.com`)));
    // Each user toggles three times concurrently with everyone else: ends favorited.
    await Promise.all(users.flatMap((u) => [favorite({ res_id: resourceId }, u.cookie), favorite({ res_id: resourceId }, u.cookie), favorite({ res_id: resourceId }, u.cookie)]));
    const rows = await ctx.db.selectFrom('favorites').select('user_id').where('res_id', '=', resourceId).where('res_type', '=', 1).execute();
    const res = await ctx.db.selectFrom('resources').select('favorite_count').where('id', '=', resourceId).executeTakeFirstOrThrow();
    expect(res.favorite_count).toBe(rows.length);
  });
});
