import { CompiledQuery, PostgresAdapter, sql, type Insertable, type Kysely } from 'kysely';
import type { Dialect } from '../db/database';
import type { Database } from '../db/schema';

/** Rows per statement: all rows of a batch travel as one JSON parameter. */
const BATCH_ROWS = 5_000;

export function dialectOf(db: Kysely<Database>): Dialect {
  const adapter = db.getExecutor().adapter;
  return adapter instanceof PostgresAdapter || adapter.constructor.name === 'PostgresAdapter' ? 'postgres' : 'sqlite';
}

/**
 * One statement per batch whose single parameter is the batch as JSON, unpacked by the database:
 * SQLite reads `json_each` (arrays of values), PostgreSQL `json_populate_recordset` (objects, typed
 * by the table's own row type). Much faster than multi-row VALUES (no parameter limits, a tiny
 * statement to parse) and than Kysely's builder, whose per-value work dominated a 1.5-million-row seed.
 */
function insertSql(dialect: Dialect, table: string, columns: readonly string[]): string {
  const cols = columns.map((c) => `"${c}"`).join(',');
  return dialect === 'sqlite'
    ? `insert into "${table}" (${cols}) select ${columns.map((_, i) => `value->>${i}`).join(', ')} from json_each(?)`
    : `insert into "${table}" (${cols}) select ${cols} from json_populate_recordset(null::"${table}", $1::json)`;
}

/**
 * Inserts rows from any iterable in batches, so a generator can stream millions of rows without
 * holding them all. Returns the row count. Every row of a table must have the same keys.
 */
export async function insertAll<T extends keyof Database & string>(
  db: Kysely<Database>,
  dialect: Dialect,
  table: T,
  rows: Iterable<Insertable<Database[T]>>,
): Promise<number> {
  let columns: string[] | null = null;
  let text = '';
  let batch: unknown[] = [];
  let total = 0;
  const flush = async (): Promise<void> => {
    if (batch.length === 0) return;
    await db.executeQuery(CompiledQuery.raw(text, [JSON.stringify(batch)]));
    total += batch.length;
    batch = [];
  };
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    if (!columns) {
      columns = Object.keys(record);
      text = insertSql(dialect, table, columns);
    }
    const keys = Object.keys(record);
    if (keys.length !== columns.length || keys.some((k, i) => k !== columns![i])) throw new Error(`seed: rows of ${table} differ in their columns`);
    if (dialect === 'sqlite') {
      const values: unknown[] = [];
      for (const c of columns) values.push(record[c]);
      batch.push(values);
    } else {
      batch.push(record);
    }
    if (batch.length >= BATCH_ROWS) await flush();
  }
  await flush();
  return total;
}

/** Tables whose serial ids the seed writes explicitly. */
export const SERIAL_TABLES = [
  'users',
  'organizations',
  'resources',
  'resource_images',
  'plugins',
  'plugin_screenshots',
  'documents',
  'copies',
  'activities',
  'activity_phases',
  'activity_works',
  'banners',
] as const;

/** On PostgreSQL, explicit ids leave the sequences behind: move each to the table's max id. */
export async function resetSequences(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const table of SERIAL_TABLES) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), max_id) from (select max(id) as max_id from ${sql.table(table)}) m where max_id is not null`.execute(db);
  }
}

/**
 * Secondary indexes of the given tables (not those behind primary keys or unique constraints),
 * dropped now and returned as a function that rebuilds them. Building an index once over loaded
 * rows is several times cheaper than growing it row by row in random order. Run inside the seed's
 * transaction: DDL is transactional on both dialects, so a failed seed leaves the indexes as they were.
 */
export async function dropSecondaryIndexes(db: Kysely<Database>, dialect: Dialect, tables: readonly string[]): Promise<() => Promise<void>> {
  let indexes: Array<{ name: string; definition: string }>;
  if (dialect === 'sqlite') {
    const result = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type = 'index' and sql is not null and tbl_name in (${sql.join(tables)})`.execute(db);
    indexes = result.rows.map((r) => ({ name: r.name, definition: r.sql }));
  } else {
    const result = await sql<{ name: string; definition: string }>`
      select i.relname as name, pg_get_indexdef(i.oid) as definition
      from pg_index x
      join pg_class i on i.oid = x.indexrelid
      join pg_class t on t.oid = x.indrelid
      join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = current_schema() and t.relname in (${sql.join(tables)})
        and not exists (select 1 from pg_constraint c where c.conindid = i.oid)`.execute(db);
    indexes = result.rows;
  }
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(db);
  return async () => {
    for (const index of indexes) await sql.raw(index.definition).execute(db);
  };
}
