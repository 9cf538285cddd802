import type { HexGrid } from './hexGrid.ts';
import { SAFE_TERRAIN, WATER, clashes } from './terrainCodes.ts';

/**
 * Removes every forbidden pair: a hex that clashes with a neighbour becomes the safe terrain (Grasslands),
 * a strip of steppe between desert and forest, or between tundra and marsh. The safe terrain clashes with
 * nothing, so a change never makes a new pair and one pass is enough.
 */
export function repairForbidden(grid: HexGrid, codes: Uint8Array): void {
  for (let i = 0; i < grid.size; i++) {
    const own = codes[i]!;
    for (let k = 0; k < 6; k++) {
      const j = grid.next[i * 6 + k]!;
      if (j >= 0 && clashes(own, codes[j]!)) {
        codes[i] = SAFE_TERRAIN;
        break;
      }
    }
  }
}

/** The hexes that planting `code` at `at` would turn into the safe terrain (its clashing neighbours). */
export function clearingFor(grid: HexGrid, codes: Uint8Array, at: number, code: number): number[] {
  const cleared: number[] = [];
  for (let k = 0; k < 6; k++) {
    const j = grid.next[at * 6 + k]!;
    if (j >= 0 && clashes(code, codes[j]!)) cleared.push(j);
  }
  return cleared;
}

/** Sets a land hex to `code` and clears its clashing neighbours, so no forbidden pair appears. */
export function plantHex(grid: HexGrid, codes: Uint8Array, at: number, code: number): void {
  if (codes[at] === WATER) return;
  for (const j of clearingFor(grid, codes, at, code)) codes[j] = SAFE_TERRAIN;
  codes[at] = code;
}
