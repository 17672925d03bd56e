import type { Insertable } from 'kysely';
import type { PluginScreenshotsTable, PluginsTable } from '../db/schema';
import { PLUGIN_CATAS, pluginDesc, pluginHtml, pluginName, type PluginCata } from './corpus';
import { DAY, iso, MINUTE, popularity, type SeedContext, type SeedPlugin, type SeedUser } from './model';
import type { Random } from './random';
import { pickAuthor } from './resources';
import { imagePath } from './svg';

export type PlannedPlugin = SeedPlugin & { slug: string; updatedMs: number; shots: number; version: string; contact: string };

const CATA_BY_NAME = new Map(PLUGIN_CATAS.map((c) => [c.name, c]));

/** The demo author's plugins: the first name of six categories. */
const DEMO_PLUGIN_CATAS = ['效率工具', '设计规范', '切图标注', 'AI 辅助', '数据可视化', '原型交互'];

export function planPlugins(ctx: SeedContext, users: SeedUser[]): PlannedPlugin[] {
  const rng = ctx.rng.fork('plugins');
  const { now } = ctx;
  const userCount = ctx.plan.users;
  const used = new Map<string, number>();
  const drafts: Array<Omit<PlannedPlugin, 'id'>> = [];

  const draft = (authorId: number, cata: PluginCata): void => {
    const n = used.get(cata.name) ?? 0;
    used.set(cata.name, n + 1);
    const author = users[authorId - 1]!;
    const createdMs = rng.between(Math.max(author.createdMs + DAY, now - 900 * DAY), now - DAY);
    const favorites = popularity(rng, 10, 0.1, 100, userCount - 1);
    const installs = Math.min(userCount, Math.max(popularity(rng, 25, 0.12, 300, userCount), favorites + rng.int(0, 5)));
    drafts.push({
      authorId,
      createdMs,
      updatedMs: rng.between(createdMs, Math.min(now - MINUTE, createdMs + 120 * DAY)),
      name: pluginName(rng, cata, n),
      cata: cata.name,
      slug: cata.slug,
      favorites,
      installs,
      shots: rng.int(1, 3),
      version: `${rng.int(1, 3)}.${rng.int(0, 9)}.${rng.int(0, 12)}`,
      contact: authorId === 1 ? 'demo@example.com' : rng.chance(0.7) ? `user${authorId}@example.com` : `support+${cata.slug}${n + 1}@example.com`,
    });
  };

  for (const name of DEMO_PLUGIN_CATAS) draft(1, CATA_BY_NAME.get(name)!);
  for (let i = drafts.length; i < ctx.plan.plugins; i++) draft(pickAuthor(rng, userCount), pickCata(rng));

  drafts.sort((a, b) => a.createdMs - b.createdMs);
  return drafts.map((d, i) => ({ ...d, updatedMs: Math.max(d.createdMs, d.updatedMs), id: i + 1 }));
}

function pickCata(rng: Random): PluginCata {
  return rng.pick(PLUGIN_CATAS);
}

export function screenshotPaths(p: PlannedPlugin): string[] {
  return Array.from({ length: p.shots }, (_, i) => imagePath('shot', `p-${p.id}-${i + 1}`));
}

export function* pluginRows(ctx: SeedContext, plugins: readonly PlannedPlugin[]): Generator<Insertable<PluginsTable>> {
  for (const p of plugins) {
    const rng = ctx.rng.fork(`plugin-text-${p.id}`);
    const cata = CATA_BY_NAME.get(p.cata)!;
    yield {
      id: p.id,
      author_id: p.authorId,
      plugin_name: p.name,
      plugin_cata: p.cata,
      plugin_desc: pluginDesc(rng, cata, p.name),
      plugin_html: pluginHtml(rng, cata, p.name, screenshotPaths(p)),
      cover: imagePath('icon', `p-${p.id}-${p.slug}`),
      version: p.version,
      contact: p.contact,
      status: 'published',
      install_count: p.installs,
      favorite_count: p.favorites,
      created_at: iso(p.createdMs),
      updated_at: iso(p.updatedMs),
    };
  }
}

export function* pluginScreenshotRows(plugins: readonly PlannedPlugin[]): Generator<Insertable<PluginScreenshotsTable>> {
  let id = 0;
  for (const p of plugins) {
    const paths = screenshotPaths(p);
    for (let i = 0; i < paths.length; i++) yield { id: ++id, plugin_id: p.id, path: paths[i]!, sort: i };
  }
}
