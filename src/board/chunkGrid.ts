// Where terrain chunks are: which block of CHUNK × CHUNK hexes (or `side` × `side`, for terrain drawn sharper) holds a hex, which blocks a view of the world
// meets, and where a hex's tile lands inside its chunk's texture. Plain arithmetic (no Pixi), shared
// by the chunk bookkeeping (chunkPlanner.ts), the Pixi layer that draws chunks (terrainChunks.ts),
// piece culling and tests.
import type { HexCoord } from '../rules/index.ts';
import { CHUNK, chunkBounds, hexCenterX, hexCenterY } from './hexLayout.ts';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Inclusive chunk columns x0..x1 and rows y0..y1; empty when x0 > x1 or y0 > y1. */
export interface ChunkRange {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** Transparent pixels around a chunk texture, so the seam overlap of edge hexes is never clipped. */
export const CHUNK_PAD = 2;

/**
 * Hexes a side of a terrain chunk drawn at `resolution` tile pixels per world pixel: fewer as the resolution
 * grows, so a chunk's texture keeps about the pixels of one at resolution 1 and costs as much to draw.
 */
export function chunkSideAt(resolution: number): number {
  return Math.max(4, Math.round(CHUNK / resolution));
}

/** Chunk columns and rows of a map. */
export function chunkGridSize(mapWidth: number, mapHeight: number, side = CHUNK): { cols: number; rows: number } {
  return { cols: Math.ceil(mapWidth / side), rows: Math.ceil(mapHeight / side) };
}

/** The one chunk whose texture a hex is drawn into. */
export function chunkOfHex(hex: HexCoord, side = CHUNK): { cx: number; cy: number } {
  return { cx: Math.floor(hex.col / side), cy: Math.floor(hex.row / side) };
}

/** The hexes a chunk's texture holds (inclusive), cut at the map's edge. */
export function hexesOfChunk(
  cx: number,
  cy: number,
  mapWidth: number,
  mapHeight: number,
  side = CHUNK,
): { col0: number; col1: number; row0: number; row1: number } {
  return {
    col0: cx * side,
    col1: Math.min(mapWidth, (cx + 1) * side) - 1,
    row0: cy * side,
    row1: Math.min(mapHeight, (cy + 1) * side) - 1,
  };
}

/** Chunks whose pixels meet `view` (world rect), widened by `margin` chunks, clipped to the map. */
export function visibleChunks(view: Rect, cols: number, rows: number, margin: number, side = CHUNK): ChunkRange {
  const probe = chunkBounds(1, 1, side);
  // probe.x/y is the step between chunks; a chunk's pixels reach beyond its step by half a hex.
  return {
    x0: Math.max(0, Math.floor((view.x - probe.width) / probe.x) + 1 - margin),
    x1: Math.min(cols - 1, Math.floor((view.x + view.width) / probe.x) + margin),
    y0: Math.max(0, Math.floor((view.y - probe.height) / probe.y) + 1 - margin),
    y1: Math.min(rows - 1, Math.floor((view.y + view.height) / probe.y) + margin),
  };
}

export function rangeHas(range: ChunkRange, cx: number, cy: number): boolean {
  return cx >= range.x0 && cx <= range.x1 && cy >= range.y0 && cy <= range.y1;
}

/** How many chunks a range holds (0 when it is empty). */
export function rangeCount(range: ChunkRange): number {
  return Math.max(0, range.x1 - range.x0 + 1) * Math.max(0, range.y1 - range.y0 + 1);
}

/** Size in pixels of every chunk texture: the chunk's world rectangle plus CHUNK_PAD all round. */
export function chunkTextureSize(side = CHUNK): { width: number; height: number } {
  const bounds = chunkBounds(0, 0, side);
  return { width: Math.ceil(bounds.width) + 2 * CHUNK_PAD, height: Math.ceil(bounds.height) + 2 * CHUNK_PAD };
}

/** World position of a chunk texture's top-left pixel. */
export function chunkTextureOrigin(cx: number, cy: number, side = CHUNK): { x: number; y: number } {
  const bounds = chunkBounds(cx, cy, side);
  return { x: bounds.x - CHUNK_PAD, y: bounds.y - CHUNK_PAD };
}

/** A hex's centre inside its chunk's texture, in whole pixels so stamped tiles land pixel-exact. */
export function hexCentreInChunk(col: number, row: number, side = CHUNK): { x: number; y: number } {
  const { cx, cy } = chunkOfHex({ col, row }, side);
  const bounds = chunkBounds(cx, cy, side);
  return { x: Math.round(hexCenterX(col, row) - bounds.x + CHUNK_PAD), y: Math.round(hexCenterY(row) - bounds.y + CHUNK_PAD) };
}
