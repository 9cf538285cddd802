import type { HexCoord } from '../../rules/index.ts';

// Offset (odd rows shifted right) ↔ cube coordinates, for drawing straight lines between hexes.
function toCube(hex: HexCoord): [number, number, number] {
  const q = hex.col - (hex.row - (hex.row & 1)) / 2;
  return [q, hex.row, -q - hex.row];
}

function fromCube(x: number, y: number, z: number): HexCoord {
  let rx = Math.round(x);
  let ry = Math.round(y);
  const rz = Math.round(z);
  const dx = Math.abs(rx - x);
  const dy = Math.abs(ry - y);
  const dz = Math.abs(rz - z);
  if (dx > dy && dx > dz) rx = -ry - rz;
  else if (dy > dz) ry = -rx - rz;
  return { col: rx + (ry - (ry & 1)) / 2 + 0, row: ry + 0 };
}

/**
 * The hexes on the straight line from `a` to `b`, both included. A fast drag reports hexes far apart;
 * the brush paints the whole line between them so the stroke has no gaps.
 */
export function hexLine(a: HexCoord, b: HexCoord): HexCoord[] {
  const ca = toCube(a);
  const cb = toCube(b);
  const n = Math.max(Math.abs(ca[0] - cb[0]), Math.abs(ca[1] - cb[1]), Math.abs(ca[2] - cb[2]));
  if (n === 0) return [a];
  const line: HexCoord[] = [];
  // A tiny nudge keeps points exactly on an edge from rounding both ways.
  const e = 1e-6;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    line.push(fromCube(ca[0] + (cb[0] - ca[0]) * t + e, ca[1] + (cb[1] - ca[1]) * t + e, ca[2] + (cb[2] - ca[2]) * t - 2 * e));
  }
  return line;
}
