import { createTestApp, register, rowCounts, sessionCookie, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(async () => {
  await ctx.close();
});

const login = (account: string, password: string, ip = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { account, password }, remoteAddress: ip });

describe('register', () => {
  it('creates the user, logs them in and answers the user info', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { account: 'New@Example.com', password: 'password-123', name: ' 小王 ' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 'OK', data: { name: '小王', email: 'new@example.com', phoneNumber: null, avatar: '' } });
    const cookie = res.cookies.find((c) => c.name === 'mg_sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie: sessionCookie(res) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toEqual({ id: res.json().data.id, name: '小王', avatar: '', email: 'new@example.com', phoneNumber: null });
  });

  it('accepts a mainland mobile number as the account', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { account: '13812345678', password: 'password-123', name: '手机用户' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.phoneNumber).toBe('13812345678');
  });

  it.each([
    [{ account: '12812345678', password: 'password-123', name: 'a' }, '手机号或邮箱'],
    [{ account: 'not-an-email', password: 'password-123', name: 'a' }, '手机号或邮箱'],
    [{ account: 'a@b.co', password: 'short', name: 'a' }, '密码'],
    [{ account: 'a@b.co', password: 'password-123', name: '   ' }, '昵称'],
    [{ account: 'a@b.co', password: 'password-123', name: '字'.repeat(31) }, '昵称'],
  ])('refuses %o with 400 and writes nothing', async (payload, message) => {
    const before = await rowCounts(ctx.db);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
    expect(res.json().msg).toContain(message);
    expect(await rowCounts(ctx.db)).toEqual(before);
  });

  it('answers 409 for an account that exists (case-insensitive e-mail)', async () => {
    await register(ctx.app, 'dup@example.com');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { account: 'DUP@example.com', password: 'password-123', name: 'x' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONFLICT');
  });
});

describe('login and logout', () => {
  beforeEach(async () => {
    await register(ctx.app, 'user@example.com', 'right-password');
  });

  it('logs in with the right password and sets a session cookie', async () => {
    const res = await login('user@example.com', 'right-password');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe('user@example.com');
    expect(res.headers['set-cookie']).toContain('HttpOnly');
  });

  it('answers 401 with a message for wrong credentials and unknown accounts', async () => {
    for (const [account, password] of [['user@example.com', 'wrong-password'], ['nobody@example.com', 'right-password']] as const) {
      const res = await login(account, password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', msg: '账号或密码错误' });
    }
  });

  it('locks an account after 10 failures in 15 minutes, even for the right password, until the window passes', async () => {
    for (let i = 0; i < 10; i++) expect((await login('user@example.com', 'wrong', `10.0.1.${i}`)).statusCode).toBe(401);
    const locked = await login('user@example.com', 'right-password');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('TOO_MANY_REQUESTS');
    ctx.clock.advance(15 * 60_000 + 1000);
    expect((await login('user@example.com', 'right-password')).statusCode).toBe(200);
  });

  it('limits one client address to 100 failures in 15 minutes', async () => {
    for (let i = 0; i < 100; i++) await login(`nobody${i}@example.com`, 'wrong', '10.9.9.9');
    expect((await login('user@example.com', 'right-password', '10.9.9.9')).statusCode).toBe(429);
    expect((await login('user@example.com', 'right-password', '10.9.9.10')).statusCode).toBe(200);
  });

  it('ends the session on logout: the old cookie no longer works', async () => {
    const cookie = sessionCookie(await login('user@example.com', 'right-password'));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie } })).statusCode).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe('UNAUTHORIZED');
  });

  it('expires sessions', async () => {
    const cookie = sessionCookie(await login('user@example.com', 'right-password'));
    ctx.clock.advance(31 * 86_400_000);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('stores only a hash of the session token', async () => {
    const cookie = sessionCookie(await login('user@example.com', 'right-password'));
    const token = cookie.split('=')[1]!;
    const rows = await ctx.db.selectFrom('sessions').select('id').execute();
    expect(rows.some((r) => r.id === token)).toBe(false);
  });

  it('answers /users/me with 401 when anonymous', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/me' });
    expect(res.statusCode).toBe(401);
  });
});
