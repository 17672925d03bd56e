import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origins this request may come from: its own Host and the configured public origins. */
export function allowedOrigins(request: FastifyRequest, publicOrigins: string[]): string[] {
  return [`${request.protocol}://${request.host}`, ...publicOrigins];
}

/**
 * CSRF defence for cookie sessions: a state-changing request that names another origin is refused.
 * Requests without Origin (same-origin navigations in old browsers, CLI tools) rely on SameSite=Lax.
 */
export function registerOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (!allowedOrigins(request, app.config.publicOrigins).includes(origin)) {
      return reply.status(403).send(failure('FORBIDDEN', '跨站请求已被拒绝'));
    }
  });
}
