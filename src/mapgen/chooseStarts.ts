import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { HOME_TERRAIN_RADIUS, RACES, TERRAIN, TERRAIN_IDS, type RaceId } from '../rules/index.ts';
import { hexesWithin, indexDistance, type HexGrid } from './hexGrid.ts';
import { mixSeed } from './noise.ts';
import { clearingFor, plantHex } from './repairForbidden.ts';
import { MOUNTAINS, WATER, codeOf } from './terrainCodes.ts';

/** Starts are at least this far apart, so no two Keeps' opening units touch [house]. */
export const MIN_START_SEPARATION = 4;
/** A start needs this many neighbours a mounted unit may enter: the Keep's three units and one spare. */
const ROOM_AROUND_KEEP = 4;
/** Farthest-point sampling is run from this many random first starts; the fairest result is kept. */
const SPREAD_TRIALS = 12;
/** Rounds of relaxation after the spread (see relax). */
const RELAX_ROUNDS = 4;
/** Candidates for the spread are thinned to about this many on big maps: plenty to choose from. */
const MAX_CANDIDATES = 2500;

/** How far round a spread spot the race assignment looks for home terrain. */
const LOOK_FOR_HOME = 10;

type Failure = { readonly error: string };

/**
 * One start hex per race: spread fairly (roughly equal distances between neighbours), on the main land so
 * all reach each other on foot, with room for the Keep's units, and each within HOME_TERRAIN_RADIUS of
 * its race's home terrain [seed] — moved a little towards it, or given a small patch of it when none is near.
 */
export function chooseStarts(grid: HexGrid, codes: Uint8Array, main: Uint8Array, races: readonly RaceId[], seed: number): number[] | Failure {
  if (races.length === 0) return [];
  const roomy = (i: number) => main[i] === 1 && hasRoom(grid, codes, i);
  const spread = spreadStarts(grid, codes, roomy, races.length, seed);
  if ('error' in spread) return spread;

  // Each race takes the free spot nearest its home terrain (looked for within a few hexes).
  const free = [...spread.starts];
  const starts = races.map((race) => {
    const home = codeOf(RACES[race].homeTerrain);
    const far = (i: number) => nearestWithin(grid, codes, i, home, LOOK_FOR_HOME);
    const pick = free.reduce((best, i) => (far(i) < far(best) ? i : best));
    free.splice(free.indexOf(pick), 1);
    return pick;
  });

  const nudge = Math.min(6, Math.max(2, Math.floor(spread.closest / 4)));
  for (let p = 0; p < races.length; p++) {
    const home = codeOf(RACES[races[p]!].homeTerrain);
    if (homeWithin(grid, codes, starts[p]!, home)) continue;
    const apart = (i: number) => starts.every((s, q) => q === p || indexDistance(grid, s, i) >= MIN_START_SEPARATION);
    const moved = hexesWithin(grid, starts[p]!, nudge)
      .filter((i) => roomy(i) && apart(i) && homeWithin(grid, codes, i, home))
      .reduce((best, i) => (best < 0 || indexDistance(grid, starts[p]!, i) < indexDistance(grid, starts[p]!, best) ? i : best), -1);
    if (moved >= 0) starts[p] = moved;
    else if (!plantHome(grid, codes, starts, p, home)) {
      return { error: `no room to start the ${RACES[races[p]!].name} near ${TERRAIN[TERRAIN_IDS[home]!].name} on this map: try another seed or a larger map` };
    }
  }
  return starts;
}

/** Whether a start hex is land a Keep may stand on with room for three units (mounted ones included). */
export function hasRoom(grid: HexGrid, codes: Uint8Array, i: number): boolean {
  if (codes[i] === WATER || codes[i] === MOUNTAINS) return false;
  let room = 0;
  for (let k = 0; k < 6; k++) {
    const j = grid.next[i * 6 + k]!;
    if (j >= 0 && codes[j] !== WATER && codes[j] !== MOUNTAINS) room++;
  }
  return room >= ROOM_AROUND_KEEP;
}

/** Hexes from `at` to the nearest `code` within `radius`, or Infinity. */
function nearestWithin(grid: HexGrid, codes: Uint8Array, at: number, code: number, radius: number): number {
  let nearest = Infinity;
  for (const i of hexesWithin(grid, at, radius)) if (codes[i] === code) nearest = Math.min(nearest, indexDistance(grid, at, i));
  return nearest;
}

export function homeWithin(grid: HexGrid, codes: Uint8Array, at: number, home: number): boolean {
  return hexesWithin(grid, at, HOME_TERRAIN_RADIUS).some((i) => codes[i] === home);
}

/**
 * Farthest-point sampling: from a random first start, each next start is the candidate farthest from those
 * chosen. Among several runs, the fairest wins: the largest nearest-rival distance, minus half the gap
 * between the best- and worst-placed player's nearest rival.
 */
function spreadStarts(grid: HexGrid, codes: Uint8Array, roomy: (i: number) => boolean, count: number, seed: number): { starts: number[]; closest: number } | Failure {
  let pool: number[] = [];
  for (let i = 0; i < grid.size; i++) if (roomy(i)) pool.push(i);
  const stride = Math.ceil(pool.length / MAX_CANDIDATES);
  if (stride > 1) pool = pool.filter((_, k) => k % stride === 0);
  const rng = xoroshiro128plus(mixSeed(seed, 53));
  let best: { starts: number[]; closest: number; score: number } | null = null;
  let mostPlaced = 0;
  const nearest = new Int32Array(pool.length);
  for (let trial = 0; trial < SPREAD_TRIALS && pool.length > 0; trial++) {
    const chosen = [pool[uniformInt(rng, 0, pool.length - 1)]!];
    for (let k = 0; k < pool.length; k++) nearest[k] = indexDistance(grid, chosen[0]!, pool[k]!);
    while (chosen.length < count) {
      let far = 0;
      for (let k = 1; k < pool.length; k++) if (nearest[k]! > nearest[far]!) far = k;
      if (nearest[far]! < MIN_START_SEPARATION) break;
      const next = pool[far]!;
      chosen.push(next);
      for (let k = 0; k < pool.length; k++) nearest[k] = Math.min(nearest[k]!, indexDistance(grid, next, pool[k]!));
    }
    mostPlaced = Math.max(mostPlaced, chosen.length);
    if (chosen.length < count) continue;
    relax(grid, pool, chosen);
    const rivals = chosen.map((a) => Math.min(...chosen.filter((b) => b !== a).map((b) => indexDistance(grid, a, b))));
    const closest = Math.min(...rivals);
    const score = closest - 0.5 * (Math.max(...rivals) - closest);
    if (!best || score > best.score) best = { starts: chosen, closest, score };
  }
  if (!best) {
    return {
      error: `a ${grid.width}×${grid.height} map has room for ${mostPlaced} start${mostPlaced === 1 ? '' : 's'} ${MIN_START_SEPARATION} or more hexes apart, not ${count}: try a larger map or fewer players`,
    };
  }
  return best;
}

/** Where a hex's centre lies, in hex widths (odd rows half a hex right). */
function centreX(grid: HexGrid, i: number): number {
  const row = (i / grid.width) | 0;
  return i - row * grid.width + (row & 1) * 0.5;
}
function centreY(grid: HexGrid, i: number): number {
  return ((i / grid.width) | 0) * ROW_HEIGHT;
}
const ROW_HEIGHT = Math.sqrt(3) / 2;

/**
 * A few rounds of Lloyd relaxation: each start moves to the candidate nearest the centre of the land
 * nearest to it. Farthest-point sampling alone pushes starts onto the outer coasts; this gives each player
 * a similar share of the land round them. A round that would bring two starts too close is not taken.
 */
function relax(grid: HexGrid, pool: readonly number[], starts: number[]): void {
  const n = starts.length;
  const sumX = new Float64Array(n);
  const sumY = new Float64Array(n);
  const weight = new Int32Array(n);
  for (let round = 0; round < RELAX_ROUNDS; round++) {
    sumX.fill(0);
    sumY.fill(0);
    weight.fill(0);
    for (const i of pool) {
      let owner = 0;
      let nearest = Infinity;
      for (let s = 0; s < n; s++) {
        const d = indexDistance(grid, starts[s]!, i);
        if (d < nearest) {
          nearest = d;
          owner = s;
        }
      }
      sumX[owner]! += centreX(grid, i);
      sumY[owner]! += centreY(grid, i);
      weight[owner]!++;
    }
    const moved = starts.map((start, s) => {
      if (weight[s] === 0) return start;
      const cx = sumX[s]! / weight[s]!;
      const cy = sumY[s]! / weight[s]!;
      let best = start;
      let bestD = Infinity;
      for (const i of pool) {
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
    starts.splice(0, n, ...moved);
  }
}

/**
 * Lays a patch of home terrain two hexes from the start (never next to it, so Mountains do not take the
 * Keep's room), where neither the patch nor the strip it clears comes within reach of another start.
 */
function plantHome(grid: HexGrid, codes: Uint8Array, starts: readonly number[], p: number, home: number): boolean {
  const start = starts[p]!;
  const clearOfOthers = (i: number) => starts.every((s, q) => q === p || indexDistance(grid, s, i) > HOME_TERRAIN_RADIUS);
  const fits = (i: number) =>
    codes[i] !== WATER && indexDistance(grid, start, i) >= 2 && clearOfOthers(i) && clearingFor(grid, codes, i, home).every(clearOfOthers);
  const ring = hexesWithin(grid, start, HOME_TERRAIN_RADIUS).filter((i) => indexDistance(grid, start, i) === HOME_TERRAIN_RADIUS && fits(i));
  if (ring.length === 0) return false;
  const at = ring.reduce((best, i) => (clearingFor(grid, codes, i, home).length < clearingFor(grid, codes, best, home).length ? i : best));
  plantHex(grid, codes, at, home);
  // Two more hexes beside it, so it reads as a patch rather than a speck.
  let grown = 0;
  for (let k = 0; k < 6 && grown < 2; k++) {
    const j = grid.next[at * 6 + k]!;
    if (j >= 0 && codes[j] !== home && fits(j)) {
      plantHex(grid, codes, j, home);
      grown++;
    }
  }
  return true;
}
