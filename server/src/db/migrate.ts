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

export async function migrateToLatest(db: Kysely<any>, dialect: Dialect): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new InlineProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
