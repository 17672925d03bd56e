import type { Kysely } from 'kysely';
import type { ServerConfig } from './config';
import type { Dialect } from './db/database';
import type { Database } from './db/schema';
import type { Clock } from './lib/clock';

export interface SessionUser {
  id: number;
  name: string;
  avatar: string;
  email: string | null;
  phone_number: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: Dialect;
    config: ServerConfig;
    clock: Clock;
  }
  interface FastifyRequest {
    /** The logged-in user (null when anonymous); set by the session plugin. */
    user: SessionUser | null;
    /** The raw session cookie id (hashed) for logout. */
    sessionId: string | null;
  }
}
