import { randomBytes } from 'node:crypto';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from '../lib/password';
import { activityRows, phaseRows, planActivities, workRows } from './activities';
import { copyEvents, favoriteRows, installRows, workspaceDocuments } from './engagement';
import { dialectOf, suspendIndexesAndKeys, insertAll, resetSequences } from './insert';
import { DEMO_SCALE, planFor, type SeedContext, type SeedPlan } from './model';
import { planPlugins, pluginRows, pluginScreenshotRows } from './plugins';
import { Random } from './random';
import { planResources, resourceImageRows, resourceRows, resourceTagRows } from './resources';
import { bannerRows, flagRows, organizationRows } from './site';
import { buildUsers, DEMO_ACCOUNTS } from './users';

export { DEMO_ACCOUNTS } from './users';
export { DEMO_SCALE, MAX_SCALE, MIN_SCALE, planFor, type SeedPlan } from './model';

export interface SeedOptions {
  /** Number of resources (default 300, the demo size); users and plugins follow (100,000 → 2,000 users). */
  scale?: number;
  /** Reference point of every relative date (default: the current time). Same options + same now → same rows. */
  now?: Date;
  log?: (msg: string) => void;
  /** PRNG seed; change it for a different but equally deterministic data set. */
  seed?: string;
}

export type SeededTable =
  | 'users'
  | 'organizations'
  | 'memberships'
  | 'resources'
  | 'resource_tags'
  | 'resource_images'
  | 'plugins'
  | 'plugin_screenshots'
  | 'plugin_installs'
  | 'documents'
  | 'copies'
  | 'favorites'
  | 'activities'
  | 'activity_phases'
  | 'activity_works'
  | 'experiment_flags'
  | 'cms_assets'
  | 'banners';

export interface SeedSummary {
  plan: SeedPlan;
  now: string;
  /** Rows written per table. */
  counts: Record<SeededTable, number>;
}

/** True when no user exists yet: the server seeds such a database at start. */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** The big tables, whose secondary indexes (and PostgreSQL foreign keys) are rebuilt after loading. */
const BULK_TABLES = ['resources', 'resource_tags', 'resource_images', 'documents', 'copies', 'favorites', 'plugin_installs', 'activity_works'];

function* map<T, U>(items: Iterable<T>, f: (item: T) => U): Generator<U> {
  for (const item of items) yield f(item);
}

/**
 * Fills an empty, migrated database with deterministic demo (or benchmark) data in one transaction:
 * either everything is written or nothing. Explicit ids throughout; PostgreSQL sequences are moved
 * past them at the end.
 */
export async function seedDatabase(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  if (Number.isNaN(now.getTime())) throw new RangeError('seed: now is not a valid date');
  const plan = planFor(options.scale ?? DEMO_SCALE);
  const log = options.log ?? (() => undefined);
  const dialect = dialectOf(db);
  if (!(await isDatabaseEmpty(db))) throw new Error('seed: the database already has users; reset it first');

  const ctx: SeedContext = { rng: new Random(options.seed ?? 'community-seed-v1'), now: now.getTime(), plan };
  log(`planning ${plan.resources} resources, ${plan.users} users, ${plan.plugins} plugins, ${plan.activities} activities (now = ${now.toISOString()})`);

  // Salted scrypt hashes are the only random part of the rows (and must be: a password derived from
  // the public PRNG seed could be recomputed by anyone). One hash serves every non-demo user.
  const [demo1, demo2, others] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS[0].password),
    hashPassword(DEMO_ACCOUNTS[1].password),
    hashPassword(randomBytes(32).toString('base64url')),
  ]);
  const { rows: userRows, users } = buildUsers(ctx, { demo: [demo1, demo2], others });
  const resources = planResources(ctx, users);
  const plugins = planPlugins(ctx, users);
  const activities = planActivities(ctx);
  const org = organizationRows(users);
  const documents = workspaceDocuments(ctx, users);
  const { banners, assets } = bannerRows(activities, resources, plugins);

  const counts = {} as Record<SeededTable, number>;
  const write = async (trx: Transaction<Database>): Promise<void> => {
    if (dialect === 'postgres') await sql`set local synchronous_commit = off`.execute(trx);
    const restoreIndexesAndKeys = await suspendIndexesAndKeys(trx, dialect, BULK_TABLES);
    const put = async <T extends SeededTable>(table: T, rows: Iterable<Insertable<Database[T]>>): Promise<void> => {
      counts[table] = (counts[table] ?? 0) + (await insertAll(trx, dialect, table, rows));
      log(`${table}: ${counts[table]} rows`);
    };
    await put('users', userRows);
    await put('organizations', org.organizations);
    await put('memberships', org.memberships);
    await put('resources', resourceRows(resources));
    await put('resource_tags', resourceTagRows(resources));
    await put('resource_images', resourceImageRows(resources));
    await put('plugins', pluginRows(ctx, plugins));
    await put('plugin_screenshots', pluginScreenshotRows(plugins));
    await put('documents', documents);
    // Each copy made a document: documents first (streamed), then the copies that point at them.
    const copies: Array<Insertable<Database['copies']>> = [];
    await put('documents', map(copyEvents(ctx, users, resources, org.members, documents.length + 1), (e) => (copies.push(e.copy), e.document)));
    await put('copies', copies);
    await put('favorites', favoriteRows(ctx, users, resources, plugins));
    await put('plugin_installs', installRows(ctx, users, plugins));
    await put('activities', activityRows(ctx, activities));
    await put('activity_phases', phaseRows(activities));
    await put('activity_works', workRows(ctx, activities, resources));
    // Flags or CMS assets set by an operator before the first seed are kept.
    const flags = flagRows(ctx);
    for (const flag of flags) {
      await trx.insertInto('experiment_flags').values(flag).onConflict((oc) => oc.columns(['fname', 'user_id']).doNothing()).execute();
    }
    counts.experiment_flags = flags.length;
    for (const asset of assets) {
      await trx.insertInto('cms_assets').values(asset).onConflict((oc) => oc.column('hash').doNothing()).execute();
    }
    counts.cms_assets = assets.length;
    await put('banners', banners);
    log('rebuilding indexes and keys');
    await restoreIndexesAndKeys();
    await resetSequences(trx, dialect);
    log('committing');
  };

  // SQLite: a large page cache while the big transaction runs, then the connection's own size again.
  const cacheSize = dialect === 'sqlite' ? (await sql<{ cache_size: number }>`pragma cache_size`.execute(db)).rows[0]?.cache_size : undefined;
  if (cacheSize !== undefined) await sql`pragma cache_size = -262144`.execute(db);
  try {
    await db.transaction().execute(write);
  } finally {
    if (cacheSize !== undefined) await sql.raw(`pragma cache_size = ${Number(cacheSize)}`).execute(db);
  }
  return { plan, now: now.toISOString(), counts };
}
