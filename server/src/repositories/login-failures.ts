import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_ADDRESS = 100;

/** Failures live in the database so every server instance counts the same attempts. */
export async function countRecentFailures(
  db: Kysely<Database>,
  by: 'account' | 'ip',
  value: string,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(by, '=', value)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recordFailure(db: Kysely<Database>, account: string, ip: string, now: Date): Promise<void> {
  await db.insertInto('login_failures').values({ account, ip, created_at: now.toISOString() }).execute();
  // Keep the table small: anything older than the window no longer counts.
  await db
    .deleteFrom('login_failures')
    .where('created_at', '<', new Date(now.getTime() - 2 * LOGIN_WINDOW_MS).toISOString())
    .execute();
}
