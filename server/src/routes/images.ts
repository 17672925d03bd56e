import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/errors';
import { renderGeneratedImage } from '../seed/svg';

/**
 * The local image CDN (`/img/` is the env's image base on localhost). Generated covers, avatars and
 * previews are rendered from their name on request, so even a 100,000-resource seed writes no files.
 */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { kind: string; file: string } }>('/img/gen/:kind/:file', async (request, reply) => {
    const match = /^(.+)\.svg$/.exec(request.params.file);
    const svg = match ? renderGeneratedImage(request.params.kind, match[1]!) : null;
    if (!svg) throw notFound('图片不存在');
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    reply.type('image/svg+xml; charset=utf-8');
    return svg;
  });
}
