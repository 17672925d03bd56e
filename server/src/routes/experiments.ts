import type { FastifyInstance } from 'fastify';
import { ok } from '../lib/errors';
import { readFlag } from '../repositories/flags';

const bodySchema = {
  type: 'object',
  required: ['fname'],
  properties: { fname: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.-]+$' } },
} as const;

/** Flags are readable anonymously (the global value): the shell asks on load. */
export async function experimentRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { fname: string } }>('/api/v1/experiment/swh/user', { schema: { body: bodySchema } }, async (request) => {
    const value = await readFlag(app.db, request.body.fname, request.user?.id ?? null);
    return ok({ [request.body.fname]: value === 'on' });
  });

  app.post<{ Body: { fname: string } }>('/api/v1/experiment/var/user', { schema: { body: bodySchema } }, async (request) => {
    const value = await readFlag(app.db, request.body.fname, request.user?.id ?? null);
    return ok({ [request.body.fname]: { value: value ?? null } });
  });
}
