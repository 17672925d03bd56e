import type { FastifyInstance } from 'fastify';
import { isEmail, isMobile } from '@community/shared/validation';
import { badRequest, conflict, ok, tooManyRequests, unauthorized } from '../lib/errors';
import { hashPassword, verifyPassword } from '../lib/password';
import { countRecentFailures, MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ADDRESS, recordFailure } from '../repositories/login-failures';
import { createSession, deleteSession } from '../repositories/sessions';
import { createUser, findUserByAccount, normalizeAccount, toUserInfo } from '../repositories/users';
import { clearSessionCookie, requireUser, setSessionCookie } from '../plugins/session';

const accountSchema = { type: 'string', minLength: 1, maxLength: 254 } as const;
const passwordSchema = { type: 'string', minLength: 1, maxLength: 128 } as const;

interface RegisterBody {
  account: string;
  password: string;
  name: string;
}
interface LoginBody {
  account: string;
  password: string;
}

/** A hash to compare against when the account does not exist, so timing does not reveal accounts. */
let decoyHash: Promise<string> | null = null;

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const startSession = async (request: Parameters<typeof setSessionCookie>[1], reply: Parameters<typeof setSessionCookie>[2], userId: number) => {
    const { token, expiresAt } = await createSession(app.db, userId, app.clock.now(), app.config.sessionTtlDays);
    setSessionCookie(app, request, reply, token, expiresAt);
  };

  app.post<{ Body: RegisterBody }>(
    '/api/v1/auth/register',
    {
      schema: {
        body: {
          type: 'object',
          required: ['account', 'password', 'name'],
          properties: { account: accountSchema, password: passwordSchema, name: { type: 'string', maxLength: 200 } },
        },
      },
    },
    async (request, reply) => {
      const account = normalizeAccount(request.body.account);
      const name = request.body.name.trim();
      if (!isMobile(account) && !isEmail(account)) throw badRequest('请输入正确的手机号或邮箱');
      if (request.body.password.length < 8) throw badRequest('密码至少 8 位');
      if (name.length < 1 || [...name].length > 30) throw badRequest('昵称需为 1 到 30 个字符');
      if (await findUserByAccount(app.db, account)) throw conflict('该账号已注册，请直接登录');
      const passwordHash = await hashPassword(request.body.password);
      let user;
      try {
        user = await createUser(app.db, { account, name, passwordHash, now: app.clock.now().toISOString() });
      } catch (err) {
        // Two registrations racing for one account: the unique index decides.
        if (await findUserByAccount(app.db, account)) throw conflict('该账号已注册，请直接登录');
        throw err;
      }
      await startSession(request, reply, user.id);
      return ok(toUserInfo(user));
    },
  );

  app.post<{ Body: LoginBody }>(
    '/api/v1/auth/login',
    {
      schema: {
        body: {
          type: 'object',
          required: ['account', 'password'],
          properties: { account: accountSchema, password: passwordSchema },
        },
      },
    },
    async (request, reply) => {
      const account = normalizeAccount(request.body.account);
      const now = app.clock.now();
      const ip = request.ip;
      if (
        (await countRecentFailures(app.db, 'account', account, now)) >= MAX_FAILURES_PER_ACCOUNT ||
        (await countRecentFailures(app.db, 'ip', ip, now)) >= MAX_FAILURES_PER_ADDRESS
      ) {
        throw tooManyRequests('登录失败次数过多，请 15 分钟后再试');
      }
      const user = isMobile(account) || isEmail(account) ? await findUserByAccount(app.db, account) : undefined;
      decoyHash ??= hashPassword('decoy-password-for-timing');
      const valid = await verifyPassword(request.body.password, user?.password_hash ?? (await decoyHash));
      if (!user || !valid) {
        await recordFailure(app.db, account, ip, now);
        throw unauthorized('账号或密码错误');
      }
      await startSession(request, reply, user.id);
      return ok(toUserInfo(user));
    },
  );

  app.post('/api/v1/auth/logout', async (request, reply) => {
    if (request.sessionId) await deleteSession(app.db, request.sessionId);
    clearSessionCookie(reply);
    return ok(null);
  });

  app.get('/api/v1/users/me', { onRequest: requireUser }, async (request) => {
    const u = request.user!;
    return ok(toUserInfo(u));
  });
}
