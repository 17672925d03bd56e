import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SessionUser } from '../types';

/** The cookie carries a random token; the table keeps only its hash. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export async function createSession(
  db: Kysely<Database>,
  userId: number,
  now: Date,
  ttlDays: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlDays * 86_400_000);
  await db
    .insertInto('sessions')
    .values({ id: hashToken(token), user_id: userId, created_at: now.toISOString(), expires_at: expiresAt.toISOString() })
    .execute();
  return { token, expiresAt };
}

export async function findSessionUser(db: Kysely<Database>, token: string, now: Date): Promise<SessionUser | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.name', 'users.avatar', 'users.email', 'users.phone_number'])
    .where('sessions.id', '=', hashToken(token))
    .where('sessions.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row ?? null;
}

export async function deleteSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
}

export async function deleteExpiredSessions(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
}
