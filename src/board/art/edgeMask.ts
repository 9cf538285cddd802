// How much of a neighbour spreading over an edge (edgeBlend.ts) covers each point of a hex: all of it on the
// edge, fading to none a few pixels in. The fade's reach waves along the edge so the line between terrains
// looks drawn rather than ruled, and is still at the edge's ends: there three hexes meet, and the same
// distance from two edge lines makes the fades on both sides of a shared edge agree, so no seam shows.
// Plain arithmetic over world pixels relative to the hex centre; blendedTiles.ts samples it per pixel.
import { HEX_RADIUS } from '../hexLayout.ts';

/** Centre-to-edge distance of a hex. */
export const INRADIUS = (HEX_RADIUS * Math.sqrt(3)) / 2;
/** How far the fade's reach waves, as a share of its width: it reaches at most 1 + WAVE widths in. */
export const WAVE = 0.5;

/** The unit normals of the six edges, worked out once: the fades call for them per pixel. */
const NORMALS = [0, 1, 2, 3, 4, 5].map((d) => ({ x: Math.cos((Math.PI / 3) * (d - 1)), y: Math.sin((Math.PI / 3) * (d - 1)) }));

/** The unit normal of edge `direction` (0 NE, 1 E … 5 NW) of a pointy-topped hex, pointing out of it. */
export function edgeNormal(direction: number): { readonly x: number; readonly y: number } {
  const n = NORMALS[direction];
  if (!n) throw new RangeError(`edge ${direction} is not one of the six (0–5)`);
  return n;
}

/** Whether point (x, y), from a hex's centre, lies in the hex grown by `grow` pixels. */
export function inHex(x: number, y: number, grow = 0): boolean {
  const r = INRADIUS + grow;
  const ax = Math.abs(x);
  return ax <= r && ax * 0.5 + Math.abs(y) * (Math.sqrt(3) / 2) <= r;
}

/** A wave along an edge, -1 to 1, from two sines whose phases `seed` sets. */
export function edgeWave(seed: number): (along: number) => number {
  const p1 = (seed * 0.618) % 1;
  const p2 = (seed * 0.414) % 1;
  return (u) => 0.6 * Math.sin(2 * Math.PI * (2 * u + p1)) + 0.4 * Math.sin(2 * Math.PI * (5 * u + p2));
}

/**
 * The cover (0–1) at point (x, y) of a hex, from its centre, of a neighbour spreading over edge `direction`:
 * 1 on and beyond the edge, 0 from `width` pixels inside it on, a smooth fade between whose reach
 * `wave` (of the position along the edge, 0–1) stretches and shrinks, and which stops waving at the ends.
 * The distance is to the edge itself, not its line: past the edge's ends it is to the corner, so the
 * neighbour's ground grows round its corners (the distance to the neighbour hex), and a coast is rounded.
 */
export function edgeCover(x: number, y: number, direction: number, width: number, wave: (along: number) => number = () => 0): number {
  const n = edgeNormal(direction);
  const inside = INRADIUS - (x * n.x + y * n.y);
  if (inside <= 0) return 1;
  const along = (y * n.x - x * n.y) / HEX_RADIUS + 0.5;
  const past = (along - Math.min(1, Math.max(0, along))) * HEX_RADIUS;
  const bump = along > 0 && along < 1 ? Math.sin(Math.PI * along) : 0;
  const t = Math.hypot(inside, past) / (width * (1 + WAVE * bump * wave(along)));
  if (t >= 1) return 0;
  return 1 - t * t * (3 - 2 * t);
}
