import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { HEX_ROW_HEIGHT, rowShift } from '../rules/index.ts';
import { inRange } from './cells.ts';
import { indexDistance, type HexGrid } from './hexGrid.ts';
import { mixSeed } from './noise.ts';

/** Starts are at least this far apart, so no two Keeps' opening units touch [house]. */
export const MIN_START_SEPARATION = 4;
/** Farthest-point sampling is run this many times, from random first starts in random order; the fairest is kept. */
const SPREAD_TRIALS = 12;
/** Rounds of relaxation after the spread (see relax). */
const RELAX_ROUNDS = 4;
/** Relaxation shares out about this many of the candidates: enough to find the centre of each share. */
const RELAX_SAMPLE = 1200;

export interface StartPools {
  /** Every candidate start: the land shared out between the players. */
  readonly all: readonly number[];
  /** For each start, the candidates where its race already has its home region (may be empty). */
  readonly fitting: readonly (readonly number[])[];
  /** Candidates with room to grow a home region round them, for a race with no fitting spot left. */
  readonly growable: readonly number[];
}

interface Sample {
  readonly starts: number[];
  /** Which starts are not on a fitting spot, so need their home region grown. */
  readonly grow: boolean[];
  /** How many starts found room (the rest are -1). */
  readonly placed: number;
}

type Failure = { readonly error: string };

/**
 * Farthest-point sampling, race by race: each next start is the candidate of its own race's pool farthest
 * from those chosen (a start whose pool is crowded out takes a growable spot instead), then relaxed. Of
 * several runs the best wins: the largest nearest-rival distance, minus half the gap between the best- and
 * worst-placed player's nearest rival, minus a share of it for every home region that must be grown.
 * When no run fits every start, the pools are ignored (every start grows) before giving up.
 */
export function spreadStarts(grid: HexGrid, pools: StartPools, count: number, seed: number): number[] | Failure {
  const rng = xoroshiro128plus(mixSeed(seed, 53));
  let mostPlaced = 0;
  const stride = Math.ceil(pools.all.length / RELAX_SAMPLE);
  const shared = stride > 1 ? pools.all.filter((_, k) => k % stride === 0) : pools.all;
  for (const ownPools of [pools, { ...pools, fitting: pools.fitting.map(() => []), growable: [] }]) {
    let best: { starts: number[]; score: number } | null = null;
    for (let trial = 0; trial < SPREAD_TRIALS && pools.all.length > 0; trial++) {
      const spread = sample(grid, ownPools, count, rng);
      mostPlaced = Math.max(mostPlaced, spread.placed);
      if (spread.placed < count) continue;
      relax(grid, shared, spread.starts, (s) => poolFor(ownPools, spread.grow, s));
      const score = fairness(grid, spread.starts, spread.grow);
      if (!best || score > best.score) best = { starts: spread.starts, score };
    }
    if (best) return best.starts;
  }
  return {
    error: `a ${grid.width}×${grid.height} map has room for ${mostPlaced} start${mostPlaced === 1 ? '' : 's'} ${MIN_START_SEPARATION} or more hexes apart, not ${count}: try a larger map or fewer players`,
  };
}

function poolFor(pools: StartPools, grow: readonly boolean[], s: number): readonly number[] {
  if (!grow[s]) return fittingFor(pools, s);
  return pools.growable.length > 0 ? pools.growable : pools.all;
}

/** Start s's fitting spots: there is a list for every start. */
function fittingFor(pools: StartPools, s: number): readonly number[] {
  const fitting = pools.fitting[s];
  if (!fitting) throw new RangeError(`mapgen: no fitting spots listed for start ${s}`);
  return fitting;
}

/** One run of farthest-point sampling, the starts taken in a random order. */
function sample(grid: HexGrid, pools: StartPools, count: number, rng: RandomGenerator): Sample {
  const order = Int32Array.from({ length: count }, (_, s) => s);
  for (let k = count - 1; k > 0; k--) {
    const swap = uniformInt(rng, 0, k);
    const taken = inRange(order[swap]);
    order[swap] = inRange(order[k]);
    order[k] = taken;
  }
  const starts = new Array<number>(count).fill(-1);
  const grow = new Array<boolean>(count).fill(false);
  const chosen: number[] = [];
  for (const s of order) {
    let pick = farthest(grid, fittingFor(pools, s), chosen, rng);
    if (pick < 0) {
      grow[s] = true;
      pick = farthest(grid, poolFor(pools, grow, s), chosen, rng);
      if (pick < 0 && pools.growable.length > 0) pick = farthest(grid, pools.all, chosen, rng);
    }
    if (pick < 0) return { starts, grow, placed: chosen.length };
    starts[s] = pick;
    chosen.push(pick);
  }
  return { starts, grow, placed: count };
}

/** The candidate farthest from every chosen start (a random one for the first), or -1 when all are too close. */
function farthest(grid: HexGrid, pool: readonly number[], chosen: readonly number[], rng: RandomGenerator): number {
  if (pool.length === 0) return -1;
  if (chosen.length === 0) {
    const first = pool[uniformInt(rng, 0, pool.length - 1)];
    if (first === undefined) throw new RangeError('mapgen: a random pick fell outside its pool');
    return first;
  }
  let best = -1;
  let bestGap = MIN_START_SEPARATION - 1;
  for (const i of pool) {
    let gap = Infinity;
    for (const c of chosen) gap = Math.min(gap, indexDistance(grid, c, i));
    if (gap > bestGap) {
      bestGap = gap;
      best = i;
    }
  }
  return best;
}

function fairness(grid: HexGrid, starts: readonly number[], grow: readonly boolean[]): number {
  const rivals = starts.map((a, s) => Math.min(...starts.filter((_, t) => t !== s).map((b) => indexDistance(grid, a, b))));
  const closest = Math.min(...rivals);
  const grown = grow.filter(Boolean).length;
  return closest - 0.5 * (Math.max(...rivals) - closest) - grown * Math.max(2, closest * 0.25);
}

/** Where a hex's centre lies, in hex widths (odd rows half a hex right). */
function centreX(grid: HexGrid, i: number): number {
  const row = (i / grid.width) | 0;
  return i - row * grid.width + rowShift(row);
}
function centreY(grid: HexGrid, i: number): number {
  return ((i / grid.width) | 0) * HEX_ROW_HEIGHT;
}

/**
 * A few rounds of Lloyd relaxation: each start moves to the candidate of its own pool nearest the centre
 * of the land nearest to it. Farthest-point sampling alone pushes starts onto the outer coasts; this gives
 * each player a similar share of the land round them. A round that would bring two starts too close is
 * not taken.
 */
function relax(grid: HexGrid, land: readonly number[], starts: number[], poolOf: (s: number) => readonly number[]): void {
  for (let round = 0; round < RELAX_ROUNDS; round++) {
    // Each start's share of the land: the sum of its hexes' centres, and how many there are.
    const shares = starts.map((start) => ({ start, x: 0, y: 0, weight: 0 }));
    for (const i of land) {
      // The nearest start owns the hex (the first of equals).
      let owner: (typeof shares)[number] | undefined;
      let nearest = Infinity;
      for (const share of shares) {
        const d = indexDistance(grid, share.start, i);
        if (d < nearest) {
          nearest = d;
          owner = share;
        }
      }
      if (!owner) return; // no starts to share the land between
      owner.x += centreX(grid, i);
      owner.y += centreY(grid, i);
      owner.weight++;
    }
    const moved = shares.map(({ start, x, y, weight }, s) => {
      if (weight === 0) return start;
      const cx = x / weight;
      const cy = y / weight;
      let best = start;
      let bestD = Infinity;
      for (const i of poolOf(s)) {
        const d = (centreX(grid, i) - cx) ** 2 + (centreY(grid, i) - cy) ** 2;
        if (d < bestD) {
          bestD = d;
          best = i;
        }
      }
      return best;
    });
    const apart = moved.every((a, s) => moved.every((b, t) => t <= s || indexDistance(grid, a, b) >= MIN_START_SEPARATION));
    if (!apart) return;
    starts.splice(0, starts.length, ...moved);
  }
}
