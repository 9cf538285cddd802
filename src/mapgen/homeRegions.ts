import { HOME_TERRAIN_RADIUS } from '../rules/index.ts';
import { diskOffsets, hexesWithin, indexDistance, neighbour, type HexGrid } from './hexGrid.ts';
import { clearingFor, plantHex } from './repairForbidden.ts';
import { OPEN_TO_EVERY_UNIT, WATER } from './terrainCodes.ts';

// A start's home region: the largest patch of its race's home terrain within HOME_REGION_RADIUS of the
// start whose hexes join each other through home hexes inside that radius (a ridge that only meets the
// patch out of sight does not count). On maps of 64×48 hexes and up it must hold HOME_REGION_HEXES.

export const HOME_REGION_RADIUS = 3;
export const HOME_REGION_HEXES = 12;
/** Maps of at least this many hexes (64×48) give every start a real home region. */
export const HOME_REGION_FROM = 64 * 48;
/** Below that, a start whose home terrain is far away is given a patch this big (it reads as a patch, not a speck). */
const SMALL_PATCH = 3;

/** Home-region hexes each start must have on this map: one (the rules' minimum) on small maps. */
export function homeRegionWanted(grid: HexGrid): number {
  return grid.size >= HOME_REGION_FROM ? HOME_REGION_HEXES : 1;
}

/**
 * The hexes of the largest home-terrain patch within HOME_REGION_RADIUS of a hex, joined inside that
 * radius. Made once per map: it is asked of thousands of candidate starts, so it marks hexes with a number
 * per question instead of building sets, and walks the disk by fixed offsets.
 */
export function patchFinder(grid: HexGrid): (codes: Uint8Array, at: number, home: number) => number[] {
  const homeInDisk = new Int32Array(grid.size);
  const seen = new Int32Array(grid.size);
  const disk: number[] = [];
  let question = 0;
  return (codes, at, home) => {
    question++;
    disk.length = 0;
    const row = (at / grid.width) | 0;
    const col = at - row * grid.width;
    for (const [dc, dr] of diskOffsets(HOME_REGION_RADIUS, row)) {
      const c = col + dc;
      const r = row + dr;
      if (c < 0 || r < 0 || c >= grid.width || r >= grid.height) continue;
      const i = r * grid.width + c;
      if (codes[i] !== home) continue;
      homeInDisk[i] = question;
      disk.push(i);
    }
    let largest: number[] = [];
    for (const first of disk) {
      if (seen[first] === question) continue;
      seen[first] = question;
      const patch = [first];
      // Breadth-first: for…of goes on to the hexes pushed while it runs.
      for (const here of patch) {
        for (let k = 0; k < 6; k++) {
          const j = neighbour(grid, here, k);
          if (j >= 0 && homeInDisk[j] === question && seen[j] !== question) {
            seen[j] = question;
            patch.push(j);
          }
        }
      }
      if (patch.length > largest.length) largest = patch;
    }
    return largest;
  };
}

/**
 * Swells the home terrain round start `p` until its home region has `wanted` hexes (at least a small
 * patch), one within HOME_TERRAIN_RADIUS: from the largest patch already there, or else from the hex two
 * away the climate favours most, each step taking the neighbouring hex `favour` rates highest, so the
 * region spreads the way the fields run rather than as a laid shape. Never touches another start's home
 * hexes near it, a start hex, or (for terrain some units may not enter, like Mountains) the room round a
 * Keep. False when there is no room for it.
 */
export function growHomeRegion(
  grid: HexGrid,
  codes: Uint8Array,
  starts: readonly number[],
  homes: readonly number[],
  p: number,
  wanted: number,
  favour: (i: number) => number,
): boolean {
  const [start, home] = startAndHome(starts, homes, p);
  const target = wanted > 1 ? wanted : SMALL_PATCH;
  const near = (i: number) => indexDistance(grid, start, i) <= HOME_TERRAIN_RADIUS;
  const disk = hexesWithin(grid, start, HOME_REGION_RADIUS);
  const patch = new Set(patchFinder(grid)(codes, start, home));
  // Already enough, by the rules' test (home terrain within 2) and the region's size.
  if (patch.size >= wanted && disk.some((i) => codes[i] === home && near(i))) return true;
  const kept = (i: number) =>
    starts.some(
      (s, q) =>
        s === i ||
        (q !== p && codes[i] === homes[q] && indexDistance(grid, s, i) <= HOME_REGION_RADIUS) ||
        (!OPEN_TO_EVERY_UNIT[home] && indexDistance(grid, s, i) <= 1),
    );
  const mayTake = (i: number) => codes[i] !== WATER && codes[i] !== home && !kept(i) && clearingFor(grid, codes, i, home).every((j) => !kept(j));
  let reachesNear = [...patch].some(near);
  while (patch.size < target || !reachesNear) {
    let best = -1;
    let bestScore = -Infinity;
    for (const i of disk) {
      if (patch.has(i) || (patch.size >= target && !near(i))) continue;
      if (patch.size === 0 ? indexDistance(grid, start, i) !== HOME_TERRAIN_RADIUS : !touches(grid, i, patch)) continue;
      // Nearer the start breaks ties (an edited map has no climate to go by).
      const score = favour(i) - indexDistance(grid, start, i) * 1e-6;
      if (score > bestScore && mayTake(i)) {
        best = i;
        bestScore = score;
      }
    }
    if (best < 0) return false;
    plantHex(grid, codes, best, home);
    patch.add(best);
    reachesNear ||= near(best);
  }
  return true;
}

function touches(grid: HexGrid, i: number, patch: ReadonlySet<number>): boolean {
  for (let k = 0; k < 6; k++) {
    const j = neighbour(grid, i, k);
    if (j >= 0 && patch.has(j)) return true;
  }
  return false;
}

/** 1 for each hex of a start's home region (the patch patchFinder finds): what later passes should spare. */
export function homeRegionHexes(grid: HexGrid, codes: Uint8Array, starts: readonly number[], homes: readonly number[]): Uint8Array {
  const spare = new Uint8Array(grid.size);
  const patchOf = patchFinder(grid);
  for (let p = 0; p < starts.length; p++) {
    const [start, home] = startAndHome(starts, homes, p);
    for (const i of patchOf(codes, start, home)) spare[i] = 1;
  }
  return spare;
}

/** Start `p` and its home terrain: the two lists run in step, one entry per race. */
function startAndHome(starts: readonly number[], homes: readonly number[], p: number): [start: number, home: number] {
  const start = starts[p];
  const home = homes[p];
  if (start === undefined || home === undefined) throw new RangeError(`mapgen: no start ${p} with a home terrain`);
  return [start, home];
}
