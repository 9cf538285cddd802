// How each terrain looks: a fill colour plus a pattern, so terrains differ by shape as well as colour
// (colour-blind players, greyscale screenshots). Drawn once into the terrain tile atlas (terrainTiles.ts).
import type { TerrainId } from '../rules/index.ts';
import { HEX_RADIUS, hexCorners } from './hexLayout.ts';

/** Base colour per terrain; also used by the overview texture and the minimap. */
export const TERRAIN_COLOUR: Readonly<Record<TerrainId, number>> = {
  grasslands: 0x86b04f,
  forest: 0x4d8a3c,
  hills: 0xb8a46a,
  mountains: 0x9a948c,
  swamp: 0x6b7f5a,
  desert: 0xe3cc85,
  tundra: 0xdde7ec,
  water: 0x3d7ab8,
};

/** Deterministic 0..1 noise per hex, so patterns vary across the map but never flicker between redraws. */
function noise(col: number, row: number, i: number): number {
  let h = (col * 374761393 + row * 668265263 + i * 2147483647) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/** The part of Pixi's Graphics the painters use: a Graphics is one, and so is the art's canvas pen (art/canvasPen.ts). */
export interface Pen {
  moveTo(x: number, y: number): Pen;
  lineTo(x: number, y: number): Pen;
  quadraticCurveTo(cpx: number, cpy: number, x: number, y: number): Pen;
  closePath(): Pen;
  poly(points: number[]): Pen;
  circle(x: number, y: number, radius: number): Pen;
  ellipse(x: number, y: number, radiusX: number, radiusY: number): Pen;
  rect(x: number, y: number, width: number, height: number): Pen;
  fill(style: number | { color: number; alpha?: number }): Pen;
  stroke(style: { width: number; color: number; alpha?: number; cap?: 'butt' | 'round' | 'square'; join?: 'bevel' | 'miter' | 'round' }): Pen;
}

type Painter = (g: Pen, x: number, y: number, rnd: (i: number) => number) => void;

// Spots inside the hex (inradius ≈ 27) where small motifs go; jittered per hex.
const SPOTS: ReadonlyArray<readonly [number, number]> = [
  [-11, -9],
  [10, -11],
  [-1, 2],
  [-13, 11],
  [11, 10],
];

const grass: Painter = (g, x, y, rnd) => {
  for (const [i, [dx, dy]] of SPOTS.entries()) {
    const tx = x + dx + (rnd(i) - 0.5) * 6;
    const ty = y + dy + (rnd(i + 9) - 0.5) * 5 + 3;
    g.moveTo(tx - 3.5, ty - 5)
      .lineTo(tx, ty)
      .lineTo(tx, ty - 6.5)
      .moveTo(tx, ty)
      .lineTo(tx + 3.5, ty - 5);
  }
  g.stroke({ width: 1.6, color: 0x55802f, cap: 'round', join: 'round' });
  g.circle(x + (rnd(20) - 0.5) * 20, y + 14, 1.3)
    .circle(x + 16, y - 2 + rnd(21) * 4, 1.3)
    .fill(0xb3d27a);
};

const forest: Painter = (g, x, y, rnd) => {
  const trees: ReadonlyArray<readonly [number, number, number]> = [
    [-9, -5, 1],
    [9, -8, 0.9],
    [1, 10, 1.1],
  ];
  trees.forEach(([dx, dy, s], i) => {
    const tx = x + dx + (rnd(i) - 0.5) * 4;
    const ty = y + dy + (rnd(i + 5) - 0.5) * 3;
    g.rect(tx - 1.3, ty + 5 * s, 2.6, 4 * s).fill(0x5a3d22);
    g.poly([tx, ty - 12 * s, tx - 8 * s, ty + 6 * s, tx + 8 * s, ty + 6 * s]).fill(0x24532a);
    g.poly([tx, ty - 12 * s, tx + 8 * s, ty + 6 * s, tx + 1, ty + 6 * s]).fill(0x1b4221);
    g.poly([tx, ty - 12 * s, tx - 5 * s, ty - 2 * s, tx + 5 * s, ty - 2 * s]).fill(0x2f6a33);
  });
};

const hills: Painter = (g, x, y, rnd) => {
  const humps: ReadonlyArray<readonly [number, number, number]> = [
    [-8, 2, 12],
    [9, -6, 10],
    [4, 13, 8],
  ];
  humps.forEach(([dx, dy, w], i) => {
    const hx = x + dx + (rnd(i) - 0.5) * 3;
    const hy = y + dy;
    g.moveTo(hx - w, hy)
      .quadraticCurveTo(hx, hy - w * 1.3, hx + w, hy)
      .closePath()
      .fill(0xcdb97f);
    g.moveTo(hx - w, hy)
      .quadraticCurveTo(hx, hy - w * 1.3, hx + w, hy)
      .stroke({ width: 2.2, color: 0x7a683a, cap: 'round' });
  });
};

const mountains: Painter = (g, x, y, rnd) => {
  const peak = (px: number, py: number, s: number): void => {
    g.poly([px - 14 * s, py + 10 * s, px, py - 14 * s, px + 14 * s, py + 10 * s]).fill(0x6f6a64);
    g.poly([px, py - 14 * s, px + 14 * s, py + 10 * s, px + 2 * s, py + 10 * s]).fill(0x57534e);
    g.poly([px - 5 * s, py - 5.5 * s, px, py - 14 * s, px + 5 * s, py - 5.5 * s, px + 1.5 * s, py - 7 * s, px - 1.5 * s, py - 5 * s]).fill(0xf4f6f8);
  };
  peak(x - 9, y + 6 + rnd(1) * 2, 0.7);
  peak(x + 3, y - 1, 1);
  peak(x + 13, y + 10, 0.55);
};

const swamp: Painter = (g, x, y, rnd) => {
  g.ellipse(x - 7 + rnd(1) * 4, y + 8, 10, 4).fill(0x4c6b6a);
  g.ellipse(x + 11, y - 8 + rnd(2) * 3, 7, 3).fill(0x4c6b6a);
  const reeds: ReadonlyArray<readonly [number, number]> = [
    [-12, -6],
    [-8, -9],
    [4, 4],
    [8, 2],
    [12, 12],
  ];
  reeds.forEach(([dx, dy], i) => {
    const rx = x + dx + (rnd(i + 3) - 0.5) * 3;
    const ry = y + dy;
    g.moveTo(rx, ry + 6).lineTo(rx + 1, ry - 6);
  });
  g.stroke({ width: 1.4, color: 0x33482a, cap: 'round' });
  reeds.forEach(([dx, dy], i) => {
    if (i % 2 === 0) g.ellipse(x + dx + (rnd(i + 3) - 0.5) * 3 + 1, y + dy - 5, 1.6, 3).fill(0x6b4a2b);
  });
};

const desert: Painter = (g, x, y, rnd) => {
  for (const [dx, dy] of [
    [-6, -8],
    [4, 4],
    [-10, 13],
  ] as const) {
    const dxj = x + dx + (rnd(dx) - 0.5) * 4;
    const dyj = y + dy;
    g.moveTo(dxj - 10, dyj)
      .quadraticCurveTo(dxj - 3, dyj - 7, dxj + 4, dyj - 1)
      .quadraticCurveTo(dxj + 8, dyj + 2, dxj + 13, dyj - 2);
  }
  g.stroke({ width: 1.8, color: 0xbf9f52, cap: 'round' });
  for (let i = 0; i < 6; i++) g.circle(x + (rnd(i + 30) - 0.5) * 34, y + (rnd(i + 40) - 0.5) * 30, 1.1);
  g.fill(0xa88a45);
};

const tundra: Painter = (g, x, y, rnd) => {
  const cx = x - 4 + rnd(1) * 6;
  g.moveTo(cx - 14, y - 4)
    .lineTo(cx - 6, y - 1)
    .lineTo(cx - 2, y - 7)
    .lineTo(cx + 6, y - 3)
    .lineTo(cx + 14, y - 8);
  g.moveTo(cx - 2, y - 7).lineTo(cx - 3, y - 14);
  g.moveTo(cx - 6, y - 1)
    .lineTo(cx - 4, y + 9)
    .lineTo(cx + 4, y + 13);
  g.stroke({ width: 1.3, color: 0x8fa6b6, cap: 'round', join: 'round' });
  for (let i = 0; i < 7; i++) g.circle(x + (rnd(i + 30) - 0.5) * 36, y + (rnd(i + 40) - 0.5) * 32, 1.5);
  g.fill(0xffffff);
};

const water: Painter = (g, x, y, rnd) => {
  for (const [dx, dy] of [
    [-8, -10],
    [6, 0],
    [-6, 11],
  ] as const) {
    const wx = x + dx + (rnd(dy + 50) - 0.5) * 5;
    const wy = y + dy;
    g.moveTo(wx - 8, wy)
      .quadraticCurveTo(wx - 4, wy - 4, wx, wy)
      .quadraticCurveTo(wx + 4, wy + 4, wx + 8, wy);
  }
  g.stroke({ width: 1.8, color: 0x8cbce6, cap: 'round' });
};

const PAINTERS: Readonly<Record<TerrainId, Painter>> = { grasslands: grass, forest, hills, mountains, swamp, desert, tundra, water };

/** Hand-drawn looks per terrain in the tile atlas; a hex shows variant `terrainVariant(col, row)`. */
export const TERRAIN_VARIANTS = 4;

/** Which tile variant a hex shows: deterministic, so redraws never flicker. */
export function terrainVariant(col: number, row: number): number {
  return Math.floor(noise(col, row, 97) * TERRAIN_VARIANTS);
}

/**
 * Centre-to-corner radius of a tile's fill: a pixel past the hex, so tiles stamped at whole-pixel
 * positions leave no seams between neighbours. The patterns stay inside the hex.
 */
export const TILE_FILL_RADIUS = HEX_RADIUS + 1;

/** The hex grid's line, drawn along each hex's edges. */
export const GRID_LINE = { width: 1, color: 0x1c2414, alpha: 0.22 } as const;

/** One atlas tile: the hex of `terrain` in look `variant`, centred at (x, y). */
export function drawTerrainTile(g: Pen, terrain: TerrainId, variant: number, x: number, y: number): void {
  paintTerrain(g, terrain, variant, x, y);
  g.poly(hexCorners(x, y)).stroke(GRID_LINE);
}

/** The hex of `terrain` in look `variant` without its grid line: its colour a pixel past the hex, and its pattern. */
export function paintTerrain(g: Pen, terrain: TerrainId, variant: number, x: number, y: number): void {
  g.poly(hexCorners(x, y, TILE_FILL_RADIUS)).fill(TERRAIN_COLOUR[terrain]);
  PAINTERS[terrain](g, x, y, (i) => noise(variant * 7 + 3, variant * 13 + 5, i));
}
