import { HOME_TERRAIN_RADIUS } from '../rules/index.ts';
import { affinity, type Climate } from './climate.ts';
import { inRange } from './cells.ts';
import { indexDistance, neighbour, type HexGrid } from './hexGrid.ts';
import { HOME_REGION_FROM, HOME_REGION_RADIUS } from './homeRegions.ts';
import { plantHex } from './repairForbidden.ts';
import { TERRAIN_COUNT, WATER } from './terrainCodes.ts';

/** Maps of at least this many hexes (32×32) hold every terrain [issue 4]. */
export const EVERY_TERRAIN_FROM = 32 * 32;

/**
 * Planted patches (a hex, its neighbours and their clearing, two hexes out) keep this far from starts, so
 * they never touch the home terrain near a start: within 2 on small maps, within its home region on big ones.
 */
function keepOffStarts(grid: HexGrid): number {
  return (grid.size >= HOME_REGION_FROM ? HOME_REGION_RADIUS : HOME_TERRAIN_RADIUS) + 3;
}

/**
 * Where the climate left a terrain out (a map without a hot dry corner, say), plants a small patch of it at
 * the hex the climate likes best for it: the coldest for Tundra, the hottest and driest for Desert, and so on.
 */
export function ensureEveryTerrain(grid: HexGrid, codes: Uint8Array, climate: Climate, main: Uint8Array, starts: readonly number[] = []): void {
  if (grid.size < EVERY_TERRAIN_FROM) return;
  for (let round = 0; round < 3; round++) {
    const present = new Uint8Array(TERRAIN_COUNT);
    for (let i = 0; i < grid.size; i++) present[inRange(codes[i])] = 1;
    if (present.every((p) => p === 1)) return;
    for (let code = 0; code < TERRAIN_COUNT; code++) {
      if (present[code]) continue;
      const spot = bestSpot(grid, codes, climate, main, starts, code);
      if (spot < 0) continue;
      if (code === WATER) {
        // A one-hex lake amid land: its six neighbours still join round it, so no land is cut off.
        codes[spot] = WATER;
        main[spot] = 0;
        continue;
      }
      plantHex(grid, codes, spot, code);
      for (let k = 0; k < 6; k++) {
        const j = neighbour(grid, spot, k);
        if (j >= 0 && codes[j] !== WATER) plantHex(grid, codes, j, code);
      }
    }
  }
}

function bestSpot(grid: HexGrid, codes: Uint8Array, climate: Climate, main: Uint8Array, starts: readonly number[], code: number): number {
  let best = -1;
  let bestScore = -Infinity;
  for (let i = 0; i < grid.size; i++) {
    if (!main[i] || starts.some((s) => indexDistance(grid, s, i) < keepOffStarts(grid))) continue;
    if (code === WATER && !landAllRound(grid, codes, i)) continue;
    const score = affinity(climate, code, i);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}

function landAllRound(grid: HexGrid, codes: Uint8Array, i: number): boolean {
  for (let k = 0; k < 6; k++) {
    const j = neighbour(grid, i, k);
    if (j < 0 || codes[j] === WATER) return false;
  }
  return codes[i] !== WATER;
}
