import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/errors';
import { findSessionUser } from '../repositories/sessions';

export const SESSION_COOKIE = 'mg_sid';

/** Paths that never need the user: static assets and images skip the session lookup. */
function needsSession(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/community/api/') || url.startsWith('/et/');
}

export function registerSession(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    if (!needsSession(request.url)) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return;
    request.user = await findSessionUser(app.db, token, app.clock.now());
    if (request.user) request.sessionId = token;
  });
}

export function setSessionCookie(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.secureCookies || request.protocol === 'https',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Route-level onRequest guard: 401 comes before any validation of the body (API convention). */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
}
