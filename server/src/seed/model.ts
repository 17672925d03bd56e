import type { Random } from './random';

/** Shared shapes and helpers of the seed sub-generators. */

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

const pad = (n: number, width: number): string => String(n).padStart(width, '0');
const dayPrefixes = new Map<number, string>();

/**
 * `new Date(ms).toISOString()`, computed from a cached date prefix: a large seed formats a few
 * million times and Date#toISOString was the single largest cost of generating rows.
 */
export function iso(ms: number): string {
  const t = Math.floor(ms);
  const day = Math.floor(t / DAY);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    prefix = new Date(day * DAY).toISOString().slice(0, 11);
    dayPrefixes.set(day, prefix);
  }
  let rest = t - day * DAY;
  const h = Math.floor(rest / HOUR);
  rest -= h * HOUR;
  const m = Math.floor(rest / 60_000);
  rest -= m * 60_000;
  const s = Math.floor(rest / 1000);
  return `${prefix}${pad(h, 2)}:${pad(m, 2)}:${pad(s, 2)}.${pad(rest - s * 1000, 3)}Z`;
}

/** How many of each entity a seed of a given scale makes. */
export interface SeedPlan {
  scale: number;
  users: number;
  resources: number;
  plugins: number;
  activities: number;
}

export const DEMO_SCALE = 300;
export const MIN_SCALE = 50;
export const MAX_SCALE = 2_000_000;

/** `scale` is the number of resources; users and plugins grow at 1 per 50 resources, never below the demo size. */
export function planFor(scale: number): SeedPlan {
  if (!Number.isInteger(scale) || scale < MIN_SCALE || scale > MAX_SCALE) {
    throw new RangeError(`scale must be an integer from ${MIN_SCALE} to ${MAX_SCALE} (resources), got ${scale}`);
  }
  return {
    scale,
    resources: scale,
    users: Math.max(50, Math.round(scale / 50)),
    plugins: Math.max(80, Math.round(scale / 50)),
    activities: Math.max(12, Math.min(60, Math.round(scale / 2000))),
  };
}

export interface SeedContext {
  rng: Random;
  /** Reference point of every relative date, in ms. */
  now: number;
  plan: SeedPlan;
}

export interface SeedUser {
  id: number;
  name: string;
  createdMs: number;
}

export interface SeedResource {
  id: number;
  authorId: number;
  createdMs: number;
  updatedMs: number;
  status: 'published' | 'withdrawn';
  title: string;
  desc: string;
  category: string;
  slug: string;
  tags: string[];
  images: number;
  favorites: number;
  copies: number;
  copySuccesses: number;
}

export interface SeedPlugin {
  id: number;
  authorId: number;
  createdMs: number;
  name: string;
  cata: string;
  favorites: number;
  installs: number;
}

/**
 * A skewed popularity count: most items get a few, some are hot. Capped by how many distinct users
 * can take part, so the matching rows (one per user) always exist.
 */
export function popularity(rng: Random, base: number, hotChance: number, hotMax: number, cap: number): number {
  let n = Math.floor(rng.next() ** 2 * (base + 1));
  if (rng.chance(hotChance)) n += rng.int(0, hotMax);
  return Math.max(0, Math.min(cap, n));
}

/** Index of the first element whose key is > value in an ascending array (binary search). */
export function upperBound(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
