import { endingResults, settleRoll, type Side, type WarfareKind, type WarfareResult } from './tables.ts';

/**
 * Warfare's exact odds as an absorbing Markov chain over the two sides' Mights (a pair's added: only the
 * total decides the dice). Every roll either ends the fight, repeats the state (a Regroup), or lowers a
 * Might, so the states are visited in increasing order of Might and each needs only its lower neighbours:
 * - battle, state (a, d): V = (Σ ending weights + W(+1)·V(a, d−1) + W(−1)·V(a−1, d)) / (T − W(0)),
 *   the Regroup's self-loop summed as a geometric series;
 * - siege, state (a): V = (Σ ending weights + W(0)·V(a−1)) / T (a Retaliate only lowers the besieger).
 * W(k) counts the dice outcomes with net successes k out of T = 3^(dice) (a die succeeds on 2 faces of 6).
 * All in BigInt, with no reduction on the way: each state's probabilities share one denominator, the product
 * of its own and every lower state's divisor, so a neighbour's numerators only need multiplying by the
 * divisors of the states between.
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

// Top-level functions, not closures made per state: this is the benchmark's hot path.
function stateWeigher(input: ChainInput, outcomes: readonly ChainOutcome[]): (a: number, d: number) => StateWeights {
  const rows = successRows(input.attackMight + input.attackExtra, input.defenceMight + input.defenceExtra);
  const size = outcomes.length;
  return (a, d) => {
    const attackDice = a + input.attackExtra;
    const defenceDice = d + input.defenceExtra;
    // Every net of 5 or more reads the tables' last row: settle a side's first five and copy the fifth.
    const buckets: number[] = [];
    const lost = bucketOf(input.kind, -LAST_ROW, a, d, size);
    const won = bucketOf(input.kind, LAST_ROW, a, d, size);
    for (let net = -defenceDice; net <= attackDice; net++) {
      buckets.push(net <= -LAST_ROW ? lost : net >= LAST_ROW ? won : bucketOf(input.kind, net, a, d, size));
    }
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
    const sums = new Array<number>(size).fill(0);
    for (let i = 0; i <= attackDice; i++) {
      for (let j = 0; j <= defenceDice; j++) {
        const b = bucket[i - j + defenceDice] as number;
        sums[b] = (sums[b] ?? 0) + (attack[i] ?? 0) * (defence[j] ?? 0);
      }
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

/** A state that is never reached (a side at Might 0 has ended the fight): no chance of anything. */
function nothing(size: number): StateValue {
  return { numerators: new Array<bigint>(size).fill(0n), denominator: 1n };
}

function battle(input: ChainInput, weigh: Weigh, factors: bigint[]): StateValue {
  const { attackMight: A, defenceMight: D } = input;
  // previous[d] = V(a − 1, d); columnProduct[d] = the divisors of the states (a', d) with a' < a.
  let previous: StateValue[] = [];
  const columnProduct = new Array<bigint>(D + 1).fill(1n);
  for (let a = 1; a <= A; a++) {
    const row: StateValue[] = [];
    let rowProduct = 1n; // the divisors of the states (a, d') with d' < d
    for (let d = 1; d <= D; d++) {
      const w = weigh(a, d);
      const divisor = w.total - w.regroup;
      const up = previous[d] ?? nothing(w.ending.length);
      const left = row[d - 1] ?? nothing(w.ending.length);
      // This state's denominator is shared × divisor; `left` and `up` reach it through the states between.
      const shared = up.denominator * rowProduct;
      const fromLeft = w.defenderHurt * (columnProduct[d] ?? 1n);
      const fromUp = w.attackerHurt * rowProduct;
      const numerators: bigint[] = [];
      for (let x = 0; x < w.ending.length; x++) {
        const [fromL, fromU] = [left.numerators[x] ?? 0n, up.numerators[x] ?? 0n];
        numerators.push((w.ending[x] ?? 0n) * shared + (fromL === 0n ? 0n : fromLeft * fromL) + (fromU === 0n ? 0n : fromUp * fromU));
      }
      row[d] = { numerators, denominator: shared * divisor };
      rowProduct *= divisor;
      columnProduct[d] = (columnProduct[d] ?? 1n) * divisor;
      factors.push(divisor);
    }
    previous = row;
  }
  return previous[D] ?? nothing(0);
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
