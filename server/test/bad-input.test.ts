import { insertResource, insertUser } from './helpers/fixtures';
import { createTestApp, register, rowCounts, type TestContext } from './helpers/test-app';

/**
 * Every state-changing route of the foundation, with malformed bodies: each must answer a 4xx with a
 * readable message, never a 500, and write nothing. Area issues add their routes to this table.
 */
const ROUTES: Array<{ method: 'POST' | 'PUT'; url: string; valid: Record<string, unknown> }> = [
  { method: 'POST', url: '/api/v1/auth/register', valid: { account: 'x@example.com', password: 'password-123', name: '名字' } },
  { method: 'POST', url: '/api/v1/auth/login', valid: { account: 'x@example.com', password: 'password-123' } },
  { method: 'PUT', url: '/api/v1/users/settings', valid: { color_schema: 'dark' } },
  { method: 'POST', url: '/api/v1/experiment/swh/user', valid: { fname: 'web.resourcePublish' } },
  { method: 'POST', url: '/api/v1/experiment/var/user', valid: { fname: 'webapi.enablebadgev2' } },
  { method: 'POST', url: '/community/api/favorite', valid: { res_id: 1, res_type: 1 } },
  { method: 'POST', url: '/community/api/badges/action', valid: { action: 'copy_resource' } },
  { method: 'POST', url: '/et/event/sa', valid: { event: 'page_view' } },
  { method: 'POST', url: '/community/api/support', valid: { contact: 'help@example.com', content: '收藏在哪里看？' } },
];

const HUGE = 'x'.repeat(300 * 1024);

function malformedBodies(valid: Record<string, unknown>): Array<[string, string, string]> {
  const out: Array<[string, string, string]> = [
    ['non-JSON', 'application/json', '{not json'],
    ['empty JSON body', 'application/json', ''],
    ['a JSON array', 'application/json', '[]'],
    ['JSON null', 'application/json', 'null'],
    ['a JSON string', 'application/json', '"text"'],
    ['form encoded', 'application/x-www-form-urlencoded', 'a=1'],
    ['a huge body', 'application/json', JSON.stringify({ ...valid, pad: HUGE })],
  ];
  for (const key of Object.keys(valid)) {
    const { [key]: _dropped, ...missing } = valid;
    if (key !== 'res_type') out.push([`missing ${key}`, 'application/json', JSON.stringify(missing)]);
    const wrong = typeof valid[key] === 'number' ? String(valid[key]) : 12345;
    out.push([`${key} of the wrong type`, 'application/json', JSON.stringify({ ...valid, [key]: wrong })]);
    out.push([`${key} as an array`, 'application/json', JSON.stringify({ ...valid, [key]: [valid[key]] })]);
    out.push([`${key} as an object`, 'application/json', JSON.stringify({ ...valid, [key]: { $gt: '' } })]);
    if (typeof valid[key] === 'string') out.push([`${key} huge`, 'application/json', JSON.stringify({ ...valid, [key]: 'y'.repeat(10_000) })]);
  }
  return out;
}

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie } = await register(ctx.app, 'bad-input@example.com'));
  await insertResource(ctx.db, await insertUser(ctx.db));
});
afterAll(async () => {
  await ctx.close();
});

describe.each(ROUTES)('$method $url', ({ method, url, valid }) => {
  it.each(malformedBodies(valid))('%s → 4xx with a message, nothing written', async (_label, contentType, payload) => {
    const before = await rowCounts(ctx.db);
    const res = await ctx.app.inject({ method, url, payload, headers: { cookie, 'content-type': contentType } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json();
    expect(body.code).not.toBe('OK');
    expect(typeof body.msg).toBe('string');
    expect(body.msg.length).toBeGreaterThan(0);
    expect(await rowCounts(ctx.db)).toEqual(before);
  });
});

describe('query strings', () => {
  it.each(['/community/api/nothing?page=abc', '/cms/MGwebsite/community-operation.json?v=1&v=2'])('%s never answers 500', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBeLessThan(500);
  });

  it('a malformed percent-encoding in a page path does not crash', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/community/tag/%E0%A4%A' });
    expect(res.statusCode).toBeLessThan(500);
  });
});
