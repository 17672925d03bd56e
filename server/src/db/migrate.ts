import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Dialect } from './database';
import { initialMigration } from './migrations/2026-11-23T0900-initial';
import { remoteRegistryMigration } from './migrations/2026-11-23T1000-remote-registry';

/** Migrations are listed in code (not scanned from disk) so tsx, jest and bundles all see the same set. */
function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return {
    '2026-11-23T0900-initial': initialMigration(dialect),
    '2026-11-23T1000-remote-registry': remoteRegistryMigration(dialect),
  };
}

class InlineProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations() {
    return migrationsFor(this.dialect);
  }
}

/**
 * On PostgreSQL the migration tables live in the working schema: without naming it, Kysely finds another
 * schema's migration tables in the same database and skips creating its own.
 */
export async function migrateToLatest(db: Kysely<any>, dialect: Dialect, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new InlineProvider(dialect),
    ...(dialect === 'postgres' && schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
