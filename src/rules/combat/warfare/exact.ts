import type { Probability } from '../system.ts';

/**
 * A chance from Warfare's odds. The absorbing chain's fractions outgrow 2^53 in all but the smallest fights,
 * so the chain works in BigInt and a chance is given here as: `value`, the fraction to the nearest double
 * (within an ulp); `numerator`/`denominator`, the fraction itself when it fits in safe integers, else the
 * closest fraction that does (within about 2^-100 of it, far below `value`'s precision); and `fractionIsExact`
 * to tell the two apart. The whole reduced fraction, of any size, is `exactFraction`'s (the command line's).
 */
export interface WarfareProbability extends Probability {
  readonly fractionIsExact: boolean;
}

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);
/** Bits kept of a fraction's numerator and denominator when looking for its closest safe fraction. */
const KEPT_BITS = 128;

/** At least the number of bits of n, at most 3 more: cheap (base 16 is linear) and enough for scaling. */
export function bitsOf(n: bigint): number {
  return n === 0n ? 0 : n.toString(16).length * 4;
}

/** numerator / denominator to the nearest double (within an ulp), for any size: Number() of each would overflow. */
function toDouble(numerator: bigint, denominator: bigint): number {
  if (numerator === 0n) return 0;
  const shift = Math.max(0, bitsOf(denominator) - bitsOf(numerator) + 64);
  return Number((numerator << BigInt(shift)) / denominator) / 2 ** shift;
}

/** The closest fraction to n/d (0 ≤ n ≤ d) with a denominator no larger than `limit`, by continued fractions. */
function closestWithin(n: bigint, d: bigint, limit: bigint): [bigint, bigint] {
  let p0 = 0n;
  let q0 = 1n;
  let p1 = 1n;
  let q1 = 0n;
  let x = n;
  let y = d;
  while (y !== 0n) {
    const a = x / y;
    const q2 = q0 + a * q1;
    if (q2 > limit) {
      // The best semiconvergent that still fits, against the last convergent.
      const k = (limit - q0) / q1;
      const pk = p0 + k * p1;
      const qk = q0 + k * q1;
      return abs(pk * d - n * qk) * q1 < abs(p1 * d - n * q1) * qk ? [pk, qk] : [p1, q1];
    }
    const p2 = p0 + a * p1;
    p0 = p1;
    q0 = q1;
    p1 = p2;
    q1 = q2;
    const rest = x - a * y;
    x = y;
    y = rest;
  }
  return [p1, q1];
}

const abs = (n: bigint): bigint => (n < 0n ? -n : n);

/**
 * The chance numerator/denominator (0 ≤ numerator ≤ denominator, any size) as a screen wants it. Several
 * chances over one denominator may pass its `bitsOf` once.
 */
export function probabilityOf(numerator: bigint, denominator: bigint, denominatorBits = bitsOf(denominator)): WarfareProbability {
  if (numerator === 0n) return { numerator: 0, denominator: 1, value: 0, fractionIsExact: true };
  // The top bits are enough: a fraction that fits is a convergent of any close enough approximation, and
  // one multiplication then tells whether what the search found is the fraction itself.
  const drop = BigInt(Math.max(0, denominatorBits - KEPT_BITS));
  const [topN, topD] = [numerator >> drop, denominator >> drop || 1n];
  const [shownN, shownD] = closestWithin(topN, topD, SAFE);
  return {
    numerator: Number(shownN),
    denominator: Number(shownD),
    // 64 bits of the numerator left are plenty for a double; a tinier chance is divided out in full.
    value: topN >= 1n << 64n ? Number((topN << 64n) / topD) / 2 ** 64 : toDouble(numerator, denominator),
    fractionIsExact: shownN * denominator === numerator * shownD,
  };
}

function smallGcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

function gcd(a: bigint, b: bigint): bigint {
  if (a <= SAFE && b <= SAFE) return BigInt(smallGcd(Number(a), Number(b)));
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/**
 * numerator/denominator reduced, in full ("3/7"). `factors` multiply to the denominator: gcd(n, a·b) =
 * g·gcd(n/g, b) with g = gcd(n, a), so the common part is taken out one small factor at a time, far cheaper
 * than Euclid on the whole product.
 */
export function exactFraction(numerator: bigint, denominator: bigint, factors: readonly bigint[] = [denominator]): string {
  if (numerator === 0n) return '0/1';
  let common = 1n;
  let rest = numerator;
  for (const factor of factors) {
    const shared = gcd(rest % factor, factor);
    if (shared > 1n) {
      common *= shared;
      rest /= shared;
    }
  }
  return `${numerator / common}/${denominator / common}`;
}
