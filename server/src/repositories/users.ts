import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema';

export interface UserInfo {
  id: number;
  name: string;
  avatar: string;
  email: string | null;
  phoneNumber: string | null;
}

/** The API shape of a user (spec §3 user info). */
export function toUserInfo(row: Pick<UserRow, 'id' | 'name' | 'avatar' | 'email' | 'phone_number'>): UserInfo {
  return { id: row.id, name: row.name, avatar: row.avatar, email: row.email, phoneNumber: row.phone_number };
}

export function accountColumn(account: string): 'email' | 'phone_number' {
  return account.includes('@') ? 'email' : 'phone_number';
}

/** E-mail addresses compare case-insensitively; phone numbers are digits already. */
export function normalizeAccount(account: string): string {
  return account.trim().toLowerCase();
}

export async function findUserByAccount(db: Kysely<Database>, account: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where(accountColumn(account), '=', account).executeTakeFirst();
}

export async function createUser(
  db: Kysely<Database>,
  input: { account: string; name: string; passwordHash: string; now: string },
): Promise<UserRow> {
  const column = accountColumn(input.account);
  return db
    .insertInto('users')
    .values({
      name: input.name,
      avatar: '',
      banner: '',
      bio: '',
      email: column === 'email' ? input.account : null,
      phone_number: column === 'phone_number' ? input.account : null,
      password_hash: input.passwordHash,
      created_at: input.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
