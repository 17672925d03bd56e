import { type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';
import { idColumn } from './columns';

/** Every table the spec names. Times are ISO text, flags 0/1 integers, on both dialects. */
export function initialMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await idColumn(db.schema.createTable('users'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('banner', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('email', 'text', (c) => c.unique())
        .addColumn('phone_number', 'text', (c) => c.unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await idColumn(db.schema.createTable('organizations'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('memberships')
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role', 'text', (c) => c.notNull().defaultTo('member'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('memberships_pk', ['org_id', 'user_id'])
        .execute();
      await db.schema.createIndex('memberships_user_idx').on('memberships').column('user_id').execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('user_settings')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('color_schema', 'text', (c) => c.notNull().defaultTo('light'))
        .addColumn('current_org', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await idColumn(db.schema.createTable('login_failures'), dialect)
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('login_failures_account_idx').on('login_failures').columns(['account', 'created_at']).execute();
      await db.schema.createIndex('login_failures_ip_idx').on('login_failures').columns(['ip', 'created_at']).execute();

      await idColumn(db.schema.createTable('resources'), dialect)
        .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('res_name', 'text', (c) => c.notNull())
        .addColumn('res_desc', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('cover', 'text', (c) => c.notNull())
        .addColumn('file_path', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
        .addColumn('favorite_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('copy_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('copy_success_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('download_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('source_doc_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('resources_author_idx').on('resources').columns(['author_id', 'created_at']).execute();
      await db.schema.createIndex('resources_category_idx').on('resources').columns(['status', 'category', 'created_at']).execute();
      await db.schema.createIndex('resources_created_idx').on('resources').columns(['status', 'created_at']).execute();
      await db.schema.createIndex('resources_fav_idx').on('resources').columns(['status', 'favorite_count']).execute();
      await db.schema.createIndex('resources_copy_idx').on('resources').columns(['status', 'copy_count']).execute();

      await db.schema
        .createTable('resource_tags')
        .addColumn('resource_id', 'integer', (c) => c.notNull().references('resources.id').onDelete('cascade'))
        .addColumn('tag', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('resource_tags_pk', ['resource_id', 'tag'])
        .execute();
      await db.schema.createIndex('resource_tags_tag_idx').on('resource_tags').columns(['tag', 'resource_id']).execute();

      await idColumn(db.schema.createTable('resource_images'), dialect)
        .addColumn('resource_id', 'integer', (c) => c.notNull().references('resources.id').onDelete('cascade'))
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('resource_images_res_idx').on('resource_images').columns(['resource_id', 'sort']).execute();

      await idColumn(db.schema.createTable('plugins'), dialect)
        .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('plugin_name', 'text', (c) => c.notNull())
        .addColumn('plugin_cata', 'text', (c) => c.notNull())
        .addColumn('plugin_desc', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('plugin_html', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('cover', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull().defaultTo('1.0.0'))
        .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
        .addColumn('install_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('favorite_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('plugins_author_idx').on('plugins').columns(['author_id', 'created_at']).execute();
      await db.schema.createIndex('plugins_cata_idx').on('plugins').columns(['status', 'plugin_cata']).execute();

      await idColumn(db.schema.createTable('plugin_screenshots'), dialect)
        .addColumn('plugin_id', 'integer', (c) => c.notNull().references('plugins.id').onDelete('cascade'))
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('plugin_screenshots_idx').on('plugin_screenshots').columns(['plugin_id', 'sort']).execute();

      await db.schema
        .createTable('plugin_installs')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('plugin_id', 'integer', (c) => c.notNull().references('plugins.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('plugin_installs_pk', ['user_id', 'plugin_id'])
        .execute();
      await db.schema.createIndex('plugin_installs_plugin_idx').on('plugin_installs').columns(['plugin_id', 'created_at']).execute();

      await idColumn(db.schema.createTable('plugin_mail_outbox'), dialect)
        .addColumn('plugin_id', 'integer', (c) => c.notNull().references('plugins.id').onDelete('cascade'))
        .addColumn('user_id', 'integer')
        .addColumn('contact', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await idColumn(db.schema.createTable('activities'), dialect)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('cover', 'text', (c) => c.notNull())
        .addColumn('banner', 'text', (c) => c.notNull())
        .addColumn('rules_html', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('prizes', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('judges', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('submission_limit', 'integer', (c) => c.notNull().defaultTo(3))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('activities_kind_idx').on('activities').columns(['kind', 'created_at']).execute();

      await idColumn(db.schema.createTable('activity_phases'), dialect)
        .addColumn('activity_id', 'integer', (c) => c.notNull().references('activities.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('start_time', 'text', (c) => c.notNull())
        .addColumn('end_time', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('activity_phases_idx').on('activity_phases').columns(['activity_id', 'sort']).execute();

      await idColumn(db.schema.createTable('activity_works'), dialect)
        .addColumn('activity_id', 'integer', (c) => c.notNull().references('activities.id').onDelete('cascade'))
        .addColumn('resource_id', 'integer', (c) => c.notNull().references('resources.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('award', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('activity_works_unique', ['activity_id', 'resource_id'])
        .execute();
      await db.schema.createIndex('activity_works_user_idx').on('activity_works').columns(['user_id', 'created_at']).execute();

      await db.schema
        .createTable('favorites')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('res_type', 'integer', (c) => c.notNull())
        .addColumn('res_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'res_type', 'res_id'])
        .execute();
      await db.schema.createIndex('favorites_res_idx').on('favorites').columns(['res_type', 'res_id']).execute();
      await db.schema.createIndex('favorites_user_time_idx').on('favorites').columns(['user_id', 'res_type', 'created_at']).execute();

      await idColumn(db.schema.createTable('documents'), dialect)
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('org_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('source_resource_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('documents_owner_idx').on('documents').columns(['owner_id', 'updated_at']).execute();

      await idColumn(db.schema.createTable('copies'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('resource_id', 'integer', (c) => c.notNull().references('resources.id').onDelete('cascade'))
        .addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id').onDelete('cascade'))
        .addColumn('org_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('promotion', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('success_at', 'text')
        .execute();
      await db.schema.createIndex('copies_user_res_idx').on('copies').columns(['user_id', 'resource_id', 'created_at']).execute();

      await idColumn(db.schema.createTable('reports'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('res_type', 'integer', (c) => c.notNull())
        .addColumn('res_id', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('reports_unique', ['user_id', 'res_type', 'res_id'])
        .execute();

      await db.schema
        .createTable('experiment_flags')
        .addColumn('fname', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('experiment_flags_pk', ['fname', 'user_id'])
        .execute();

      await idColumn(db.schema.createTable('badge_actions'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('badge_actions_user_idx').on('badge_actions').columns(['user_id', 'action']).execute();

      await idColumn(db.schema.createTable('analytics_events'), dialect)
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('distinct_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('user_id', 'integer')
        .addColumn('properties', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('time', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('analytics_events_event_idx').on('analytics_events').columns(['event', 'received_at']).execute();

      await idColumn(db.schema.createTable('support_messages'), dialect)
        .addColumn('user_id', 'integer')
        .addColumn('contact', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await idColumn(db.schema.createTable('banners'), dialect)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull())
        .addColumn('cover_hash', 'text', (c) => c.notNull())
        .addColumn('cover_ext', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('cms_assets')
        .addColumn('hash', 'text', (c) => c.primaryKey())
        .addColumn('ext', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
