// Hexes on an integer lattice, so paths need no decimals: x counts half hex widths, y quarter hex
// heights (half the radius). A hex (col, row) is centred at (2·col + 1 + row%2, 3·row + 2) and its
// corners, clockwise from the top, sit at (0,-2) (1,-1) (1,1) (0,2) (-1,1) (-1,-1) from the centre.
// The page draws the lattice scaled by X_SCALE across, which makes the hexes regular.
import { TERRAIN_IDS, neighbourTable, type GameMap, type TerrainId } from '../../../rules/index.ts';

/** Lattice x unit in drawing units when the lattice y unit is 1 (radius 2): half a hex width, √3. */
export const X_SCALE = Math.sqrt(3);

export function latticeX(col: number, row: number): number {
  return 2 * col + 1 + (row & 1);
}
export function latticeY(row: number): number {
  return 3 * row + 2;
}

/** Lattice size of the whole map: the odd rows stick out half a hex on the right. */
export function latticeSize(map: Pick<GameMap, 'width' | 'height'>): { width: number; height: number } {
  return { width: 2 * map.width + (map.height > 1 ? 1 : 0), height: 3 * map.height + 1 };
}

const CORNERS: readonly (readonly [x: number, y: number])[] = [
  [0, -2],
  [1, -1],
  [1, 1],
  [0, 2],
  [-1, 1],
  [-1, -1],
];
// Edge d runs from corner d to corner d + 1 and faces neighbour d (NE, E, SE, SW, W, NW as in the rules).
const EDGES = CORNERS.map(([fx, fy], d) => {
  const [tx, ty] = CORNERS[(d + 1) % 6] ?? [0, 0];
  return [fx, fy, tx, ty] as const;
});
const STEP = ['1 1', '0 2', '-1 1', '-1-1', '0-2', '1-1'] as const;

/**
 * One SVG path per terrain on the map: the outlines of its regions, each a loop along the edges where it
 * meets another terrain or the map's border. Edges go clockwise round every hex, so the loops round a lake
 * inside a forest run the other way and the nonzero rule leaves the lake unfilled. Cost grows with the
 * length of the borders, not the number of hexes.
 */
export function terrainOutlines(map: GameMap): Map<TerrainId, string> {
  const codes = new Uint8Array(map.width * map.height);
  map.terrain.forEach((t, i) => {
    codes[i] = Math.max(0, TERRAIN_IDS.indexOf(t));
  });
  const table = neighbourTable(map);
  const size = latticeSize(map);
  const stride = size.width + 1;
  // next[corner] = (edge direction << 24 | corner reached) + 1 for the terrain being traced, 0 = none.
  // A 256×256 map has ~400,000 corners, far below 2^24.
  const next = new Int32Array(stride * (size.height + 1));
  const paths = new Map<TerrainId, string>();
  TERRAIN_IDS.forEach((terrain, code) => {
    const starts: number[] = [];
    for (let i = 0; i < codes.length; i++) {
      if (codes[i] !== code) continue;
      const row = (i / map.width) | 0;
      const x = latticeX(i - row * map.width, row);
      const y = latticeY(row);
      for (const [d, [fx, fy, tx, ty]] of EDGES.entries()) {
        const j = table[i * 6 + d] ?? -1;
        if (j >= 0 && codes[j] === code) continue;
        const from = (y + fy) * stride + x + fx;
        next[from] = ((d << 24) | ((y + ty) * stride + x + tx)) + 1;
        starts.push(from);
      }
    }
    if (starts.length > 0) paths.set(terrain, traceLoops(next, starts, stride));
  });
  return paths;
}

/** Follows the edges recorded in `next` from each start into closed loops, clearing them as it goes. */
function traceLoops(next: Int32Array, starts: readonly number[], stride: number): string {
  const parts: string[] = [];
  for (const start of starts) {
    if (next[start] === 0) continue;
    parts.push(`M${start % stride} ${(start / stride) | 0}l`);
    let at = start;
    let first = true;
    for (let link = next[at] ?? 0; link !== 0; link = next[at] ?? 0) {
      next[at] = 0;
      at = (link - 1) & 0xffffff;
      // The closing edge is left to z. A step starting with '-' needs no separator from the one before.
      if (at === start) break;
      const step = STEP[(link - 1) >> 24] ?? '';
      parts.push(first || step.startsWith('-') ? step : ` ${step}`);
      first = false;
    }
    parts.push('z');
  }
  return parts.join('');
}

/** The outline of the whole map, for clipping what is drawn over it: a zigzag top and bottom. */
export function mapOutline(map: Pick<GameMap, 'width' | 'height'>): string {
  const points: string[] = [];
  const { width, height } = map;
  for (let col = 0; col < width; col++) points.push(`${2 * col} 1 ${2 * col + 1} 0`);
  points.push(`${2 * width} 1`);
  // Right side: down each row, stepping out for odd rows and back for even ones.
  for (let row = 0; row < height; row++) {
    const x = latticeX(width - 1, row) + 1;
    const y = latticeY(row);
    points.push(`${x} ${y - 1} ${x} ${y + 1}`);
  }
  const lastY = latticeY(height - 1);
  const shift = (height - 1) & 1;
  for (let col = width - 1; col >= 0; col--) points.push(`${2 * col + 1 + shift} ${lastY + 2} ${2 * col + shift} ${lastY + 1}`);
  for (let row = height - 1; row >= 0; row--) {
    const x = latticeX(0, row) - 1;
    const y = latticeY(row);
    points.push(`${x} ${y + 1} ${x} ${y - 1}`);
  }
  return `M${points.join(' ')}z`;
}
