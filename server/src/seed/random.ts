/**
 * A small seeded PRNG (sfc32 seeded through a string hash). The seed never uses Math.random, so the
 * same seed and options always produce the same rows. `fork(label)` gives an independent stream per
 * entity: changing how plugins are generated does not shift the resources.
 */

/** 32-bit FNV-1a: stable across runs and platforms (also used by the SVG renderer). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Four 32-bit words from a string (xmur3-style mixing), to seed sfc32. */
function seedWords(text: string): [number, number, number, number] {
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  const next = (): number => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return (h ^= h >>> 16) >>> 0;
  };
  return [next(), next(), next(), next()];
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(readonly seed: string) {
    [this.a, this.b, this.c, this.d] = seedWords(seed);
    for (let i = 0; i < 12; i++) this.next();
  }

  /** An independent stream derived from this seed and a label. */
  fork(label: string): Random {
    return new Random(`${this.seed}/${label}`);
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    let t = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    t = (t + this.d) | 0;
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** Integer in [min, max] (both inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** `count` distinct items of `items` (order random). */
  sample<T>(items: readonly T[], count: number): T[] {
    const n = Math.min(count, items.length);
    const copy = items.slice();
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, n);
  }

  /**
   * `count` distinct integers in [min, max] other than `exclude`, without building the range
   * (rejection sampling while count is at most half the range, a partial shuffle beyond).
   */
  distinctInts(min: number, max: number, count: number, exclude?: number): number[] {
    const excluded = exclude !== undefined && exclude >= min && exclude <= max ? 1 : 0;
    const size = max - min + 1 - excluded;
    const n = Math.max(0, Math.min(count, size));
    if (n > size / 2) {
      const pool: number[] = [];
      for (let x = min; x <= max; x++) if (x !== exclude) pool.push(x);
      return this.sample(pool, n);
    }
    const out = new Set<number>();
    while (out.size < n) {
      const x = this.int(min, max);
      if (x !== exclude) out.add(x);
    }
    return [...out];
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }

  /** A time uniformly between two instants (ms). */
  between(fromMs: number, toMs: number): number {
    return fromMs + Math.floor(this.next() * Math.max(0, toMs - fromMs));
  }
}
