import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import type { DatabaseHandle } from './db/database';

/** Starts the app and closes it gracefully (in-flight requests finish, then the database closes). */
export async function startServer(config: ServerConfig, database: DatabaseHandle): Promise<FastifyInstance> {
  const app = await buildApp({
    config,
    database,
    logger: { level: config.logLevel },
  });
  app.server.keepAliveTimeout = 72_000;
  app.server.requestTimeout = 30_000;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.destroy();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  return app;
}
