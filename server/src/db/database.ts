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
  /** PostgreSQL schema the connection works in (search_path); undefined on SQLite. */
  schema?: string | undefined;
  /** Human readable location, for logs (no password). */
  location: string;
  destroy(): Promise<void>;
}

/** The database the configuration names (DATABASE_URL / DATABASE_SCHEMA, else the SQLite file). */
export function openConfiguredDatabase(config: { databaseUrl: string; databaseSchema: string; sqliteFile: string }): DatabaseHandle {
  return openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile, pgSchema: config.databaseSchema || undefined });
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
    return { db, dialect: 'postgres', schema: options.pgSchema ?? 'public', location: safe, destroy: () => db.destroy() };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets the CLI (flags, remote deploys) write while the server reads.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', location: file, destroy: () => db.destroy() };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing costs more than running most of ours. Statements are cached by
 * their SQL text (Kysely runs one query at a time on the connection, so a statement is never used twice at once).
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare(sqlText: string) {
      let statement = cache.get(sqlText);
      if (!statement) {
        statement = sqlite.prepare(sqlText);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
        cache.set(sqlText, statement);
      }
      return statement;
    },
  };
}
