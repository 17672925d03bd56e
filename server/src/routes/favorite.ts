import type { FastifyInstance } from 'fastify';
import { notFound, ok } from '../lib/errors';
import { isPublished, toggleFavorite, type ResType } from '../repositories/favorites';
import { requireUser } from '../plugins/session';

interface FavoriteBody {
  res_id: number;
  res_type?: 0 | 1 | 2;
}

export async function favoriteRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: FavoriteBody }>(
    '/community/api/favorite',
    {
      onRequest: requireUser,
      schema: {
        body: {
          type: 'object',
          required: ['res_id'],
          properties: {
            res_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
            res_type: { type: 'integer', enum: [0, 1, 2] },
          },
        },
      },
    },
    async (request) => {
      // res_type 0 or missing means a resource (API convention).
      const resType: ResType = request.body.res_type === 2 ? 2 : 1;
      const resId = request.body.res_id;
      if (!(await isPublished(app.db, resType, resId))) throw notFound(resType === 2 ? '插件不存在或已下架' : '资源不存在或已下架');
      return ok(await toggleFavorite(app.db, request.user!.id, resType, resId, app.clock.now()));
    },
  );
}
