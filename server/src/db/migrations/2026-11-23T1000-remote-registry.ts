import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';
import { idColumn } from './columns';

/** Which version of which remote is live, with its history, kept in the database so instances agree. */
export function remoteRegistryMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('remote_versions')
        .addColumn('remote', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('package_version', 'text', (c) => c.notNull())
        .addColumn('commit_sha', 'text', (c) => c.notNull())
        .addColumn('built_at', 'text', (c) => c.notNull())
        /** JSON: the shared singletons this build was made against ({name: version}). */
        .addColumn('shared_deps', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('remote_versions_pk', ['remote', 'version'])
        .execute();

      await db.schema
        .createTable('remote_live')
        .addColumn('remote', 'text', (c) => c.primaryKey())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'text', (c) => c.notNull())
        .execute();

      await idColumn(db.schema.createTable('remote_history'), dialect)
        .addColumn('remote', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        /** 'deploy' | 'rollback' */
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('remote_history_idx').on('remote_history').columns(['remote', 'id']).execute();
    },
  };
}
