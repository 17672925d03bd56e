import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { failure } from './lib/errors';
import { systemClock, type Clock } from './lib/clock';
import { registerErrorHandler } from './plugins/error-handler';
import { registerOriginCheck } from './plugins/origin-check';
import { registerSession } from './plugins/session';
import { analyticsRoutes } from './routes/analytics';
import { authRoutes } from './routes/auth';
import { badgeRoutes } from './routes/badges';
import { cmsRoutes } from './routes/cms';
import { experimentRoutes } from './routes/experiments';
import { favoriteRoutes } from './routes/favorite';
import { imageRoutes } from './routes/images';
import { pageRoutes } from './routes/pages';
import { settingsRoutes } from './routes/settings';
import { supportRoutes } from './routes/support';
import './types';

export interface AppOptions {
  config: ServerConfig;
  database: DatabaseHandle;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
}

/** Registers plugins, then routes. Tests build this and use `app.inject`; server.ts only starts and stops it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.config.trustProxy,
    disableRequestLogging: !options.config.logRequests,
    bodyLimit: 256 * 1024,
    ajv: {
      // Exact JSON types (a string where a number belongs is a 400) and no silent dropping of fields.
      customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: true, allErrors: false },
    },
  });

  app.decorate('db', options.database.db);
  app.decorate('dialect', options.database.dialect);
  app.decorate('config', options.config);
  app.decorate('clock', options.clock ?? systemClock);

  registerErrorHandler(app);
  await app.register(fastifyCookie);
  registerOriginCheck(app);
  registerSession(app);

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(failure('NOT_FOUND', `接口不存在：${request.method} ${request.url.split('?')[0]}`));
  });

  await app.register(authRoutes);
  await app.register(settingsRoutes);
  await app.register(experimentRoutes);
  await app.register(favoriteRoutes);
  await app.register(badgeRoutes);
  await app.register(supportRoutes);
  await app.register(analyticsRoutes);
  await app.register(cmsRoutes);
  await app.register(imageRoutes);
  await app.register(pageRoutes);
  return app;
}
