import { inRange } from './cells.ts';
import { labelRegions, largestRegion, neighbour, type HexGrid } from './hexGrid.ts';
import { HILLS, OPEN_TO_EVERY_UNIT, SAFE_TERRAIN, WATER, clashes } from './terrainCodes.ts';

// Every unit type must be able to ride from any start to any other. Land only some units may enter
// (Mountains: no mounted units) can wall a valley off; a pass is the shortest line of such hexes turned
// into terrain everyone may enter (Hills through a range), never into a forbidden pair.

/** Areas shut off from the rest by ranges are joined by a pass from this size; smaller pockets get no start. */
function minPocket(grid: HexGrid): number {
  return Math.max(12, Math.round(grid.size * 0.002));
}

/** Terrains a pass may be cut in, best first: Hills look like a pass; the safe terrain borders anything. */
const PASS_TERRAINS = [HILLS, SAFE_TERRAIN].filter((code) => OPEN_TO_EVERY_UNIT[code] === 1);
if (PASS_TERRAINS.length === 0) throw new Error('mapgen: no pass terrain every unit may enter');

/** The areas every unit may cross (within `land` when given): a label per hex, -1 elsewhere. */
export function openAreas(grid: HexGrid, codes: Uint8Array, land: Uint8Array | null = null): { label: Int32Array; sizes: number[] } {
  return labelRegions(grid, (i) => OPEN_TO_EVERY_UNIT[inRange(codes[i])] === 1 && (land === null || land[i] === 1));
}

/**
 * Joins every sizeable area of the main land that ranges shut off to the largest one, each by the pass
 * that cuts fewest hexes. Returns 1 for each hex of the joined area: where starts may go.
 */
export function openMainLand(grid: HexGrid, codes: Uint8Array, main: Uint8Array): Uint8Array {
  const given = new Set<number>();
  for (;;) {
    const { label, sizes } = openAreas(grid, codes, main);
    const largest = largestRegion(sizes);
    // The largest pocket not yet given up on (the first of equals).
    let pocket = -1;
    let pocketSize = 0;
    for (const [id, size] of sizes.entries()) {
      if (id !== largest && size >= minPocket(grid) && !given.has(label.indexOf(id)) && (pocket < 0 || size > pocketSize)) {
        pocket = id;
        pocketSize = size;
      }
    }
    if (pocket < 0) return Uint8Array.from(label, (id) => (id === largest && sizes.length > 0 ? 1 : 0));
    const pass = cheapestPass(grid, codes, label, pocket, largest, null);
    if (pass) cutPass(grid, codes, pass);
    else given.add(label.indexOf(pocket));
  }
}

/**
 * Makes sure every start can be reached from the first by every unit type, cutting passes where a range
 * (laid late, by a home region or a missing terrain) parts them; hexes in `spare` are cut only when no
 * other way exists. False when only water lies between (never on one landmass).
 */
export function linkStarts(grid: HexGrid, codes: Uint8Array, starts: readonly number[], spare: Uint8Array): boolean {
  const [first] = starts;
  if (first === undefined) return true;
  for (;;) {
    const { label } = openAreas(grid, codes);
    const from = inRange(label[first]);
    const apart = starts.find((s) => label[s] !== from);
    if (apart === undefined) return true;
    const to = inRange(label[apart]);
    if (to === -1 || from === -1) return false;
    const pass = cheapestPass(grid, codes, label, from, to, spare) ?? cheapestPass(grid, codes, label, from, to, null);
    if (!pass) return false;
    cutPass(grid, codes, pass);
  }
}

/**
 * The hexes a pass must cut to join area `from` to area `to` with the fewest cut: a breadth-first search
 * over land in layers of equal cost, open hexes free, closed ones one each (never those in `spare`); null
 * when no way over land exists. A hex's cost is final when first set, as each layer is done before the next.
 */
function cheapestPass(grid: HexGrid, codes: Uint8Array, label: Int32Array, from: number, to: number, spare: Uint8Array | null): number[] | null {
  const cost = new Int32Array(grid.size).fill(-1);
  const cameFrom = new Int32Array(grid.size).fill(-1);
  let layer: number[] = [];
  for (let i = 0; i < grid.size; i++) {
    if (label[i] === from) {
      cost[i] = 0;
      layer.push(i);
    }
  }
  for (let c = 0; layer.length > 0; c++) {
    const next: number[] = [];
    // Open hexes found join the layer being walked: for…of goes on to what is pushed while it runs.
    for (const here of layer) {
      if (label[here] === to) return passBack(codes, cameFrom, here);
      for (let k = 0; k < 6; k++) {
        const j = neighbour(grid, here, k);
        if (j < 0 || cost[j] !== -1 || codes[j] === WATER) continue;
        const open = OPEN_TO_EVERY_UNIT[inRange(codes[j])] === 1;
        if (!open && spare !== null && spare[j]) continue;
        cost[j] = open ? c : c + 1;
        cameFrom[j] = here;
        (open ? layer : next).push(j);
      }
    }
    layer = next;
  }
  return null;
}

function passBack(codes: Uint8Array, cameFrom: Int32Array, end: number): number[] {
  const pass: number[] = [];
  for (let hex = end; hex >= 0; hex = inRange(cameFrom[hex])) if (!OPEN_TO_EVERY_UNIT[inRange(codes[hex])]) pass.push(hex);
  return pass;
}

/** Turns each hex of the pass into the first pass terrain that clashes with none of its neighbours. */
function cutPass(grid: HexGrid, codes: Uint8Array, pass: readonly number[]): void {
  for (const i of pass) {
    codes[i] = PASS_TERRAINS.find((code) => !clashesAround(grid, codes, i, code)) ?? SAFE_TERRAIN;
  }
}

function clashesAround(grid: HexGrid, codes: Uint8Array, i: number, code: number): boolean {
  for (let k = 0; k < 6; k++) {
    const j = neighbour(grid, i, k);
    if (j >= 0 && clashes(code, inRange(codes[j]))) return true;
  }
  return false;
}
