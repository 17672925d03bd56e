import type { Insertable } from 'kysely';
import type { UsersTable } from '../db/schema';
import { userBio, userName } from './corpus';
import { DAY, iso, type SeedContext, type SeedUser } from './model';
import type { Random } from './random';
import { avatarName, imagePath } from './svg';

/** The two accounts anyone can log in with (README and tests). */
export const DEMO_ACCOUNTS = [
  { id: 1, email: 'demo@example.com', password: 'demo-password-1', name: '设计师小明' },
  { id: 2, email: 'viewer@example.com', password: 'demo-password-2', name: '访客小红' },
] as const;

export interface PasswordHashes {
  demo: [string, string];
  /** One hash of a random password, shared by every other seeded user (scrypt is slow). */
  others: string;
}

/** A unique mainland mobile number: 11 digits, 13x–19x. */
function phoneNumber(rng: Random, taken: Set<string>): string {
  for (;;) {
    const phone = `1${rng.int(3, 9)}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`;
    if (!taken.has(phone)) {
      taken.add(phone);
      return phone;
    }
  }
}

/** Users ordered by sign-up time (ids grow with created_at); the demo accounts are the oldest. */
export function buildUsers(ctx: SeedContext, hashes: PasswordHashes): { rows: Array<Insertable<UsersTable>>; users: SeedUser[] } {
  const rng = ctx.rng.fork('users');
  const { now } = ctx;
  const count = ctx.plan.users;
  const created = [now - 1000 * DAY, now - 990 * DAY];
  const others: number[] = [];
  for (let i = 2; i < count; i++) others.push(rng.between(now - 980 * DAY, now - 20 * DAY));
  others.sort((a, b) => a - b);
  created.push(...others);

  const phones = new Set<string>();
  const rows: Array<Insertable<UsersTable>> = [];
  const users: SeedUser[] = [];
  for (let i = 0; i < count; i++) {
    const id = i + 1;
    const demo = DEMO_ACCOUNTS[i];
    const name = demo ? demo.name : userName(rng);
    const createdMs = created[i]!;
    rows.push({
      id,
      name,
      avatar: imagePath('avatar', avatarName('u', id, name)),
      banner: imagePath('banner', `u-${id}`),
      bio: id === 1 ? '8 年 UI 设计师，坐标杭州，专注移动端与设计系统。分享组件库、规范与效率插件。' : id === 2 ? '路过看看好设计～' : userBio(rng),
      email: demo ? demo.email : `user${id}@example.com`,
      phone_number: !demo && rng.chance(0.4) ? phoneNumber(rng, phones) : null,
      password_hash: demo ? hashes.demo[i as 0 | 1] : hashes.others,
      created_at: iso(createdMs),
    });
    users.push({ id, name, createdMs });
  }
  return { rows, users };
}
