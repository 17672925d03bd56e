import type { Insertable } from 'kysely';
import type { CopiesTable, DocumentsTable, FavoritesTable, PluginInstallsTable } from '../db/schema';
import { DOCUMENT_TITLES } from './corpus';
import { DAY, iso, MINUTE, type SeedContext, type SeedPlugin, type SeedResource, type SeedUser } from './model';
import type { Random } from './random';

/**
 * Rows behind the counters: exactly `favorites` favorite rows per resource/plugin, `installs`
 * install rows per plugin and `copies` copy rows (each with the document it created) per resource,
 * each from distinct users, dated after both the item and the user existed.
 */

/** A moment after both `a` and `b` and before now. */
function after(rng: Random, ctx: SeedContext, a: number, b = a): number {
  return rng.between((a > b ? a : b) + MINUTE, ctx.now - MINUTE);
}

export function* favoriteRows(ctx: SeedContext, users: readonly SeedUser[], resources: readonly SeedResource[], plugins: readonly SeedPlugin[]): Generator<Insertable<FavoritesTable>> {
  const count = users.length;
  const rng = ctx.rng.fork('favorites');
  for (const [resType, items] of [[1, resources], [2, plugins]] as const) {
    for (const item of items) {
      if (item.favorites === 0) continue;
      for (const userId of rng.distinctInts(1, count, item.favorites, item.authorId)) {
        yield { user_id: userId, res_type: resType, res_id: item.id, created_at: iso(after(rng, ctx, item.createdMs, users[userId - 1]!.createdMs)) };
      }
    }
  }
}

export function* installRows(ctx: SeedContext, users: readonly SeedUser[], plugins: readonly SeedPlugin[]): Generator<Insertable<PluginInstallsTable>> {
  const rng = ctx.rng.fork('installs');
  for (const p of plugins) {
    for (const userId of rng.distinctInts(1, users.length, p.installs)) {
      yield { user_id: userId, plugin_id: p.id, created_at: iso(after(rng, ctx, p.createdMs, users[userId - 1]!.createdMs)) };
    }
  }
}

/** A small document body (JSON), written by hand: at 250,000 copies JSON.stringify of objects showed up in profiles. */
function documentContent(rng: Random, title: string, sourceResourceId?: number): string {
  const pages: string[] = [];
  const count = rng.int(1, 4);
  for (let i = 1; i <= count; i++) pages.push(`{"id":"page-${i}","name":"页面 ${i}","frames":${rng.int(1, 24)}}`);
  const source = sourceResourceId ? `,"source":{"resource_id":${sourceResourceId}}` : '';
  return `{"version":1,"title":${JSON.stringify(title)}${source},"pages":[${pages.join(',')}]}`;
}

/** A few workspace documents per user (the publish dialog picks from these). Ids start at 1. */
export function workspaceDocuments(ctx: SeedContext, users: readonly SeedUser[]): Array<Insertable<DocumentsTable>> {
  const rng = ctx.rng.fork('documents');
  const rows: Array<Insertable<DocumentsTable>> = [];
  for (const u of users) {
    const count = u.id === 1 ? 6 : u.id === 2 ? 4 : rng.int(0, 3);
    for (const title of rng.sample(DOCUMENT_TITLES, count)) {
      const createdMs = after(rng, ctx, u.createdMs);
      const updatedMs = rng.between(createdMs, Math.min(ctx.now - MINUTE, createdMs + 30 * DAY));
      rows.push({
        id: rows.length + 1,
        owner_id: u.id,
        org_id: 0,
        title,
        content: documentContent(rng, title),
        source_resource_id: null,
        created_at: iso(createdMs),
        updated_at: iso(Math.max(createdMs, updatedMs)),
      });
    }
  }
  return rows;
}

const PROMOTIONS = [
  '{}',
  '{}',
  '{}',
  JSON.stringify({ utm_source: 'community', utm_medium: 'banner', utm_campaign: 'home' }),
  JSON.stringify({ utm_source: 'wechat', utm_medium: 'share' }),
  JSON.stringify({ utm_source: 'search', utm_medium: 'organic' }),
];

export interface CopyEvent {
  document: Insertable<DocumentsTable>;
  copy: Insertable<CopiesTable>;
}

/**
 * Copies of resources into users' workspaces: one document and one copy row each. A generator
 * with its own stream, so running it twice (documents first, then copies) yields the same events.
 */
export function* copyEvents(
  ctx: SeedContext,
  users: readonly SeedUser[],
  resources: readonly SeedResource[],
  orgMembers: ReadonlySet<number>,
  firstDocumentId: number,
): Generator<CopyEvent> {
  const rng = ctx.rng.fork('copies');
  let documentId = firstDocumentId - 1;
  let copyId = 0;
  for (const r of resources) {
    if (r.copies === 0) continue;
    const copiers = rng.distinctInts(1, users.length, r.copies, r.authorId);
    for (let i = 0; i < copiers.length; i++) {
      const userId = copiers[i]!;
      const createdMs = after(rng, ctx, r.createdMs, users[userId - 1]!.createdMs);
      const orgId = orgMembers.has(userId) && rng.chance(0.3) ? 1 : 0;
      const at = iso(createdMs);
      documentId++;
      copyId++;
      yield {
        document: {
          id: documentId,
          owner_id: userId,
          org_id: orgId,
          title: r.title,
          content: documentContent(rng, r.title, r.id),
          source_resource_id: r.id,
          created_at: at,
          updated_at: at,
        },
        copy: {
          id: copyId,
          user_id: userId,
          resource_id: r.id,
          document_id: documentId,
          org_id: orgId,
          promotion: rng.pick(PROMOTIONS),
          created_at: at,
          // The first copySuccesses copies were confirmed by the client a few seconds later.
          success_at: i < r.copySuccesses ? iso(Math.min(ctx.now, createdMs + rng.int(1, 30) * 1000)) : null,
        },
      };
    }
  }
}
