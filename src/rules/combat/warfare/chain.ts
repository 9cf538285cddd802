import { endingResults, settleRoll, type Side, type WarfareKind, type WarfareResult } from './tables.ts';

/**
 * Warfare's exact odds as an absorbing Markov chain over the two sides' Mights (a pair's added: only the
 * total decides the dice). Every roll ends the fight, repeats the state (a Regroup) or lowers a Might, so
 * no state is visited twice after leaving it and the chance of every ending is a finite sum:
 * - battle: a state (a, d) is left with chance 1 − W(0)/T (the Regroup's repeats summed as a geometric
 *   series), to (a, d−1) with W(+1)/(T − W(0)), to (a−1, d) with W(−1)/(T − W(0)), or to an ending;
 * - siege: (a) goes to (a−1) on a Retaliate, W(0)/T, or to an ending: no self-loop at all.
 * W(k) counts the ways the dice fall with net successes k, out of T = 3^(dice) (2 faces of 6 succeed).
 * All in BigInt with no reduction on the way (exact.ts reduces at the end, a state's divisor at a time).
 */
export interface ChainInput {
  readonly kind: WarfareKind;
  readonly attackMight: number;
  readonly defenceMight: number;
  readonly attackExtra: number;
  readonly defenceExtra: number;
}

export interface ChainOutcome {
  readonly result: WarfareResult;
  readonly loser: Side;
}

export interface ChainResult {
  /** Every ending: the table's ending rows lost by the defender, then the same lost by the attacker. */
  readonly outcomes: readonly ChainOutcome[];
  /** Numerators of each outcome's chance over `denominator` (not reduced); they add up to it. */
  readonly numerators: readonly bigint[];
  readonly denominator: bigint;
  /** Every state's divisor: their product is `denominator`, so a fraction is reduced factor by factor. */
  readonly factors: readonly bigint[];
}

interface StateValue {
  readonly numerators: readonly bigint[];
  readonly denominator: bigint;
}

export function outcomesOf(kind: WarfareKind): ChainOutcome[] {
  const results = endingResults(kind);
  return (['defender', 'attacker'] as const).flatMap((loser) => results.map((result) => ({ result, loser })));
}

export function solveChain(input: ChainInput): ChainResult {
  const outcomes = outcomesOf(input.kind);
  const weigh = stateWeigher(input, outcomes);
  const factors: bigint[] = [];
  const value = input.kind === 'battle' ? battle(input, weigh, factors) : siege(input, weigh, factors);
  return { outcomes, numerators: value.numerators, denominator: value.denominator, factors };
}

/** One state's dice sorted by what they do: ending weights by outcome, moves to a lower state, and T. */
interface StateWeights {
  readonly ending: readonly bigint[];
  readonly defenderHurt: bigint;
  readonly attackerHurt: bigint;
  readonly regroup: bigint;
  readonly total: bigint;
}

/** Sums of C(n, i)·2^(n−i) stay below 3^n: exact in doubles up to this many dice on both sides. */
const SAFE_DICE = 33;

/** The net successes of the tables' last row (Annihilated, Devastated), which reads every net beyond it. */
const LAST_ROW = 5;

// Buckets of a state's dice: one per outcome (0 … outcomes − 1), then these, counted from `outcomes`.
const DEFENDER_HURT = 0;
const ATTACKER_HURT = 1;
const REGROUP = 2;

/** Where a roll of net successes `net` takes state (a, d): an outcome's slot, or outcomes + a move. */
function bucketOf(kind: WarfareKind, net: number, a: number, d: number, outcomes: number): number {
  if (kind === 'battle' && net === 0) return outcomes + REGROUP;
  const settled = settleRoll(kind, net, a, d);
  if (settled.ends && settled.loser) {
    const results = endingResults(kind);
    return (settled.loser === 'defender' ? 0 : results.length) + results.indexOf(settled.result);
  }
  return outcomes + (settled.loser === 'defender' ? DEFENDER_HURT : ATTACKER_HURT);
}

// The benchmark's hot path: a state's buckets come from a small table filled once per chain.
function stateWeigher(input: ChainInput, outcomes: readonly ChainOutcome[]): (a: number, d: number) => StateWeights {
  const rows = successRows(input.attackMight + input.attackExtra, input.defenceMight + input.defenceExtra);
  const size = outcomes.length;
  // A table row costs at most 4 Might, or all of it: beyond Might 5 a state reads the tables as Might 5 does.
  // Known buckets by net (−5…5), a and d (1…5): −1 until settled.
  const known = new Array<number>(11 * 6 * 6).fill(-1);
  const bucket = (net: number, a: number, d: number): number => {
    const key = ((net + LAST_ROW) * 6 + Math.min(a, LAST_ROW)) * 6 + Math.min(d, LAST_ROW);
    const found = known[key] ?? -1;
    if (found >= 0) return found;
    const settled = bucketOf(input.kind, net, Math.min(a, LAST_ROW), Math.min(d, LAST_ROW), size);
    known[key] = settled;
    return settled;
  };
  return (a, d) => {
    const attackDice = a + input.attackExtra;
    const defenceDice = d + input.defenceExtra;
    // Every net of 5 or more reads the tables' last row.
    const buckets: number[] = [];
    for (let net = -defenceDice; net <= attackDice; net++) buckets.push(bucket(Math.max(-LAST_ROW, Math.min(LAST_ROW, net)), a, d));
    const sums = sumByBucket(rows, attackDice, defenceDice, buckets, size + REGROUP + 1);
    return {
      ending: sums.slice(0, size),
      defenderHurt: sums[size + DEFENDER_HURT] ?? 0n,
      attackerHurt: sums[size + ATTACKER_HURT] ?? 0n,
      regroup: sums[size + REGROUP] ?? 0n,
      total: attackDice + defenceDice <= SAFE_DICE ? BigInt(3 ** (attackDice + defenceDice)) : 3n ** BigInt(attackDice + defenceDice),
    };
  };
}

/** Σ W(k) per bucket, W(k) = Σ over i − j = k of C(A, i)2^(A−i)·C(D, j)2^(D−j): in doubles while exact. */
function sumByBucket(rows: SuccessRows, attackDice: number, defenceDice: number, bucket: readonly number[], size: number): bigint[] {
  if (attackDice + defenceDice <= SAFE_DICE) {
    const [attack, defence] = [rows.small[attackDice] ?? [], rows.small[defenceDice] ?? []];
    const byNet = new Array<number>(attackDice + defenceDice + 1).fill(0);
    for (let i = 0; i <= attackDice; i++) {
      const weight = attack[i] ?? 0;
      for (let j = 0; j <= defenceDice; j++) byNet[i - j + defenceDice] = (byNet[i - j + defenceDice] ?? 0) + weight * (defence[j] ?? 0);
    }
    const sums = new Array<number>(size).fill(0);
    for (let k = 0; k < byNet.length; k++) {
      const b = bucket[k] as number;
      sums[b] = (sums[b] ?? 0) + (byNet[k] ?? 0);
    }
    return sums.map(BigInt);
  }
  const [attack, defence] = [rows.big(attackDice), rows.big(defenceDice)];
  const sums = new Array<bigint>(size).fill(0n);
  for (let i = 0; i <= attackDice; i++) {
    for (let j = 0; j <= defenceDice; j++) {
      const b = bucket[i - j + defenceDice] as number;
      sums[b] = (sums[b] ?? 0n) + (attack[i] ?? 0n) * (defence[j] ?? 0n);
    }
  }
  return sums;
}

interface SuccessRows {
  /** Row n: the weight C(n, i)·2^(n−i) of i successes among n dice, i = 0…n (out of 3^n); up to SAFE_DICE. */
  readonly small: readonly (readonly number[])[];
  readonly big: (n: number) => readonly bigint[];
}

function successRows(...sides: number[]): SuccessRows {
  const most = Math.max(...sides);
  const small: number[][] = [[1]];
  for (let n = 1; n <= Math.min(most, SAFE_DICE); n++) small.push(nextRow(small[n - 1] as number[]));
  const big: bigint[][] = [[1n]];
  return {
    small,
    big(n) {
      while (big.length <= n) big.push(nextBigRow(big[big.length - 1] as bigint[]));
      return big[n] as bigint[];
    },
  };
}

/** One more die: i successes come from i and a failure (4 faces of 6: weight 2), or i − 1 and a success (weight 1). */
function nextRow(row: readonly number[]): number[] {
  return [...row.map((keep, i) => 2 * keep + (row[i - 1] ?? 0)), 1];
}

function nextBigRow(row: readonly bigint[]): bigint[] {
  return [...row.map((keep, i) => 2n * keep + (row[i - 1] ?? 0n)), 1n];
}

type Weigh = (a: number, d: number) => StateWeights;

/**
 * A battle, forwards: the chance reach(a, d) that the fight ever stands at Mights (a, d), from the start
 * (A, D) down through the Wounded rolls; each ending's chance is then Σ reach(s)·W_ending(s)/E(s) over the
 * states s. One number is carried per state instead of one per ending, which keeps the big multiplications
 * few. With R(a, d) the product of the divisors E of the states [a..A]×[d..D] (those it can be reached
 * from, and itself), reach(a, d) is kept over R(a, d)/E(a, d), a row's endings over R(a, 1), and the whole
 * over R(1, 1): each step multiplies by the divisors of the states between, as below.
 */
function battle(input: ChainInput, weigh: Weigh, factors: bigint[]): StateValue {
  const { attackMight: A, defenceMight: D } = input;
  const weights: StateWeights[][] = [];
  for (let a = 1; a <= A; a++) {
    weights[a] = [];
    for (let d = 1; d <= D; d++) (weights[a] as StateWeights[])[d] = weigh(a, d);
  }
  const at = (a: number, d: number) => (weights[a] as StateWeights[])[d] as StateWeights;
  const divisor = (a: number, d: number) => at(a, d).total - at(a, d).regroup;
  const size = at(A, D).ending.length;
  let totals = new Array<bigint>(size).fill(0n); // over R(a + 1, 1)
  let above: bigint[] = []; // reach numerators of row a + 1
  const columnAbove = new Array<bigint>(D + 2).fill(1n); // Π over a' > a of E(a', d)
  for (let a = A; a >= 1; a--) {
    // scale[d] = R(a, 1) / R(a, d) = Π over a' ≥ a, d' < d of E(a', d')
    const scale: bigint[] = [1n, 1n];
    for (let d = 1; d < D; d++) scale.push((scale[d] ?? 1n) * (columnAbove[d] ?? 1n) * divisor(a, d));
    const row: bigint[] = [];
    const rowTotals = new Array<bigint>(size).fill(0n); // over R(a, 1)
    let rowAfter = 1n; // Π over d' > d of E(a, d')
    for (let d = D; d >= 1; d--) {
      const fromAbove = a < A ? at(a + 1, d).attackerHurt * rowAfter * (above[d] ?? 0n) : 0n;
      const fromRight = d < D ? at(a, d + 1).defenderHurt * (columnAbove[d] ?? 1n) * (row[d + 1] ?? 0n) : 0n;
      const reach = a === A && d === D ? 1n : fromAbove + fromRight;
      row[d] = reach;
      const here = reach * (scale[d] ?? 1n);
      const { ending } = at(a, d);
      for (let x = 0; x < size; x++) if (ending[x] !== 0n) rowTotals[x] = (rowTotals[x] ?? 0n) + (ending[x] ?? 0n) * here;
      rowAfter *= divisor(a, d);
    }
    // The rows so far were over R(a + 1, 1); this row's divisors bring them to R(a, 1).
    totals = totals.map((total, x) => total * rowAfter + (rowTotals[x] ?? 0n));
    for (let d = 1; d <= D; d++) {
      columnAbove[d] = (columnAbove[d] ?? 1n) * divisor(a, d);
      factors.push(divisor(a, d));
    }
    above = row;
  }
  return { numerators: totals, denominator: factors.reduce((product, f) => product * f, 1n) };
}

function siege(input: ChainInput, weigh: Weigh, factors: bigint[]): StateValue {
  let value: StateValue | null = null;
  for (let a = 1; a <= input.attackMight; a++) {
    const w = weigh(a, input.defenceMight);
    // No self-loop: a Retaliate that leaves the besieger standing is its move to a − 1.
    const below: StateValue = value ?? { numerators: w.ending.map(() => 0n), denominator: 1n };
    value = {
      numerators: w.ending.map((ending, x) => ending * below.denominator + w.attackerHurt * (below.numerators[x] ?? 0n)),
      denominator: below.denominator * w.total,
    };
    factors.push(w.total);
  }
  return value ?? { numerators: [], denominator: 1n };
}
