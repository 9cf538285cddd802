import { inRange } from './cells.ts';
import { neighbour, type HexGrid } from './hexGrid.ts';
import { SAFE_TERRAIN, WATER, clashes } from './terrainCodes.ts';

/**
 * Removes every forbidden pair: a hex that clashes with a neighbour becomes the safe terrain (Grasslands),
 * a strip of steppe between desert and forest, or between tundra and marsh. The safe terrain clashes with
 * nothing, so a change never makes a new pair and one pass is enough.
 */
export function repairForbidden(grid: HexGrid, codes: Uint8Array): void {
  for (let i = 0; i < grid.size; i++) {
    const own = inRange(codes[i]);
    for (let k = 0; k < 6; k++) {
      const j = neighbour(grid, i, k);
      if (j >= 0 && clashes(own, inRange(codes[j]))) {
        codes[i] = SAFE_TERRAIN;
        break;
      }
    }
  }
}

/** The hexes that planting `code` at `hex` would turn into the safe terrain (its clashing neighbours). */
export function clearingFor(grid: HexGrid, codes: Uint8Array, hex: number, code: number): number[] {
  const cleared: number[] = [];
  for (let k = 0; k < 6; k++) {
    const j = neighbour(grid, hex, k);
    if (j >= 0 && clashes(code, inRange(codes[j]))) cleared.push(j);
  }
  return cleared;
}

/** Sets a land hex to `code` and clears its clashing neighbours, so no forbidden pair appears. */
export function plantHex(grid: HexGrid, codes: Uint8Array, hex: number, code: number): void {
  if (codes[hex] === WATER) return;
  for (const j of clearingFor(grid, codes, hex, code)) codes[j] = SAFE_TERRAIN;
  codes[hex] = code;
}
