/** A small seeded PRNG (mulberry32): the demo seed never uses Math.random, so it is reproducible. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Next unsigned 32-bit integer. */
  u32(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** Integer in [min, max] (inclusive). */
  int(min: number, max: number): number {
    if (max < min) throw new Error(`Bad range ${min}..${max}`);
    return min + (this.u32() % (max - min + 1));
  }

  /** True with probability percent / 100 (integer percent). */
  chance(percent: number): boolean {
    return this.int(0, 99) < percent;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(0, items.length - 1)] as T;
  }

  /** Weighted choice over [value, integer weight] pairs. */
  weighted<T>(pairs: readonly (readonly [T, number])[]): T {
    const total = pairs.reduce((s, [, w]) => s + w, 0);
    let roll = this.int(0, total - 1);
    for (const [value, w] of pairs) {
      if (roll < w) return value;
      roll -= w;
    }
    throw new Error('weighted: empty weights');
  }

  /** Uniform bigint in [min, max] (inclusive), from 64 random bits. */
  big(min: bigint, max: bigint): bigint {
    if (max < min) throw new Error(`Bad range ${min}..${max}`);
    const r = (BigInt(this.u32()) << 32n) | BigInt(this.u32());
    return min + (r % (max - min + 1n));
  }

  /**
   * Log-uniform-ish bigint in [min, max]: picks a decade first, then uniformly inside it,
   * so small and large amounts are both common. Integer arithmetic only.
   */
  logBig(min: bigint, max: bigint): bigint {
    if (min < 1n) throw new Error('logBig needs min >= 1');
    const decades: [bigint, bigint][] = [];
    let lo = min;
    while (lo <= max) {
      const hi = lo * 10n - 1n < max ? lo * 10n - 1n : max;
      decades.push([lo, hi]);
      lo *= 10n;
    }
    const [a, b] = this.pick(decades);
    return this.big(a, b);
  }
}

/** The seed of the demo data: change it and every generated value changes. */
export const DEMO_SEED = 0x4b4f4e54; // "KONT"
