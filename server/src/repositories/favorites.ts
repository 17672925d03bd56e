import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema';

export type ResType = 1 | 2;

const TABLE_OF: Record<ResType, 'resources' | 'plugins'> = { 1: 'resources', 2: 'plugins' };

export async function isPublished(db: Kysely<Database>, resType: ResType, resId: number): Promise<boolean> {
  const row = await db
    .selectFrom(TABLE_OF[resType])
    .select('id')
    .where('id', '=', resId)
    .where('status', '=', 'published')
    .executeTakeFirst();
  return row !== undefined;
}

export interface FavoriteState {
  res_id: number;
  res_type: ResType;
  is_favorite: boolean;
  favorite_count: number;
}

/**
 * Toggle in one transaction. The counter moves only when a row was really inserted or deleted,
 * so concurrent toggles (even of the same user) keep favorite_count equal to the number of rows.
 */
export async function toggleFavorite(
  db: Kysely<Database>,
  userId: number,
  resType: ResType,
  resId: number,
  now: Date,
): Promise<FavoriteState> {
  return db.transaction().execute(async (trx: Transaction<Database>) => {
    const table = TABLE_OF[resType];
    const removed = await trx
      .deleteFrom('favorites')
      .where('user_id', '=', userId)
      .where('res_type', '=', resType)
      .where('res_id', '=', resId)
      .executeTakeFirst();
    let isFavorite = false;
    let delta = 0;
    if (Number(removed.numDeletedRows) > 0) {
      delta = -1;
    } else {
      const inserted = await trx
        .insertInto('favorites')
        .values({ user_id: userId, res_type: resType, res_id: resId, created_at: now.toISOString() })
        .onConflict((oc) => oc.columns(['user_id', 'res_type', 'res_id']).doNothing())
        .executeTakeFirst();
      isFavorite = true;
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) delta = 1;
    }
    const updated = await trx
      .updateTable(table)
      .set({ favorite_count: sql<number>`favorite_count + ${delta}` })
      .where('id', '=', resId)
      .returning('favorite_count')
      .executeTakeFirstOrThrow();
    return { res_id: resId, res_type: resType, is_favorite: isFavorite, favorite_count: Number(updated.favorite_count) };
  });
}

/** Which of these ids the user has saved (for list and detail `is_favorite`). */
export async function favoriteIds(db: Kysely<Database>, userId: number | null, resType: ResType, ids: number[]): Promise<Set<number>> {
  if (!userId || ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('favorites')
    .select('res_id')
    .where('user_id', '=', userId)
    .where('res_type', '=', resType)
    .where('res_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.res_id));
}
