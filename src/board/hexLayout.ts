// Pixel geometry of the board: the same layout as src/rules/hexGeometry.ts (pointy tops, odd rows
// shifted right, honeycomb's 'topLeft' origin), as plain arithmetic so per-frame code allocates nothing.
import { cubeToOffset, rowShift, type HexCoord } from '../rules/index.ts';

/** Centre-to-corner distance in world pixels (screen pixels at zoom 1). */
export const HEX_RADIUS = 32;
export const HEX_WIDTH = Math.sqrt(3) * HEX_RADIUS;
export const ROW_STEP = 1.5 * HEX_RADIUS;

/** Hexes per chunk side: terrain is drawn to one texture per CHUNK×CHUNK block. */
export const CHUNK = 16;

export interface Point {
  x: number;
  y: number;
}

/** Centre of a hex in world pixels; equals honeycomb's `hex.x, hex.y` for dimensions 32, origin topLeft. */
export function hexCenterX(col: number, row: number): number {
  return HEX_WIDTH / 2 + HEX_WIDTH * col + rowShift(row) * HEX_WIDTH;
}
export function hexCenterY(row: number): number {
  return HEX_RADIUS + ROW_STEP * row;
}
export function hexCenter(hex: HexCoord): Point {
  return { x: hexCenterX(hex.col, hex.row), y: hexCenterY(hex.row) };
}

/** The hex under a world point (which may be off the map: callers check isOnMap). */
export function pointToHex(x: number, y: number): HexCoord {
  const px = x - HEX_WIDTH / 2;
  const py = y - HEX_RADIUS;
  const q = ((Math.sqrt(3) / 3) * px - py / 3) / HEX_RADIUS;
  const r = ((2 / 3) * py) / HEX_RADIUS;
  // Cube rounding: round all three, then fix the one that moved most.
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return cubeToOffset(rq, rr);
}

/** The six corners of a hex centred at (cx, cy), flattened [x0, y0, x1, y1, …], pointy top first. */
export function hexCorners(cx: number, cy: number, radius = HEX_RADIUS): number[] {
  const points: number[] = [];
  for (let i = 0; i < 6; i++) {
    const angle = (Math.PI / 180) * (60 * i - 90);
    points.push(cx + radius * Math.cos(angle), cy + radius * Math.sin(angle));
  }
  return points;
}

/** The six corners of a hex as points: a fixed six, so they can be named by destructuring. */
export type HexCornerPoints = readonly [Point, Point, Point, Point, Point, Point];

/** The corners of hexCorners as points, pointy top first. */
export function hexCornerPoints(cx: number, cy: number, radius = HEX_RADIUS): HexCornerPoints {
  const corner = (i: number): Point => {
    const angle = (Math.PI / 180) * (60 * i - 90);
    return { x: cx + radius * Math.cos(angle), y: cy + radius * Math.sin(angle) };
  };
  return [corner(0), corner(1), corner(2), corner(3), corner(4), corner(5)];
}

/** Size of the whole map in world pixels. */
export function worldSize(width: number, height: number): { width: number; height: number } {
  return { width: HEX_WIDTH * width + (height > 1 ? HEX_WIDTH / 2 : 0), height: ROW_STEP * (height - 1) + 2 * HEX_RADIUS };
}

/** World rectangle a chunk's hexes can paint into (odd rows stick out by half a hex), for chunks of `side` hexes a side. */
export function chunkBounds(cx: number, cy: number, side = CHUNK): { x: number; y: number; width: number; height: number } {
  return {
    x: cx * side * HEX_WIDTH,
    y: cy * side * ROW_STEP,
    width: side * HEX_WIDTH + HEX_WIDTH / 2,
    height: (side - 1) * ROW_STEP + 2 * HEX_RADIUS,
  };
}
