import { defineHex, Direction, distance, Grid, Orientation, rectangle } from 'honeycomb-grid';
import type { GameMap, HexCoord } from './types.ts';

/** The one hex layout of the game: pointy tops, odd rows shifted right (honeycomb's default offset). */
export const HEX_SETTINGS = { orientation: Orientation.POINTY, offset: -1 } as const;

export class MapHex extends defineHex({ orientation: Orientation.POINTY, origin: 'topLeft' }) {}

// The six real directions of a pointy hex (honeycomb's N and S would silently mean NW and SW).
const SIX_DIRECTIONS = [Direction.NE, Direction.E, Direction.SE, Direction.SW, Direction.W, Direction.NW] as const;

/**
 * Neighbour offsets for even and odd rows, read once from honeycomb-grid so the rules and the board
 * agree on adjacency; the per-map tables below are then plain arithmetic.
 */
function neighbourDeltas(parity: 0 | 1): readonly HexCoord[] {
  const grid = new Grid(MapHex, rectangle({ width: 5, height: 5 }));
  const centre = grid.getHex({ col: 2, row: 2 + parity });
  if (!centre) throw new Error('honeycomb-grid made no centre hex');
  return SIX_DIRECTIONS.map((direction) => {
    const neighbour = grid.neighborOf(centre, direction, { allowOutside: false });
    if (!neighbour) throw new Error(`honeycomb-grid found no neighbour in direction ${direction}`);
    return { col: neighbour.col - centre.col, row: neighbour.row - centre.row };
  });
}
const EVEN_ROW_DELTAS = neighbourDeltas(0);
const ODD_ROW_DELTAS = neighbourDeltas(1);
const deltasOf = (row: number): readonly HexCoord[] => ((row & 1) === 0 ? EVEN_ROW_DELTAS : ODD_ROW_DELTAS);

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
  return (
    Number.isInteger(hex.col) &&
    Number.isInteger(hex.row) &&
    hex.col >= 0 &&
    hex.row >= 0 &&
    hex.col < map.width &&
    hex.row < map.height
  );
}

export function hexIndex(map: Pick<GameMap, 'width'>, hex: HexCoord): number {
  return hex.row * map.width + hex.col;
}

export function hexAt(map: Pick<GameMap, 'width'>, index: number): HexCoord {
  return { col: index % map.width, row: Math.floor(index / map.width) };
}

export function hexDistance(a: HexCoord, b: HexCoord): number {
  return distance(HEX_SETTINGS, a, b);
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
