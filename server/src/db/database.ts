import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise the SQLite file below is used. */
  databaseUrl?: string | undefined;
  sqliteFile?: string | undefined;
  /** PostgreSQL schema to work in (tests isolate themselves with one schema each). */
  pgSchema?: string | undefined;
  poolSize?: number | undefined;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Human readable location, for logs (no password). */
  location: string;
  destroy(): Promise<void>;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const url = options.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const safe = url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
    return { db, dialect: 'postgres', location: safe, destroy: () => db.destroy() };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets the CLI (flags, remote deploys) write while the server reads.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', location: file, destroy: () => db.destroy() };
}
