import type { FastifyInstance } from 'fastify';
import { badRequest, ok } from '../lib/errors';
import { requireUser } from '../plugins/session';

interface SettingsBody {
  color_schema?: 'light' | 'dark';
  currentOrg?: number;
}

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const read = async (userId: number) => {
    const row = await app.db.selectFrom('user_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
    return { color_schema: row?.color_schema ?? 'light', currentOrg: row?.current_org ?? 0 };
  };

  app.get('/api/v1/users/settings', { onRequest: requireUser }, async (request) => ok(await read(request.user!.id)));

  app.put<{ Body: SettingsBody }>(
    '/api/v1/users/settings',
    {
      onRequest: requireUser,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          minProperties: 1,
          properties: {
            color_schema: { type: 'string', enum: ['light', 'dark'] },
            currentOrg: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
          },
        },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const { color_schema, currentOrg } = request.body;
      if (currentOrg !== undefined && currentOrg !== 0) {
        const member = await app.db
          .selectFrom('memberships')
          .select('org_id')
          .where('org_id', '=', currentOrg)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!member) throw badRequest('currentOrg 必须是 0 或你所在的团队');
      }
      const current = await read(userId);
      const next = {
        color_schema: color_schema ?? current.color_schema,
        current_org: currentOrg ?? current.currentOrg,
        updated_at: app.clock.now().toISOString(),
      };
      await app.db
        .insertInto('user_settings')
        .values({ user_id: userId, ...next })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(next))
        .execute();
      return ok({ color_schema: next.color_schema, currentOrg: next.current_org });
    },
  );
}
