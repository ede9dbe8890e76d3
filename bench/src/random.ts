/**
 * Seeded randomness for the bench data: the same seed gives the same database, so two runs of the
 * benchmark compare the same rows.
 */

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Standard normal (Box-Muller). */
  normal(): number;
}

/** mulberry32: small, fast and good enough for test data. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    normal: () => {
      const u = 1 - next();
      const v = next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
  };
}

/** Picks items with probability proportional to their weight, in O(log n) per pick. */
export class WeightedPicker<T> {
  readonly items: readonly T[];
  private readonly cumulative: number[];
  private readonly total: number;

  constructor(entries: readonly (readonly [item: T, weight: number])[]) {
    const kept = entries.filter(([, weight]) => weight > 0);
    if (kept.length === 0) throw new Error('a weighted picker needs at least one positive weight');
    this.items = kept.map(([item]) => item);
    let sum = 0;
    this.cumulative = kept.map(([, weight]) => {
      sum += weight;
      return sum;
    });
    this.total = sum;
  }

  /** The probability that a pick satisfies `test`. */
  share(test: (item: T) => boolean): number {
    let sum = 0;
    let previous = 0;
    this.items.forEach((item, i) => {
      if (test(item)) sum += this.cumulative[i]! - previous;
      previous = this.cumulative[i]!;
    });
    return sum / this.total;
  }

  pick(rng: Rng): T {
    const target = rng.next() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return this.items[low]!;
  }
}

/** A picker over a record of `value: weight`. */
export function weighted<K extends string | number>(weights: Readonly<Record<K, number>>): WeightedPicker<K> {
  return new WeightedPicker(Object.entries(weights).map(([key, weight]) => [key as K, weight as number] as const));
}

/**
 * A value skewed around a median: log-normal with the given spread, clamped to [min, max] and
 * rounded to `step` (daily rates cluster on round figures).
 */
export function skewed(rng: Rng, options: { median: number; spread: number; min: number; max: number; step?: number }) {
  const value = options.median * Math.exp(options.spread * rng.normal());
  const step = options.step ?? 1;
  return Math.min(options.max, Math.max(options.min, Math.round(value / step) * step));
}

/** Up to `count` distinct items, in pick order; `pickOne` may return repeats, which are skipped. */
export function distinct<T>(count: number, pickOne: () => T | null, maxTries = count * 20): T[] {
  const chosen = new Set<T>();
  for (let tries = 0; chosen.size < count && tries < maxTries; tries++) {
    const item = pickOne();
    if (item !== null) chosen.add(item);
  }
  return [...chosen];
}
