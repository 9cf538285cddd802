// Where each tile of the blended tile canvas (blendedTiles.ts) lies: the full base tiles in a grid, then the
// overlays packed in shelves, each cut to the part of its cell it can paint. A chunk then
// blends (and a software renderer pays for) only those pixels, and the canvas holds the 84 overlays (a
// terrain, over land or as a shore, for each of six edges, drawn already turned) in little more room than
// the base tiles. Plain arithmetic, unit-tested.
import { TERRAIN_IDS, type TerrainId } from '../../rules/index.ts';
import { hexCornerPoints, type Point } from '../hexLayout.ts';
import { TERRAIN_VARIANTS } from '../terrainArt.ts';
import { TILE_CENTRE_X, TILE_CENTRE_Y, TILE_H, TILE_W } from '../terrainTiles.ts';
import { TERRAIN_LAYER } from './edgeBlend.ts';
import { INRADIUS, WAVE } from './edgeMask.ts';

/** How far in from its edge an overlay's fade reaches, as a share of the hex's inradius (the widest look's). */
export const FADE_REACH = 0.5;
/** Width of the canvas, in points: the base tiles' grid. */
const COLUMNS = 8;
const WIDTH = COLUMNS * TILE_W;

/** A rectangle in points. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A tile: where its pixels lie in the canvas, and which part of its TILE_W × TILE_H cell they are (Pixi's trim). */
export interface TileFrame {
  readonly frame: Box;
  readonly trim: Box;
}

/** Terrains that spread over a neighbour: all but the lowest layer. */
export const SPREADING: readonly TerrainId[] = TERRAIN_IDS.filter((t) => TERRAIN_IDS.some((u) => TERRAIN_LAYER[u] < TERRAIN_LAYER[t]));

const SPREADING_INDEX = new Map(SPREADING.map((t, i) => [t, i]));

/** The overlay's place in TilePacking.overlays. */
export function overlayIndex(terrain: TerrainId, shore: boolean, direction: number): number {
  return ((SPREADING_INDEX.get(terrain) ?? -1) * 2 + (shore ? 1 : 0)) * 6 + direction;
}

export interface TilePacking {
  /** Per terrain (TERRAIN_IDS order) and variant: `base[t * TERRAIN_VARIANTS + v]`. */
  readonly base: readonly TileFrame[];
  readonly overlays: readonly TileFrame[];
  /** The canvas, in points. */
  readonly width: number;
  readonly height: number;
}

/** The smallest box of whole pixels at `resolution` holding `points` grown by `margin`, cut to the cell. */
function cellBox(points: readonly Point[], margin: number, resolution: number): Box {
  const snap = (v: number, round: (n: number) => number): number => round(v * resolution) / resolution;
  const x0 = snap(Math.max(0, Math.min(...points.map((p) => p.x)) - margin), Math.floor);
  const y0 = snap(Math.max(0, Math.min(...points.map((p) => p.y)) - margin), Math.floor);
  const x1 = snap(Math.min(TILE_W, Math.max(...points.map((p) => p.x)) + margin), Math.ceil);
  const y1 = snap(Math.min(TILE_H, Math.max(...points.map((p) => p.y)) + margin), Math.ceil);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** Where every tile goes at `resolution`: shelves of trimmed tiles under the base tiles, left to right. */
export function tilePacking(resolution: number): TilePacking {
  const base = TERRAIN_IDS.flatMap((_, t) =>
    Array.from({ length: TERRAIN_VARIANTS }, (_, v): TileFrame => {
      const cell = t * TERRAIN_VARIANTS + v;
      const frame = { x: (cell % COLUMNS) * TILE_W, y: Math.floor(cell / COLUMNS) * TILE_H, width: TILE_W, height: TILE_H };
      return { frame, trim: { x: 0, y: 0, width: TILE_W, height: TILE_H } };
    }),
  );
  const corners = hexCornerPoints(TILE_CENTRE_X, TILE_CENTRE_Y);
  const corner = (i: number): Point => corners[i % 6] ?? corners[0];
  // An overlay paints within its fade's farthest reach of its edge.
  const reach = INRADIUS * FADE_REACH * (1 + WAVE) + 1;
  const trims = SPREADING.flatMap(() => [0, 1].flatMap(() => [0, 1, 2, 3, 4, 5].map((d) => cellBox([corner(d), corner(d + 1)], reach, resolution))));
  let x = 0;
  let y = Math.ceil(base.length / COLUMNS) * TILE_H;
  let shelf = 0;
  const packed = trims.map((trim): TileFrame => {
    if (x + trim.width > WIDTH) {
      x = 0;
      y += shelf;
      shelf = 0;
    }
    const frame = { x, y, width: trim.width, height: trim.height };
    x += trim.width;
    shelf = Math.max(shelf, trim.height);
    return { frame, trim };
  });
  return { base, overlays: packed, width: WIDTH, height: y + shelf };
}
