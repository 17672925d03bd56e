import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from '../src/db/database';
import type { Database } from '../src/db/schema';
import { verifyPassword } from '../src/lib/password';
import { DEMO_ACCOUNTS, isDatabaseEmpty, planFor, seedDatabase, type SeedSummary } from '../src/seed/generate';
import { renderGeneratedImage } from '../src/seed/svg';
import { openTestDatabase } from './helpers/test-app';

const NOW = new Date('2026-11-23T08:00:00.000Z');

let handle: DatabaseHandle;
let drop: () => Promise<void>;
let db: Kysely<Database>;
let summary: SeedSummary;
/** Dumps of a first, separately seeded database (already dropped: on PostgreSQL two test schemas
 * must not exist at once, Kysely's migrator would find the other schema's migration tables). */
let firstDumps: Array<{ table: string; rows: unknown[] }>;

const DUMPED: Array<[keyof Database, string[], string[]?]> = [
  // Password hashes are salted on purpose (the one random column).
  ['users', ['id'], ['password_hash']],
  ['organizations', ['id']],
  ['memberships', ['org_id', 'user_id']],
  ['resources', ['id']],
  ['resource_tags', ['resource_id', 'tag']],
  ['resource_images', ['id']],
  ['plugins', ['id']],
  ['plugin_screenshots', ['id']],
  ['favorites', ['user_id', 'res_type', 'res_id']],
  ['plugin_installs', ['user_id', 'plugin_id']],
  ['documents', ['id']],
  ['copies', ['id']],
  ['activities', ['id']],
  ['activity_phases', ['id']],
  ['activity_works', ['id']],
  ['experiment_flags', ['fname', 'user_id']],
  ['banners', ['id']],
  ['cms_assets', ['hash']],
];

async function dumpAll(target: Kysely<Database>): Promise<Array<{ table: string; rows: unknown[] }>> {
  const out: Array<{ table: string; rows: unknown[] }> = [];
  for (const [table, order, omit] of DUMPED) out.push({ table, rows: await dump(target, table, order, omit) });
  return out;
}

beforeAll(async () => {
  const first = await openTestDatabase();
  try {
    await seedDatabase(first.handle.db, { now: NOW });
    firstDumps = await dumpAll(first.handle.db);
  } finally {
    await first.drop();
  }
  ({ handle, drop } = await openTestDatabase());
  db = handle.db;
  expect(await isDatabaseEmpty(db)).toBe(true);
  summary = await seedDatabase(db, { now: NOW });
}, 60_000);
afterAll(async () => {
  await drop?.();
});

/** Rows of a table in primary-key order, as plain JSON (what a dump would contain). */
async function dump(target: Kysely<Database>, table: keyof Database, orderBy: string[], omit: string[] = []): Promise<unknown[]> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by ${sql.join(orderBy.map((c) => sql.ref(c)))}`.execute(target);
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => !omit.includes(k))));
}

/** `gen/<kind>/<name>.svg` → the rendered SVG (null when the server could not render it). */
function render(path: string): string | null {
  const m = /^gen\/([a-z]+)\/([a-z0-9-]+)\.svg$/.exec(path);
  return m ? renderGeneratedImage(m[1]!, m[2]!) : null;
}

describe('seedDatabase (demo size)', () => {
  it('writes the demo size and reports what it wrote', async () => {
    expect(summary.plan).toEqual({ scale: 300, resources: 300, users: 50, plugins: 80, activities: 12 });
    expect(summary.counts).toMatchObject({ users: 50, resources: 300, plugins: 80, activities: 12, organizations: 1, banners: 8 });
    const resources = await db.selectFrom('resources').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(resources.n)).toBe(300);
    expect(await isDatabaseEmpty(db)).toBe(false);
    await expect(seedDatabase(db, { now: NOW })).rejects.toThrow(/already has users/);
  });

  it('is deterministic: the same options and now give the same rows', async () => {
    const second = await dumpAll(db);
    for (let i = 0; i < DUMPED.length; i++) expect(second[i]).toEqual(firstDumps[i]);
    expect(second.find((d) => d.table === 'resources')!.rows).toHaveLength(300);
  });

  it('creates the demo accounts with working passwords', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = await db.selectFrom('users').selectAll().where('email', '=', account.email).executeTakeFirstOrThrow();
      expect(user).toMatchObject({ id: account.id, name: account.name });
      expect(await verifyPassword(account.password, user.password_hash)).toBe(true);
      expect(await verifyPassword('wrong-password', user.password_hash)).toBe(false);
    }
    const authored = async (userId: number) => ({
      resources: (await db.selectFrom('resources').select('id').where('author_id', '=', userId).execute()).length,
      plugins: (await db.selectFrom('plugins').select('id').where('author_id', '=', userId).execute()).length,
    });
    expect(await authored(1)).toEqual({ resources: 12, plugins: 6 });
    expect(await authored(2)).toEqual({ resources: 0, plugins: 0 });
    // Everyone else: user<N>@example.com, one shared hash of a password nobody knows.
    const others = await db.selectFrom('users').select(['id', 'email', 'password_hash']).where('id', '>', 2).execute();
    expect(others.every((u) => u.email === `user${u.id}@example.com`)).toBe(true);
    expect(new Set(others.map((u) => u.password_hash)).size).toBe(1);
    expect(await verifyPassword('demo-password-1', others[0]!.password_hash)).toBe(false);
  });

  it('gives some users unique mainland mobile numbers', async () => {
    const phones = (await db.selectFrom('users').select('phone_number').where('phone_number', 'is not', null).execute()).map((r) => r.phone_number!);
    expect(phones.length).toBeGreaterThan(5);
    expect(phones.every((p) => /^1[3-9][0-9]{9}$/.test(p))).toBe(true);
    expect(new Set(phones).size).toBe(phones.length);
  });

  it('puts user 1 in organisation 1 (示例团队)', async () => {
    expect(await db.selectFrom('organizations').selectAll().where('id', '=', 1).executeTakeFirstOrThrow()).toMatchObject({ name: '示例团队' });
    const members = await db.selectFrom('memberships').select('user_id').where('org_id', '=', 1).execute();
    expect(members.map((m) => m.user_id)).toContain(1);
    expect(members.map((m) => m.user_id)).not.toContain(2);
  });

  it('keeps every counter equal to its rows', async () => {
    const countBy = async (rows: Array<{ id: number }>): Promise<Map<number, number>> => {
      const m = new Map<number, number>();
      for (const r of rows) m.set(r.id, (m.get(r.id) ?? 0) + 1);
      return m;
    };
    const favorites = await db.selectFrom('favorites').select(['res_type', 'res_id as id']).execute();
    const resFav = await countBy(favorites.filter((f) => f.res_type === 1));
    const plugFav = await countBy(favorites.filter((f) => f.res_type === 2));
    const copies = await db.selectFrom('copies').select(['resource_id as id', 'success_at']).execute();
    const copyCount = await countBy(copies);
    const successCount = await countBy(copies.filter((c) => c.success_at !== null));
    const installs = await countBy(await db.selectFrom('plugin_installs').select('plugin_id as id').execute());

    const resources = await db.selectFrom('resources').select(['id', 'author_id', 'favorite_count', 'copy_count', 'copy_success_count']).execute();
    for (const r of resources) {
      expect({ id: r.id, favorites: r.favorite_count, copies: r.copy_count, successes: r.copy_success_count }).toEqual({
        id: r.id,
        favorites: resFav.get(r.id) ?? 0,
        copies: copyCount.get(r.id) ?? 0,
        successes: successCount.get(r.id) ?? 0,
      });
    }
    const plugins = await db.selectFrom('plugins').select(['id', 'favorite_count', 'install_count']).execute();
    for (const p of plugins) {
      expect({ id: p.id, favorites: p.favorite_count, installs: p.install_count }).toEqual({ id: p.id, favorites: plugFav.get(p.id) ?? 0, installs: installs.get(p.id) ?? 0 });
    }
    expect(favorites.some((f) => f.res_type === 1) && favorites.some((f) => f.res_type === 2)).toBe(true);
    // Every copy made a document in the copier's workspace.
    const linked = await db
      .selectFrom('copies')
      .innerJoin('documents', 'documents.id', 'copies.document_id')
      .select(['copies.user_id', 'documents.owner_id', 'copies.resource_id', 'documents.source_resource_id'])
      .execute();
    expect(linked.length).toBe(copies.length);
    expect(linked.every((l) => l.user_id === l.owner_id && l.resource_id === l.source_resource_id)).toBe(true);
  });

  it('gives the demo users workspace documents to publish from', async () => {
    for (const userId of [1, 2]) {
      const docs = await db.selectFrom('documents').selectAll().where('owner_id', '=', userId).where('source_resource_id', 'is', null).execute();
      expect(docs.length).toBeGreaterThanOrEqual(3);
      for (const d of docs) expect(() => JSON.parse(d.content)).not.toThrow();
    }
  });

  it('sets the experiment flags', async () => {
    const flags = await db.selectFrom('experiment_flags').select(['fname', 'user_id', 'value']).orderBy('fname').orderBy('user_id').execute();
    expect(flags).toEqual([
      { fname: 'web.resourcePublish', user_id: 0, value: 'off' },
      { fname: 'web.resourcePublish', user_id: 1, value: 'on' },
      { fname: 'webapi.enablebadgev2', user_id: 0, value: 'c1' },
    ]);
  });

  it('makes JSON-able banners whose SVG covers are stored by md5', async () => {
    const banners = await db.selectFrom('banners').selectAll().orderBy('kind').orderBy('sort').execute();
    expect(banners.filter((b) => b.kind === 'community')).toHaveLength(5);
    expect(banners.filter((b) => b.kind === 'plugin')).toHaveLength(3);
    expect(JSON.parse(JSON.stringify(banners))).toEqual(banners);
    for (const b of banners) {
      expect(b.link).toMatch(/^\/community\//);
      expect(b.cover_ext).toBe('.svg');
      const asset = await db.selectFrom('cms_assets').selectAll().where('hash', '=', b.cover_hash).executeTakeFirstOrThrow();
      expect(asset.content_type).toBe('image/svg+xml');
      expect(createHash('md5').update(asset.body, 'utf8').digest('hex')).toBe(b.cover_hash);
      expect(asset.body).toMatch(/^<svg [^>]*width="1440" height="360"/);
      expect(asset.body).toContain(b.title.slice(0, 4));
    }
    // Links point at rows that exist.
    for (const b of banners) {
      const m = /\/(?:activity\/detail|plugin\/activity\/detail)\?id=(\d+)$|\/plugin\/(\d+)$|\/resource\/(\d+)$/.exec(b.link);
      if (m?.[1]) expect(await db.selectFrom('activities').select('id').where('id', '=', Number(m[1])).executeTakeFirst()).toBeDefined();
      if (m?.[2]) expect(await db.selectFrom('plugins').select('id').where('id', '=', Number(m[2])).executeTakeFirst()).toBeDefined();
      if (m?.[3]) expect(await db.selectFrom('resources').select('id').where('id', '=', Number(m[3])).executeTakeFirst()).toBeDefined();
    }
  });

  it('gives resources realistic fields and search material', async () => {
    const resources = await db.selectFrom('resources').selectAll().execute();
    const titles = resources.map((r) => r.res_name);
    expect(titles).toContain('移动端');
    expect(titles.filter((t) => t.includes('移动端')).length).toBeGreaterThanOrEqual(5);
    expect(titles.filter((t) => t.includes('搜索')).length).toBeGreaterThanOrEqual(3);
    expect(resources.some((r) => r.res_desc.includes('&amp;'))).toBe(true);
    expect(resources.some((r) => r.status === 'withdrawn')).toBe(true);
    expect(resources.filter((r) => r.status === 'published').length).toBeGreaterThan(270);
    const earliest = NOW.getTime() - 731 * 24 * 3600_000;
    for (const r of resources) {
      expect(r.file_path).toBe(`gen/file/${r.id}.json`);
      expect(r.updated_at >= r.created_at).toBe(true);
      expect(Date.parse(r.created_at)).toBeGreaterThanOrEqual(earliest);
      expect(Date.parse(r.updated_at)).toBeLessThanOrEqual(NOW.getTime());
    }
    const tags = await db.selectFrom('resource_tags').selectAll().execute();
    const images = await db.selectFrom('resource_images').selectAll().execute();
    for (const r of resources) {
      const n = tags.filter((t) => t.resource_id === r.id).length;
      const m = images.filter((i) => i.resource_id === r.id).length;
      expect(n >= 2 && n <= 5 && m >= 1 && m <= 4).toBe(true);
    }
  });

  it('writes plugins with safe rich HTML', async () => {
    const plugins = await db.selectFrom('plugins').selectAll().execute();
    const catas = new Set(plugins.map((p) => p.plugin_cata));
    for (const c of ['效率工具', '设计规范', '图标', '插画', '数据可视化', '原型交互', '切图标注', 'AI 辅助']) expect(catas).toContain(c);
    for (const p of plugins) {
      expect(p.version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(p.contact).toMatch(/^[^@\s]+@[^@\s]+$/);
      expect(p.plugin_html).toMatch(/<h3>|<p>/);
      expect(p.plugin_html).not.toMatch(/<script|<iframe|\son[a-z]+=|javascript:/i);
      for (const m of p.plugin_html.matchAll(/<img src="([^"]+)"/g)) expect(render(m[1]!)).not.toBeNull();
    }
    const shots = await db.selectFrom('plugin_screenshots').selectAll().execute();
    for (const p of plugins) {
      const n = shots.filter((s) => s.plugin_id === p.id).length;
      expect(n >= 1 && n <= 3).toBe(true);
    }
  });

  it('dates activities around now: upcoming, ongoing and ended, awards only when ended', async () => {
    const activities = await db.selectFrom('activities').selectAll().execute();
    const phases = await db.selectFrom('activity_phases').selectAll().orderBy('activity_id').orderBy('sort').execute();
    const works = await db.selectFrom('activity_works').selectAll().execute();
    const resources = new Map((await db.selectFrom('resources').select(['id', 'author_id', 'status']).execute()).map((r) => [r.id, r]));
    const now = NOW.toISOString();
    const states = new Set<string>();
    expect(new Set(activities.map((a) => a.kind))).toEqual(new Set(['community', 'plugin']));
    for (const a of activities) {
      const own = phases.filter((p) => p.activity_id === a.id);
      expect(own.length).toBeGreaterThanOrEqual(3);
      own.forEach((p, i) => {
        expect(p.start_time < p.end_time).toBe(true);
        if (i > 0) expect(own[i - 1]!.end_time < p.start_time).toBe(true);
      });
      const state = now < own[0]!.start_time ? 'upcoming' : now > own[own.length - 1]!.end_time ? 'ended' : 'ongoing';
      states.add(state);
      const mine = works.filter((w) => w.activity_id === a.id);
      if (state === 'upcoming') expect(mine).toHaveLength(0);
      else expect(mine.length).toBeGreaterThan(0);
      if (state === 'ended') expect(mine.some((w) => w.award === '一等奖' || w.award === '最佳插件奖')).toBe(true);
      else expect(mine.every((w) => w.award === null)).toBe(true);
      const perUser = new Map<number, number>();
      for (const w of mine) {
        perUser.set(w.user_id, (perUser.get(w.user_id) ?? 0) + 1);
        expect(w.created_at <= now && w.created_at >= own[0]!.start_time && w.created_at <= own[0]!.end_time).toBe(true);
        expect(resources.get(w.resource_id)).toMatchObject({ author_id: w.user_id, status: 'published' });
      }
      expect(Math.max(0, ...perUser.values())).toBeLessThanOrEqual(a.submission_limit);
      const prizes = JSON.parse(a.prizes) as Array<{ name: string; count: number; award: string }>;
      expect(prizes.length).toBeGreaterThan(0);
      expect(prizes.every((p) => typeof p.name === 'string' && p.count > 0 && typeof p.award === 'string')).toBe(true);
      const judges = JSON.parse(a.judges) as Array<{ name: string; title: string; avatar: string }>;
      expect(judges.length).toBeGreaterThanOrEqual(3);
      for (const j of judges) expect(render(j.avatar)).not.toBeNull();
      expect(a.rules_html).not.toMatch(/<script/i);
    }
    expect(states).toEqual(new Set(['upcoming', 'ongoing', 'ended']));
  });

  it('stores only image paths the image route can render', async () => {
    const paths: string[] = [];
    for (const u of await db.selectFrom('users').select(['avatar', 'banner']).execute()) paths.push(u.avatar, u.banner);
    for (const r of await db.selectFrom('resources').select('cover').execute()) paths.push(r.cover);
    for (const r of await db.selectFrom('resource_images').select('path').execute()) paths.push(r.path);
    for (const p of await db.selectFrom('plugins').select('cover').execute()) paths.push(p.cover);
    for (const s of await db.selectFrom('plugin_screenshots').select('path').execute()) paths.push(s.path);
    for (const a of await db.selectFrom('activities').select(['cover', 'banner']).execute()) paths.push(a.cover, a.banner);
    for (const path of new Set(paths)) {
      const svg = render(path);
      expect({ path, ok: svg !== null }).toEqual({ path, ok: true });
      expect(svg!.startsWith('<svg xmlns="http://www.w3.org/2000/svg"') && svg!.endsWith('</svg>')).toBe(true);
    }
  });

  it('moves sequences past the explicit ids', async () => {
    const row = await db
      .insertInto('organizations')
      .values({ name: '新团队', created_at: NOW.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(row.id).toBe(2);
    await db.deleteFrom('organizations').where('id', '=', row.id).execute();
  });
});

describe('seed plan', () => {
  it('scales users and plugins with resources, never below the demo size', () => {
    expect(planFor(300)).toMatchObject({ users: 50, plugins: 80, activities: 12 });
    expect(planFor(100_000)).toMatchObject({ resources: 100_000, users: 2_000, plugins: 2_000 });
    expect(() => planFor(10)).toThrow(RangeError);
    expect(() => planFor(2.5)).toThrow(RangeError);
  });
});

describe('renderGeneratedImage', () => {
  it('renders every kind deterministically at its size', () => {
    const sizes: Record<string, [number, number]> = {
      cover: [800, 600],
      preview: [1600, 1200],
      avatar: [200, 200],
      banner: [1440, 240],
      icon: [256, 256],
      shot: [1280, 800],
      activity: [1280, 720],
    };
    for (const [kind, [w, h]] of Object.entries(sizes)) {
      const svg = renderGeneratedImage(kind, 'r-12-mobile')!;
      expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"`));
      expect(renderGeneratedImage(kind, 'r-12-mobile')).toBe(svg);
      expect(renderGeneratedImage(kind, 'r-13-mobile')).not.toBe(svg);
      // Only entities, never a bare ampersand; no external references.
      expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
      expect(svg).not.toMatch(/<script|<image|href=|url\((?!#)/i);
    }
  });

  it('draws the initial carried in an avatar name', () => {
    expect(renderGeneratedImage('avatar', 'u-1-8bbe')).toContain('>设</text>');
    expect(renderGeneratedImage('avatar', 'u-7-61')).toContain('>A</text>');
    expect(renderGeneratedImage('avatar', 'u-7-1')).toMatch(/>[A-Z]<\/text>/);
  });

  it('refuses unknown kinds and names that are not [a-z0-9-]{1,64}', () => {
    expect(renderGeneratedImage('logo', 'r-1')).toBeNull();
    expect(renderGeneratedImage('__proto__', 'r-1')).toBeNull();
    for (const name of ['', '../etc', 'R-1', 'r_1', 'r 1', 'a'.repeat(65), 'r-1.svg']) expect(renderGeneratedImage('cover', name)).toBeNull();
    expect(renderGeneratedImage('cover', 'a'.repeat(64))).not.toBeNull();
  });
});
