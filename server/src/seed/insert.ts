import { CompiledQuery, PostgresAdapter, sql, type Insertable, type Kysely } from 'kysely';
import type { Dialect } from '../db/database';
import type { Database } from '../db/schema';

/** Rows per JSON statement. */
const BATCH_ROWS = 5_000;

export function dialectOf(db: Kysely<Database>): Dialect {
  const adapter = db.getExecutor().adapter;
  return adapter instanceof PostgresAdapter || adapter.constructor.name === 'PostgresAdapter' ? 'postgres' : 'sqlite';
}

/**
 * How a batch travels. `json`: one statement whose single parameter is the whole batch as JSON,
 * unpacked by the database (SQLite `json_each` over arrays of values, PostgreSQL
 * `json_populate_recordset` over objects, typed by the table's own row type): a tiny statement, no
 * parameter limits. `values`: multi-row VALUES with one parameter per value. SQLite re-reads a row's
 * JSON text for every column, so wide rows go faster as VALUES there; measured at 100,000 resources.
 * Both beat Kysely's query builder, whose per-value work dominated a 1.5-million-row seed.
 */
type BatchMode = 'json' | 'values';

/** Only SQLite uses `values` (PostgreSQL took 40% longer that way: JSON is its fast path). */
function batchMode(dialect: Dialect, columns: number): BatchMode {
  return dialect === 'sqlite' && columns > SQLITE_JSON_MAX_COLUMNS ? 'values' : 'json';
}

const SQLITE_JSON_MAX_COLUMNS = 5;
/** SQLite allows 32,766 bound parameters per statement. */
const SQLITE_PARAM_BUDGET = 32_000;

function insertSql(dialect: Dialect, mode: BatchMode, table: string, columns: readonly string[], rows: number): string {
  const cols = columns.map((c) => `"${c}"`).join(',');
  if (mode === 'values') {
    const tuple = `(${columns.map(() => '?').join(',')})`;
    return `insert into "${table}" (${cols}) values ${Array.from({ length: rows }, () => tuple).join(',')}`;
  }
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
  let mode: BatchMode = 'json';
  let perBatch = BATCH_ROWS;
  let fullText = '';
  let batch: unknown[] = [];
  let total = 0;
  const flush = async (): Promise<void> => {
    if (batch.length === 0 || !columns) return;
    const text = batch.length === perBatch ? fullText : insertSql(dialect, mode, table, columns, batch.length);
    const params = mode === 'json' ? [JSON.stringify(batch)] : (batch as unknown[][]).flat();
    await db.executeQuery(CompiledQuery.raw(text, params));
    total += batch.length;
    batch = [];
  };
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    if (!columns) {
      columns = Object.keys(record);
      mode = batchMode(dialect, columns.length);
      perBatch = mode === 'values' ? Math.floor(SQLITE_PARAM_BUDGET / columns.length) : BATCH_ROWS;
      fullText = insertSql(dialect, mode, table, columns, perBatch);
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
    if (batch.length >= perBatch) await flush();
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
 * Drops what makes bulk loading slow on the given tables and returns the function that puts it back:
 * secondary indexes (not those behind primary keys or unique constraints) on both dialects, and on
 * PostgreSQL also the foreign keys, whose per-row trigger checks dominated the load. Building an index
 * once over loaded rows is several times cheaper than growing it row by row in random order, and
 * re-adding a foreign key validates every row in one join, so nothing goes unchecked. Run it inside
 * the seed's transaction: DDL is transactional on both dialects, so a failed seed changes nothing.
 */
export async function suspendIndexesAndKeys(db: Kysely<Database>, dialect: Dialect, tables: readonly string[]): Promise<() => Promise<void>> {
  const restore: string[] = [];
  if (dialect === 'sqlite') {
    const result = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type = 'index' and sql is not null and tbl_name in (${sql.join(tables)})`.execute(db);
    for (const index of result.rows) {
      await sql`drop index ${sql.id(index.name)}`.execute(db);
      restore.push(index.sql);
    }
  } else {
    const indexes = await sql<{ name: string; definition: string }>`
      select i.relname as name, pg_get_indexdef(i.oid) as definition
      from pg_index x
      join pg_class i on i.oid = x.indexrelid
      join pg_class t on t.oid = x.indrelid
      join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = current_schema() and t.relname in (${sql.join(tables)})
        and not exists (select 1 from pg_constraint c where c.conindid = i.oid)
      order by i.relname`.execute(db);
    const keys = await sql<{ table: string; name: string; definition: string }>`
      select t.relname as "table", c.conname as name, pg_get_constraintdef(c.oid) as definition
      from pg_constraint c
      join pg_class t on t.oid = c.conrelid
      join pg_namespace n on n.oid = t.relnamespace
      where c.contype = 'f' and n.nspname = current_schema() and t.relname in (${sql.join(tables)})
      order by t.relname, c.conname`.execute(db);
    for (const key of keys.rows) await sql`alter table ${sql.table(key.table)} drop constraint ${sql.id(key.name)}`.execute(db);
    for (const index of indexes.rows) await sql`drop index ${sql.id(index.name)}`.execute(db);
    restore.push(...indexes.rows.map((i) => i.definition));
    restore.push(...keys.rows.map((k) => `alter table "${k.table}" add constraint "${k.name}" ${k.definition}`));
  }
  return async () => {
    for (const statement of restore) await sql.raw(statement).execute(db);
  };
}
