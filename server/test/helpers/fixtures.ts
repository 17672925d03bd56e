import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';

const T = '2026-01-01T00:00:00.000Z';

/** Minimal rows for endpoint tests; the realistic seed has its own test. */
export async function insertUser(db: Kysely<Database>, name = '作者'): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ name, avatar: '', banner: '', bio: '', email: null, phone_number: null, password_hash: 'x', created_at: T })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertResource(db: Kysely<Database>, authorId: number, status = 'published'): Promise<number> {
  const row = await db
    .insertInto('resources')
    .values({ author_id: authorId, res_name: '移动端组件库', res_desc: '描述', category: 'UI设计', cover: 'gen/cover/r-1.svg', status, created_at: T, updated_at: T })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertPlugin(db: Kysely<Database>, authorId: number, status = 'published'): Promise<number> {
  const row = await db
    .insertInto('plugins')
    .values({ author_id: authorId, plugin_name: '自动标注', plugin_cata: '效率工具', cover: 'gen/icon/p-1.svg', status, created_at: T, updated_at: T })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertOrg(db: Kysely<Database>, name: string, memberIds: number[]): Promise<number> {
  const row = await db.insertInto('organizations').values({ name, created_at: T }).returning('id').executeTakeFirstOrThrow();
  for (const userId of memberIds) {
    await db.insertInto('memberships').values({ org_id: row.id, user_id: userId, role: 'member', created_at: T }).execute();
  }
  return row.id;
}
