import { createTestApp, register, rowCounts, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp({ publicOrigins: ['https://community.example.com'] });
});
afterEach(async () => {
  await ctx.close();
});

describe('cross-site request refusal', () => {
  it('refuses a state-changing request from another origin with 403 and changes nothing', async () => {
    const { cookie } = await register(ctx.app, 'csrf@example.com');
    const before = await rowCounts(ctx.db);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/users/settings',
      payload: { color_schema: 'dark' },
      headers: { cookie, origin: 'https://evil.example', host: 'localhost:8080' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect(await rowCounts(ctx.db)).toEqual(before);
    const settings = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/settings', headers: { cookie } });
    expect(settings.json().data.color_schema).toBe('light');
  });

  it('accepts the request host and the configured public origin, and requests without Origin', async () => {
    const { cookie } = await register(ctx.app, 'ok@example.com');
    for (const headers of [{ origin: 'http://localhost:8080', host: 'localhost:8080' }, { origin: 'https://community.example.com', host: 'internal:8080' }, {}]) {
      const res = await ctx.app.inject({ method: 'PUT', url: '/api/v1/users/settings', payload: { color_schema: 'dark' }, headers: { cookie, ...headers } });
      expect(res.statusCode).toBe(200);
    }
  });

  it('refuses registration and login from another origin', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { account: 'ok@example.com', password: 'password-123' },
      headers: { origin: 'null', host: 'localhost:8080' },
    });
    expect(res.statusCode).toBe(403);
  });
});
