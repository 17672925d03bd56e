import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/errors';

const FEEDS: Record<string, string> = {
  'community-operation.json': 'community',
  'plugin-operation.json': 'plugin',
};

/** The "cms content host" of the spec: banner lists and their images, from the database. */
export async function cmsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>('/cms/MGwebsite/:file', async (request, reply) => {
    const kind = FEEDS[request.params.file];
    if (!kind) throw notFound('没有这个内容');
    const rows = await app.db.selectFrom('banners').selectAll().where('kind', '=', kind).orderBy('sort').orderBy('id').execute();
    reply.header('cache-control', 'public, max-age=60');
    // The spec's banner feed is a bare JSON array (no envelope): it stands for a static CDN file.
    return rows.map((r) => ({ id: r.id, title: r.title, link: r.link, cover: { hash: r.cover_hash, ext: r.cover_ext } }));
  });

  app.get<{ Params: { asset: string } }>('/cms/:asset', async (request, reply) => {
    const match = /^([a-f0-9]{8,64})(\.[a-z0-9]{2,5})$/.exec(request.params.asset);
    if (!match) throw notFound('没有这个文件');
    const row = await app.db
      .selectFrom('cms_assets')
      .selectAll()
      .where('hash', '=', match[1]!)
      .where('ext', '=', match[2]!)
      .executeTakeFirst();
    if (!row) throw notFound('没有这个文件');
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    reply.type(row.content_type);
    return row.body;
  });
}
