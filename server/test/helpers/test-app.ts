import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type ServerConfig } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import type { Database } from '../../src/db/schema';
import type { Clock } from '../../src/lib/clock';

export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A clock tests can move. */
export class TestClock implements Clock {
  constructor(private current = new Date('2026-11-23T08:00:00.000Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
  set(date: Date): void {
    this.current = new Date(date);
  }
}

export interface TestContext {
  app: FastifyInstance;
  db: Kysely<Database>;
  clock: TestClock;
  config: ServerConfig;
  close(): Promise<void>;
}

/** A fresh, migrated, empty database of the dialect under test (its own PostgreSQL schema). */
export async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  if (TEST_DB === 'postgres') {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = openDatabase({ databaseUrl: PG_URL, poolSize: 1 });
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
    const handle = openDatabase({ databaseUrl: PG_URL, pgSchema: schema, poolSize: 8 });
    await migrateToLatest(handle.db, handle.dialect);
    return {
      handle,
      async drop() {
        await handle.destroy();
        await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
        await admin.destroy();
      },
    };
  }
  const handle = openDatabase({ sqliteFile: ':memory:' });
  await migrateToLatest(handle.db, handle.dialect);
  return { handle, drop: () => handle.destroy() };
}

export async function createTestApp(overrides: Partial<ServerConfig> = {}): Promise<TestContext> {
  const { handle, drop } = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-test-'));
  const config: ServerConfig = {
    ...loadConfig({}),
    dataDir,
    shellDist: path.join(dataDir, 'no-shell'),
    ...overrides,
  };
  const clock = new TestClock();
  const app = await buildApp({ config, database: handle, clock });
  await app.ready();
  return {
    app,
    db: handle.db,
    clock,
    config,
    async close() {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The session cookie from a login/register answer, ready for a Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'mg_sid');
  if (!cookie) throw new Error(`no session cookie in answer ${res.statusCode}: ${res.body}`);
  return `mg_sid=${cookie.value}`;
}

export async function register(app: FastifyInstance, account: string, password = 'password-123', name = '测试用户'): Promise<{ cookie: string; id: number }> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { account, password, name } });
  if (res.statusCode !== 200) throw new Error(`register failed ${res.statusCode}: ${res.body}`);
  return { cookie: sessionCookie(res), id: res.json().data.id };
}

/** Counts rows of every table: "nothing was written" means these stay equal. */
export async function rowCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const tables = [
    'users', 'sessions', 'user_settings', 'favorites', 'badge_actions', 'analytics_events', 'experiment_flags',
    'resources', 'plugins', 'memberships', 'organizations', 'login_failures',
  ] as const;
  const out: Record<string, number> = {};
  for (const t of tables) {
    const row = await db.selectFrom(t).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    out[t] = Number(row.n);
  }
  return out;
}
