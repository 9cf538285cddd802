// Marks of combat systems that wear units down (Warfare): a unit's Might when below full, and the ring
// round a besieged hex. Drawn once into the shared sprite atlas (spriteAtlas.ts) like every piece image.
import type { Graphics } from 'pixi.js';
import { UNITS, type Unit } from '../rules/index.ts';
import { UNIT_DISC } from './unitArt.ts';

/** Might badges are painted for 1 to this; a unit with more left than this shows this many. */
export const MAX_MIGHT_BADGE = 9;
/** Where a Might badge sits from its unit's centre: the upper left, clear of the building badge and the defend shield. */
export const MIGHT_BADGE_OFFSET = { x: -15, y: -14 } as const;

const INK = 0x1a1a1a;
const SIEGE = 0xff8c1a;

/** 3×5 pixel digits, row by row: a number stays crisp in a 1× atlas where text would blur (Might, men). */
export const DIGITS: readonly string[] = [
  '111101101101111',
  '010110010010111',
  '111001111100111',
  '111001111001111',
  '101101111001001',
  '111100111001111',
  '111100111101111',
  '111001001010010',
  '111101111101111',
  '111101111001111',
];

/** The Might a unit's badge shows: what it has left when below its type's full Might (never set in Karnage), else none. */
export function mightBadge(unit: Unit): number | null {
  if (unit.might === undefined || unit.might >= UNITS[unit.type].might) return null;
  return Math.max(1, Math.min(MAX_MIGHT_BADGE, unit.might));
}

/** A dark red disc with the Might left in white: only units below full Might wear one. */
export function drawMightBadge(g: Graphics, might: number): void {
  g.circle(0, 0, 7.5).fill(0x8b1a1a).stroke({ width: 1.6, color: 0xffffff });
  const pixels = DIGITS[Math.min(9, Math.max(0, might))] ?? '';
  const size = 2;
  for (let i = 0; i < pixels.length; i++) {
    if (pixels[i] !== '1') continue;
    g.rect(-3 + (i % 3) * size, -5 + Math.floor(i / 3) * size, size, size);
  }
  g.fill(0xffffff);
}

/** Eight spikes pointing in on a broken ring: the hex is besieged. */
export function drawSiegeRing(g: Graphics): void {
  const r = UNIT_DISC + 10;
  const dash = Math.PI / 8;
  for (const [width, color] of [
    [5.5, INK],
    [3, SIEGE],
  ] as const) {
    for (let i = 0; i < 8; i++) {
      const a = (Math.PI / 4) * i + dash / 2;
      g.moveTo(Math.cos(a) * r, Math.sin(a) * r).arc(0, 0, r, a, a + Math.PI / 4 - dash);
    }
    g.stroke({ width, color, cap: 'round' });
  }
  for (let i = 0; i < 8; i++) {
    const a = (Math.PI / 4) * i;
    const [cx, cy] = [Math.cos(a), Math.sin(a)];
    const [px, py] = [-cy * 3.2, cx * 3.2];
    g.poly([cx * (r + 3) + px, cy * (r + 3) + py, cx * (r + 3) - px, cy * (r + 3) - py, cx * (r - 6), cy * (r - 6)])
      .fill(SIEGE)
      .stroke({ width: 1.4, color: INK, join: 'round' });
  }
}
