import { inRange } from './cells.ts';
import { labelRegions, neighbour, type HexGrid } from './hexGrid.ts';
import { SAFE_TERRAIN, WATER } from './terrainCodes.ts';

/** Connected land regions: label per hex (-1 for water) and the size of each label. */
export function landmasses(grid: HexGrid, codes: Uint8Array): { label: Int32Array; sizes: number[] } {
  return labelRegions(grid, (i) => codes[i] !== WATER);
}

/**
 * Joins big islands to the largest landmass with a short land bridge (the narrowest water crossing
 * becomes Grasslands), so starts placed anywhere on the joined land can reach each other on foot.
 * Small islands, and islands farther out than `maxBridge` hexes, stay islands: no start goes there.
 * Returns 1 for each hex of the joined main land.
 */
export function joinLand(grid: HexGrid, codes: Uint8Array): Uint8Array {
  const minIsland = Math.max(8, Math.round(grid.size * 0.004));
  const maxBridge = Math.max(3, Math.round(Math.min(grid.width, grid.height) / 8));
  const given = new Set<number>();
  for (;;) {
    const { label, sizes } = landmasses(grid, codes);
    const main = sizes.indexOf(Math.max(...sizes, 0));
    // The largest island not yet joined or given up on.
    let island = -1;
    let islandSize = 0;
    for (const [id, size] of sizes.entries()) {
      if (id !== main && size >= minIsland && !given.has(firstHex(label, id)) && (island < 0 || size > islandSize)) {
        island = id;
        islandSize = size;
      }
    }
    if (island < 0 || main < 0) return mainMask(label, main);
    const bridge = crossing(grid, codes, label, island, main, maxBridge);
    if (bridge) for (const i of bridge) codes[i] = SAFE_TERRAIN;
    else given.add(firstHex(label, island));
  }
}

function firstHex(label: Int32Array, id: number): number {
  return label.indexOf(id);
}

function mainMask(label: Int32Array, main: number): Uint8Array {
  const mask = new Uint8Array(label.length);
  for (let i = 0; i < label.length; i++) mask[i] = label[i] === main && main >= 0 ? 1 : 0;
  return mask;
}

/** The water hexes of the shortest crossing from the island to the main land, or null when too long. */
function crossing(grid: HexGrid, codes: Uint8Array, label: Int32Array, island: number, main: number, maxBridge: number): number[] | null {
  const from = new Int32Array(grid.size).fill(-2);
  const steps = new Int32Array(grid.size);
  const queue = new Int32Array(grid.size);
  let tail = 0;
  for (let i = 0; i < grid.size; i++) {
    if (label[i] === island) {
      from[i] = -1;
      queue[tail++] = i;
    }
  }
  for (let head = 0; head < tail; head++) {
    const here = inRange(queue[head]);
    const stepsHere = inRange(steps[here]);
    for (let k = 0; k < 6; k++) {
      const j = neighbour(grid, here, k);
      if (j < 0 || from[j] !== -2) continue;
      if (label[j] === main) {
        const path: number[] = [];
        for (let hex = here; codes[hex] === WATER; hex = inRange(from[hex])) path.push(hex);
        return path.length <= maxBridge ? path : null;
      }
      if (codes[j] !== WATER || stepsHere >= maxBridge) continue;
      from[j] = here;
      steps[j] = stepsHere + 1;
      queue[tail++] = j;
    }
  }
  return null;
}
