import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The user's own value wins over the global one (user_id 0); undefined when the flag is unknown. */
export async function readFlag(db: Kysely<Database>, fname: string, userId: number | null): Promise<string | undefined> {
  const rows = await db
    .selectFrom('experiment_flags')
    .select(['user_id', 'value'])
    .where('fname', '=', fname)
    .where('user_id', 'in', userId ? [0, userId] : [0])
    .execute();
  const own = rows.find((r) => r.user_id !== 0);
  return (own ?? rows[0])?.value;
}

export async function setFlag(db: Kysely<Database>, fname: string, value: string, userId: number, now: Date): Promise<void> {
  await db
    .insertInto('experiment_flags')
    .values({ fname, user_id: userId, value, updated_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['fname', 'user_id']).doUpdateSet({ value, updated_at: now.toISOString() }))
    .execute();
}

export async function clearFlag(db: Kysely<Database>, fname: string, userId: number): Promise<void> {
  await db.deleteFrom('experiment_flags').where('fname', '=', fname).where('user_id', '=', userId).execute();
}

export async function listFlags(db: Kysely<Database>) {
  return db.selectFrom('experiment_flags').selectAll().orderBy('fname').orderBy('user_id').execute();
}
