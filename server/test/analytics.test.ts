import { createTestApp, register, rowCounts, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(async () => {
  await ctx.close();
});

const send = (payload: string, contentType = 'application/json', cookie?: string) =>
  ctx.app.inject({ method: 'POST', url: '/et/event/sa', payload, headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) } });

describe('POST /et/event/sa', () => {
  it('stores one event sent as JSON, with the user when logged in', async () => {
    const { cookie, id } = await register(ctx.app, 'sa@example.com');
    const res = await send(JSON.stringify({ event: 'action_interaction', properties: { activity_id: 3, duration_ms: 1200 } }), 'application/json', cookie);
    expect(res.statusCode).toBe(200);
    const rows = await ctx.db.selectFrom('analytics_events').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event: 'action_interaction', user_id: id, distinct_id: String(id) });
    expect(JSON.parse(rows[0]!.properties)).toEqual({ activity_id: 3, duration_ms: 1200 });
  });

  it('accepts a batch sent as text/plain (what sendBeacon sends)', async () => {
    const batch = Array.from({ length: 50 }, (_, i) => ({ event: 'page_view', time: 1_700_000_000_000 + i, distinct_id: 'anon-1' }));
    const res = await send(JSON.stringify(batch), 'text/plain;charset=UTF-8');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ received: 50 });
  });

  it.each([
    ['not json', 'application/json'],
    ['not json', 'text/plain'],
    ['{}', 'application/json'],
    ['[]', 'application/json'],
    [JSON.stringify({ event: 5 }), 'application/json'],
    [JSON.stringify({ event: 'x', properties: 'nope' }), 'application/json'],
    [JSON.stringify({ event: 'x', time: 'yesterday-ish' }), 'application/json'],
    [JSON.stringify(Array.from({ length: 51 }, () => ({ event: 'x' }))), 'application/json'],
    [JSON.stringify({ event: 'x', properties: { blob: 'y'.repeat(70_000) } }), 'text/plain'],
  ])('refuses %s (%s) with a 4xx and stores nothing', async (payload, type) => {
    const before = await rowCounts(ctx.db);
    const res = await send(payload, type);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().msg).toBeTruthy();
    expect(await rowCounts(ctx.db)).toEqual(before);
  });
});
