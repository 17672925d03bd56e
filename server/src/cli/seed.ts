import fs from 'node:fs';
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { openConfiguredDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { DEMO_ACCOUNTS, DEMO_SCALE, isDatabaseEmpty, MAX_SCALE, MIN_SCALE, seedDatabase } from '../seed/generate';

const USAGE = `usage: seed [--scale N] [--reset] [--now ISO-TIME]
  --scale N   number of resources (default ${DEMO_SCALE}, the demo size; ${MIN_SCALE}..${MAX_SCALE}).
              Users and plugins grow with it: --scale 100000 makes 2,000 of each.
  --reset     delete every row first (SQLite: the database file is removed; PostgreSQL: all tables
              are truncated). Stop the server before resetting.
  --now T     reference time of the relative dates (default: now); same options + same T = same rows.`;

interface Args {
  scale: number;
  reset: boolean;
  now: Date;
}

function parseArgs(argv: string[]): Args | string {
  const args: Args = { scale: DEMO_SCALE, reset: false, now: new Date() };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const value = (): string | undefined => inline ?? argv[++i];
    if (flag === '--reset') args.reset = true;
    else if (flag === '--scale') {
      const v = value();
      if (!v || !/^[1-9][0-9]*$/.test(v) || Number(v) < MIN_SCALE || Number(v) > MAX_SCALE) return `--scale needs an integer from ${MIN_SCALE} to ${MAX_SCALE}`;
      args.scale = Number(v);
    } else if (flag === '--now') {
      const v = value();
      const date = v ? new Date(v) : new Date(NaN);
      if (Number.isNaN(date.getTime())) return '--now needs an ISO 8601 time, e.g. 2026-11-23T08:00:00Z';
      args.now = date;
    } else if (flag === '--help' || flag === '-h') return '';
    else return `unknown argument: ${argv[i]}`;
  }
  return args;
}

/** PostgreSQL: empty every table of the schema (the migration bookkeeping stays). */
async function truncateAll(database: DatabaseHandle): Promise<void> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_%'`.execute(database.db);
  if (tables.rows.length === 0) return;
  await sql`truncate table ${sql.join(tables.rows.map((t) => sql.table(t.name)))} restart identity cascade`.execute(database.db);
}

async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    if (args) console.error(args);
    console.error(USAGE);
    return args ? 2 : 0;
  }
  const config = loadConfig();
  const postgres = /^postgres(ql)?:\/\//.test(config.databaseUrl);
  if (args.reset && !postgres) {
    for (const file of [config.sqliteFile, `${config.sqliteFile}-wal`, `${config.sqliteFile}-shm`]) fs.rmSync(file, { force: true });
    console.log(`reset: removed ${config.sqliteFile}`);
  }
  const database = openConfiguredDatabase(config);
  try {
    await migrateToLatest(database.db, database.dialect, database.schema);
    if (args.reset && postgres) {
      await truncateAll(database);
      console.log('reset: truncated every table');
    }
    if (!(await isDatabaseEmpty(database.db))) {
      console.error(`the database (${database.dialect} ${database.location}) already has data; run with --reset to replace it`);
      return 1;
    }
    const started = Date.now();
    const summary = await seedDatabase(database.db, {
      scale: args.scale,
      now: args.now,
      log: (msg) => console.log(`[seed ${((Date.now() - started) / 1000).toFixed(1)}s] ${msg}`),
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const total = Object.values(summary.counts).reduce((a, b) => a + b, 0);
    console.log(`\nseeded ${database.dialect} ${database.location} in ${seconds}s (scale ${summary.plan.scale}, now ${summary.now})`);
    for (const [table, count] of Object.entries(summary.counts)) console.log(`  ${table.padEnd(20)} ${count.toLocaleString('en-US').padStart(10)}`);
    console.log(`  ${'total'.padEnd(20)} ${total.toLocaleString('en-US').padStart(10)}`);
    console.log('\ndemo accounts:');
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email} / ${a.password}  (${a.name})`);
    return 0;
  } finally {
    await database.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
