import { defineHex, Orientation } from 'honeycomb-grid';
import type { GameMap, HexCoord } from './types.ts';

// The one module of grid arithmetic: the rules, the map generator, the board and the tests use it.
// The game's layout: pointy tops, odd rows shifted right ("odd-r"; honeycomb-grid's default offset, -1).
// Plain arithmetic throughout; test/rules/hexGeometry.test.ts checks it against honeycomb-grid's Grid.

/** The same layout for honeycomb-grid, whose traversers (the editor's line) walk it. */
export const HEX_SETTINGS = { orientation: Orientation.POINTY, offset: -1 } as const;

export class MapHex extends defineHex({ orientation: Orientation.POINTY, origin: 'topLeft' }) {}

/** How far right of column `col`'s line a hex on `row` sits, in hex widths: odd rows half a hex. */
export function rowShift(row: number): number {
  return (row & 1) * 0.5;
}
/** Distance between row centres, in hex widths: fields sampled at hex centres use it so they are not stretched. */
export const HEX_ROW_HEIGHT = Math.sqrt(3) / 2;

/** Cube coordinates: q + r + s = 0. */
export interface CubeCoord {
  readonly q: number;
  readonly r: number;
  readonly s: number;
}

/** The cube column of an offset hex: odd rows sit half a hex right, so each pair of rows shifts q by one. */
export function cubeQ(col: number, row: number): number {
  return col - ((row - (row & 1)) >> 1);
}

export function offsetToCube(hex: HexCoord): CubeCoord {
  const q = cubeQ(hex.col, hex.row);
  return { q, r: hex.row, s: -q - hex.row };
}

/** The offset hex of cube (q, r); `+ 0` turns a -0 into 0, so coordinates compare and print plainly. */
export function cubeToOffset(q: number, r: number): HexCoord {
  return { col: q + ((r - (r & 1)) >> 1) + 0, row: r + 0 };
}

/**
 * Neighbour offsets [col, row] for hexes on even and odd rows, in the order every neighbour list and table
 * uses: NE, E, SE, SW, W, NW (direction 0–5).
 */
export const EVEN_ROW_DELTAS: readonly HexCoord[] = [
  { col: 0, row: -1 },
  { col: 1, row: 0 },
  { col: 0, row: 1 },
  { col: -1, row: 1 },
  { col: -1, row: 0 },
  { col: -1, row: -1 },
];
export const ODD_ROW_DELTAS: readonly HexCoord[] = [
  { col: 1, row: -1 },
  { col: 1, row: 0 },
  { col: 1, row: 1 },
  { col: 0, row: 1 },
  { col: -1, row: 0 },
  { col: 0, row: -1 },
];
/** The neighbour offsets of a hex on `row`. */
export function neighbourDeltas(row: number): readonly HexCoord[] {
  return (row & 1) === 0 ? EVEN_ROW_DELTAS : ODD_ROW_DELTAS;
}
const deltasOf = neighbourDeltas;

export function hexKey(hex: HexCoord): string {
  return `${hex.col},${hex.row}`;
}

/** How messages name a hex: "(3,4)". */
export function describeHex(hex: HexCoord): string {
  return `(${hex.col},${hex.row})`;
}

export function sameHex(a: HexCoord, b: HexCoord): boolean {
  return a.col === b.col && a.row === b.row;
}

export function isOnMap(map: Pick<GameMap, 'width' | 'height'>, hex: HexCoord): boolean {
  return Number.isInteger(hex.col) && Number.isInteger(hex.row) && hex.col >= 0 && hex.row >= 0 && hex.col < map.width && hex.row < map.height;
}

export function hexIndex(map: Pick<GameMap, 'width'>, hex: HexCoord): number {
  return hex.row * map.width + hex.col;
}

export function hexAt(map: Pick<GameMap, 'width'>, index: number): HexCoord {
  return { col: index % map.width, row: Math.floor(index / map.width) };
}

/** Steps between two hexes: the largest difference of their cube coordinates. */
export function hexDistance(a: HexCoord, b: HexCoord): number {
  return cubeDistance(cubeQ(a.col, a.row) - cubeQ(b.col, b.row), a.row - b.row);
}

/** hexDistance between two hexes given by index on a map `width` hexes wide, without building objects. */
export function indexDistance(width: number, a: number, b: number): number {
  const ar = (a / width) | 0;
  const br = (b / width) | 0;
  return cubeDistance(cubeQ(a - ar * width, ar) - cubeQ(b - br * width, br), ar - br);
}

function cubeDistance(dq: number, dr: number): number {
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

export function neighbours(map: Pick<GameMap, 'width' | 'height'>, hex: HexCoord): HexCoord[] {
  const result: HexCoord[] = [];
  for (const delta of deltasOf(hex.row)) {
    const next = { col: hex.col + delta.col, row: hex.row + delta.row };
    if (isOnMap(map, next)) result.push(next);
  }
  return result;
}

export function areAdjacent(a: HexCoord, b: HexCoord): boolean {
  return deltasOf(a.row).some((d) => a.col + d.col === b.col && a.row + d.row === b.row);
}

/**
 * The index of the neighbour of the hex at `index` in direction `d` (0–5, the order of neighbours()),
 * or -1 off the map. Plain arithmetic, so a search that touches a few hexes pays nothing per map.
 */
export function neighbourIndex(map: Pick<GameMap, 'width' | 'height'>, index: number, d: number): number {
  const row = Math.floor(index / map.width);
  const delta = deltasOf(row)[d];
  if (!delta) throw new RangeError(`direction ${d} is not one of the six (0–5)`);
  const col = index - row * map.width + delta.col;
  const r = row + delta.row;
  return col >= 0 && r >= 0 && col < map.width && r < map.height ? r * map.width + col : -1;
}

/** Six neighbour indices per hex (-1 off the map), built once per map size for whole-map passes. */
export type NeighbourTable = Int32Array;

/** The tables of the sizes asked for last, oldest first: a few maps are open at a time, so a few are kept. */
const tables = new Map<string, NeighbourTable>();
const TABLES_KEPT = 8;

export function neighbourTable(map: Pick<GameMap, 'width' | 'height'>): NeighbourTable {
  const key = `${map.width}x${map.height}`;
  const table = tables.get(key) ?? buildNeighbourTable(map);
  tables.delete(key);
  tables.set(key, table);
  for (const oldest of tables.keys()) {
    if (tables.size <= TABLES_KEPT) break;
    tables.delete(oldest);
  }
  return table;
}

function buildNeighbourTable({ width, height }: Pick<GameMap, 'width' | 'height'>): NeighbourTable {
  const table = new Int32Array(width * height * 6).fill(-1);
  for (let row = 0; row < height; row++) {
    const deltas = deltasOf(row);
    for (let col = 0; col < width; col++) {
      let slot = (row * width + col) * 6;
      for (const d of deltas) {
        const c = col + d.col;
        const r = row + d.row;
        if (c >= 0 && r >= 0 && c < width && r < height) table[slot] = r * width + c;
        slot++;
      }
    }
  }
  return table;
}
