import type { Insertable } from 'kysely';
import type { ResourceImagesTable, ResourcesTable, ResourceTagsTable } from '../db/schema';
import { DEMO_AUTHOR_RESOURCES, FEATURED_RESOURCES, RESOURCE_CATEGORIES, resourceText, type Category } from './corpus';
import { DAY, iso, MINUTE, popularity, type SeedContext, type SeedResource, type SeedUser } from './model';
import type { Random } from './random';
import { imagePath } from './svg';

const CATEGORY_BY_NAME = new Map(RESOURCE_CATEGORIES.map((c) => [c.name, c]));
const TOTAL_WEIGHT = RESOURCE_CATEGORIES.reduce((sum, c) => sum + c.weight, 0);

function pickCategory(rng: Random): Category {
  let x = rng.next() * TOTAL_WEIGHT;
  for (const c of RESOURCE_CATEGORIES) {
    x -= c.weight;
    if (x < 0) return c;
  }
  return RESOURCE_CATEGORIES[0]!;
}

/** Authors other than the demo accounts, skewed so a few people publish a lot. */
export function pickAuthor(rng: Random, userCount: number): number {
  return 3 + Math.floor((userCount - 2) * rng.next() ** 1.6);
}

type Draft = Omit<SeedResource, 'id'> & { views: number; downloads: number };

export type PlannedResource = SeedResource & { views: number; downloads: number };

/**
 * Every resource with its text, dates and counters decided up front, ordered by creation time so
 * ids grow with created_at. The counters are what the favorite/copy generators then produce rows for.
 */
export function planResources(ctx: SeedContext, users: SeedUser[]): PlannedResource[] {
  const rng = ctx.rng.fork('resources');
  const { now } = ctx;
  const userCount = ctx.plan.users;
  const crowd = userCount - 1; // everyone but the author
  const drafts: Draft[] = [];

  const draft = (authorId: number, cat: Category, text: { title: string; desc: string; tags: string[] }, createdMs: number, extra: { featured?: boolean; withdrawn?: boolean } = {}): void => {
    // Some were edited later (within 90 days, never after now).
    const updatedMs = rng.chance(0.4) ? createdMs : rng.between(createdMs, Math.min(now - MINUTE, createdMs + 90 * DAY));
    let favorites = popularity(rng, 7, 0.06, 80, crowd);
    if (extra.featured) favorites = Math.min(crowd, favorites + rng.int(5, 30));
    const copies = popularity(rng, 5, extra.featured ? 0.5 : 0.03, 60, crowd);
    let copySuccesses = 0;
    for (let i = 0; i < copies; i++) if (rng.chance(0.9)) copySuccesses++;
    drafts.push({
      authorId,
      createdMs,
      updatedMs: Math.max(createdMs, updatedMs),
      status: extra.withdrawn ? 'withdrawn' : 'published',
      title: text.title,
      desc: text.desc,
      category: cat.name,
      slug: cat.slug,
      tags: [...new Set(text.tags)].slice(0, 5),
      images: rng.int(1, 4),
      favorites,
      copies,
      copySuccesses,
      views: favorites * rng.int(15, 40) + copies * rng.int(5, 12) + rng.int(20, 600),
      downloads: rng.int(0, favorites * 3 + 10),
    });
  };
  const createdFor = (authorId: number, fromDaysAgo: number, toDaysAgo: number): number => {
    const author = users[authorId - 1]!;
    return rng.between(Math.max(author.createdMs + DAY, now - fromDaysAgo * DAY), now - toDaysAgo * DAY);
  };

  // The demo author's own work (user 1).
  for (const r of DEMO_AUTHOR_RESOURCES) {
    const cat = CATEGORY_BY_NAME.get(r.category)!;
    const generated = resourceText(rng, cat);
    draft(1, cat, { title: r.title, desc: generated.desc, tags: r.tags }, createdFor(1, 700, 2));
  }
  // Hand-picked titles search and tag pages rely on.
  for (const r of FEATURED_RESOURCES) {
    const authorId = pickAuthor(rng, userCount);
    draft(authorId, CATEGORY_BY_NAME.get(r.category)!, { title: r.title, desc: r.desc, tags: r.tags }, createdFor(authorId, 180, 1), { featured: true });
  }
  const rest = ctx.plan.resources - drafts.length;
  for (let i = 0; i < rest; i++) {
    const search = rng.chance(0.02);
    // Search pages and components are interface work.
    const cat = search ? CATEGORY_BY_NAME.get(rng.pick(['UI设计', '移动端', '网页']))! : pickCategory(rng);
    const authorId = pickAuthor(rng, userCount);
    const text = resourceText(rng, cat, { search });
    draft(authorId, cat, text, createdFor(authorId, 730, 0.05), { withdrawn: rng.chance(0.03) });
  }

  drafts.sort((a, b) => a.createdMs - b.createdMs);
  return drafts.map((d, i) => ({ ...d, id: i + 1 }));
}

export function* resourceRows(resources: readonly PlannedResource[]): Generator<Insertable<ResourcesTable>> {
  for (const r of resources) {
    yield {
      id: r.id,
      author_id: r.authorId,
      res_name: r.title,
      res_desc: r.desc,
      category: r.category,
      cover: imagePath('cover', `r-${r.id}-${r.slug}`),
      file_path: `gen/file/${r.id}.json`,
      status: r.status,
      favorite_count: r.favorites,
      copy_count: r.copies,
      copy_success_count: r.copySuccesses,
      download_count: r.downloads,
      view_count: r.views,
      source_doc_id: null,
      created_at: iso(r.createdMs),
      updated_at: iso(r.updatedMs),
    };
  }
}

export function* resourceTagRows(resources: readonly SeedResource[]): Generator<Insertable<ResourceTagsTable>> {
  for (const r of resources) for (const tag of r.tags) yield { resource_id: r.id, tag };
}

export function* resourceImageRows(resources: readonly SeedResource[]): Generator<Insertable<ResourceImagesTable>> {
  let id = 0;
  for (const r of resources) {
    for (let n = 1; n <= r.images; n++) {
      yield { id: ++id, resource_id: r.id, path: imagePath('preview', `r-${r.id}-${n}-${r.slug}`), sort: n - 1 };
    }
  }
}
