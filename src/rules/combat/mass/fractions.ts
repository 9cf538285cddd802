import type { ExactAmount } from '../system.ts';

// Exact amounts of Mass battle: losses are whole 64ths of a man, and a fight has at most 36 ways to run two
// charges, so every fraction stays small enough for plain numbers.

export function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** numerator / denominator, reduced. */
export function exact(numerator: number, denominator: number): ExactAmount {
  const common = gcd(Math.abs(numerator), denominator) || 1;
  return { numerator: numerator / common, denominator: denominator / common, value: numerator / denominator };
}

/** The sum of exact amounts, reduced. */
export function addAmounts(amounts: readonly ExactAmount[]): ExactAmount {
  const [numerator, denominator] = amounts.reduce(([n, d], a) => [n * a.denominator + a.numerator * d, d * a.denominator], [0, 1]);
  return exact(numerator, denominator);
}
