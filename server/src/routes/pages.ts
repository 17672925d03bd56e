import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BASE_PATH, matchRoute } from '@community/shared/routes';
import { failure } from '../lib/errors';
import { livePointers } from '../remotes/registry';
import { storeDir } from '../remotes/deploy';

const FALLBACK_HTML =
  '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>community</title></head>' +
  '<body><div id="root">站点尚未构建：请运行 npm start。</div></body></html>';

/** The shell's index.html, re-read when the file changes (a rebuilt shell needs no restart). */
function indexHtmlLoader(shellDist: string): () => string {
  const file = path.join(shellDist, 'index.html');
  let cached: { mtimeMs: number; html: string } | null = null;
  return () => {
    try {
      const { mtimeMs } = fs.statSync(file);
      if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: fs.readFileSync(file, 'utf8') };
      return cached.html;
    } catch {
      return FALLBACK_HTML;
    }
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export async function pageRoutes(app: FastifyInstance): Promise<void> {
  const indexHtml = indexHtmlLoader(app.config.shellDist);

  const sendShell = (reply: FastifyReply, status: number) =>
    reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml());

  // Live remote pointers: never cached, so a deploy or rollback reaches the next page load.
  app.get('/community/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return livePointers(app.db);
  });

  // Remote versions are immutable folders: cache them forever.
  const mfRoot = storeDir(app.config.dataDir);
  fs.mkdirSync(mfRoot, { recursive: true });
  await app.register(fastifyStatic, {
    root: mfRoot,
    prefix: '/community/mf/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
  });

  // The shell's own hashed assets (index.html itself goes through the page handler below).
  if (fs.existsSync(app.config.shellDist)) {
    await app.register(fastifyStatic, {
      root: app.config.shellDist,
      prefix: '/community/',
      wildcard: false,
      index: false,
      decorateReply: false,
      cacheControl: false,
      allowedPath: (pathName) => !pathName.endsWith('index.html'),
      setHeaders: (reply, filePath) =>
        reply.header('cache-control', /\.[0-9a-f]{8,}\./.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }

  app.get(BASE_PATH, async (_request, reply) => reply.redirect(`${BASE_PATH}/`, 301));

  // Every page path answers the shell; paths the route table does not know (and the /404/* pages) answer 404.
  app.get(`${BASE_PATH}/*`, async (request, reply) => {
    const pathname = safeDecode(request.url.split('?')[0]!.slice(BASE_PATH.length)) || '/';
    if (pathname.startsWith('/api/') || pathname.startsWith('/mf/')) {
      return reply.status(404).send(failure('NOT_FOUND', '接口不存在'));
    }
    const route = matchRoute(pathname);
    return sendShell(reply, route && !route.notFound ? 200 : 404);
  });
}
