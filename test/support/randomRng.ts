// The seeded choices of the random player and the random maps: pure-rand, so a seed gives the same game anywhere.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

export type Rng = RandomGenerator;

export function makeRng(seed: number): Rng {
  return xoroshiro128plus(seed | 0);
}

export function randomInt(rng: Rng, min: number, max: number): number {
  return uniformInt(rng, min, max);
}

/** True with probability `p` (to a thousandth). */
export function chance(rng: Rng, p: number): boolean {
  return uniformInt(rng, 0, 999) < p * 1000;
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[uniformInt(rng, 0, items.length - 1)]!;
}

export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}
