import type { CombatOdds, Probability } from '../system.ts';

/**
 * A distribution over whole-number totals as integer weights, so every probability stays an exact
 * fraction: weights[i] is the weight of total (offset + i), out of `total`.
 */
export interface Distribution {
  readonly offset: number;
  readonly weights: readonly number[];
  readonly total: number;
}

export function uniformDie(sides: number): Distribution {
  return { offset: 1, weights: new Array<number>(sides).fill(1), total: sides };
}

/** One die whose listed faces are thrown again once, the second face standing. */
export function withReroll(sides: number, rerollFaces: readonly number[]): Distribution {
  const weights = new Array<number>(sides);
  for (let face = 1; face <= sides; face++) {
    // Kept on the first throw (weight `sides` out of sides²), or reached by any re-rolled first face.
    weights[face - 1] = (rerollFaces.includes(face) ? 0 : sides) + rerollFaces.length;
  }
  return { offset: 1, weights, total: sides * sides };
}

export function shifted(d: Distribution, by: number): Distribution {
  return { ...d, offset: d.offset + by };
}

export function convolve(a: Distribution, b: Distribution): Distribution {
  const weights = new Array<number>(a.weights.length + b.weights.length - 1).fill(0);
  a.weights.forEach((wa, i) => {
    b.weights.forEach((wb, j) => {
      weights[i + j] = (weights[i + j] ?? 0) + wa * wb;
    });
  });
  return { offset: a.offset + b.offset, weights, total: a.total * b.total };
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

function fraction(numerator: number, denominator: number): Probability {
  const d = gcd(numerator, denominator) || 1;
  return { numerator: numerator / d, denominator: denominator / d, value: numerator / denominator };
}

/** P(a > b) and its complement, exactly. Ties go to b. */
export function probabilityGreater(a: Distribution, b: Distribution): CombatOdds {
  // Weight of b at or below each total, for a single pass over a.
  const bBelowOrAt = (total: number): number => {
    const last = Math.min(total - b.offset, b.weights.length - 1);
    let sum = 0;
    for (let i = 0; i <= last; i++) sum += b.weights[i] ?? 0;
    return sum;
  };
  let wins = 0;
  a.weights.forEach((wa, i) => {
    if (wa) wins += wa * bBelowOrAt(a.offset + i - 1);
  });
  const denominator = a.total * b.total;
  return { attackerWins: fraction(wins, denominator), defenderWins: fraction(denominator - wins, denominator) };
}
