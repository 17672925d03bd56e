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
let workerUrl: Promise<string> | null = null;

/**
 * Each jest worker gets its own database: catalog queries (Kysely's migrator introspects every schema)
 * fail when another worker drops a schema at the same moment. Inside a worker, tests run one at a time.
 */
function workerDatabaseUrl(): Promise<string> {
  workerUrl ??= (async () => {
    const base = new URL(PG_URL);
    const name = `${base.pathname.slice(1)}_w${process.env.JEST_WORKER_ID ?? '1'}`;
    const admin = openDatabase({ databaseUrl: PG_URL, poolSize: 1 });
    try {
      const exists = await sql<{ n: number }>`select 1 as n from pg_database where datname = ${name}`.execute(admin.db);
      if (exists.rows.length === 0) await sql`create database ${sql.id(name)}`.execute(admin.db);
    } finally {
      await admin.destroy();
    }
    base.pathname = `/${name}`;
    return base.toString();
  })();
  return workerUrl;
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Environment that points a CLI process at the same database. */
  cliEnv: Record<string, string>;
  drop(): Promise<void>;
}

export async function openTestDatabase(options: { sqliteFile?: boolean } = {}): Promise<TestDatabase> {
  if (TEST_DB === 'postgres') {
    const url = await workerDatabaseUrl();
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = openDatabase({ databaseUrl: url, poolSize: 1 });
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
    const handle = openDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 8 });
    await migrateToLatest(handle.db, handle.dialect, handle.schema);
    return {
      handle,
      cliEnv: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
      async drop() {
        await handle.destroy();
        await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
        await admin.destroy();
      },
    };
  }
  const dir = options.sqliteFile ? fs.mkdtempSync(path.join(os.tmpdir(), 'community-db-')) : null;
  const sqliteFile = dir ? path.join(dir, 'test.db') : ':memory:';
  const handle = openDatabase({ sqliteFile });
  await migrateToLatest(handle.db, handle.dialect, handle.schema);
  return {
    handle,
    cliEnv: { DATABASE_URL: '', SQLITE_FILE: sqliteFile },
    async drop() {
      await handle.destroy();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
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
    'resources', 'plugins', 'memberships', 'organizations', 'login_failures', 'support_messages',
  ] as const;
  const out: Record<string, number> = {};
  for (const t of tables) {
    const row = await db.selectFrom(t).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    out[t] = Number(row.n);
  }
  return out;
}
