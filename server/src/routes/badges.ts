import type { FastifyInstance } from 'fastify';
import { ok } from '../lib/errors';
import { requireUser } from '../plugins/session';

export async function badgeRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { action: string } }>(
    '/community/api/badges/action',
    {
      onRequest: requireUser,
      schema: {
        body: {
          type: 'object',
          required: ['action'],
          properties: { action: { type: 'string', minLength: 1, maxLength: 50, pattern: '^[a-z][a-z0-9_]*$' } },
        },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      await app.db
        .insertInto('badge_actions')
        .values({ user_id: userId, action: request.body.action, created_at: app.clock.now().toISOString() })
        .execute();
      const row = await app.db
        .selectFrom('badge_actions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('action', '=', request.body.action)
        .executeTakeFirstOrThrow();
      return ok({ action: request.body.action, count: Number(row.n) });
    },
  );
}
