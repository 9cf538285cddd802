// Marks of Mass battle, where every unit is a body of men: the men standing as a number at the unit's upper
// left, a bar of men standing against a full unit's at its right, and a grey "Z" at its lower left while it
// is tired (it marched or charged, and rests through the next regroup round). All three are one image per
// (men, bar, tired), painted on demand into the shared sprite atlas (spriteAtlas.ts) and cached there.
import type { Graphics } from 'pixi.js';
import { fullMenOf, menStanding, type CombatSystemId, type GameState, type Unit } from '../rules/index.ts';
import { DIGITS } from './warfareArt.ts';

/** The combat system whose units are bodies of men. */
const MEN_SYSTEM: CombatSystemId = 'mass';
/** The badge shows at most this many men (two digits). */
export const MAX_MEN_BADGE = 99;
/** Pixels of bar inside its frame: a full unit fills all of them. */
export const MEN_BAR = 19;

const INK = 0x1a1a1a;
const PILL = 0x23313d;
const EMPTY = 0x3a3a3a;
const WHITE = 0xffffff;
const TIRED = 0xc4c4c4;

/** A 4×5 pixel "Z": a diagonal of three steps, so it never reads as the digits' "2". */
const ZED = '11110001001001001111';

export interface MenBadge {
  /** Whole men standing: a man stands while any part of him is left. */
  readonly men: number;
  /** Pixels of the bar filled (of MEN_BAR): at least one while a man stands. */
  readonly fill: number;
  readonly tired: boolean;
}

/** What a unit's men badge shows, in a game of bodies of men; null in any other. */
export function menBadge(state: GameState, unit: Unit): MenBadge | null {
  if (state.combatSystem !== MEN_SYSTEM) return null;
  const full = fullMenOf(unit);
  const standing = Math.max(0, menStanding(unit));
  const fill = standing === 0 ? 0 : Math.min(MEN_BAR, Math.max(1, Math.round((standing / full) * MEN_BAR)));
  return { men: Math.min(MAX_MEN_BADGE, standing), fill, tired: unit.tired !== undefined };
}

/** The atlas's name for a badge: one image per distinct look. */
export function menBadgeId(badge: MenBadge): string {
  return `men:${badge.men}:${badge.fill}:${badge.tired ? 'z' : '-'}`;
}

/** The bar's colour: green while two thirds stand, yellow while a third does, red below. */
export function menBarColour(fill: number): number {
  if (fill * 3 >= MEN_BAR * 2) return 0x5cc15c;
  if (fill * 3 >= MEN_BAR) return 0xf0c030;
  return 0xe0483a;
}

/** Pixels of `pattern` (rows of `width`), each `size` square, from (x, y); filled with `colour`. */
function pixels(g: Graphics, pattern: string, width: number, x: number, y: number, colour: number, size = 2): void {
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] === '1') g.rect(x + (i % width) * size, y + Math.floor(i / width) * size, size, size);
  }
  g.fill(colour);
}

/** A rectangle framed by one pixel of `frame`: frame and face are whole pixels, so both stay crisp. */
function framed(g: Graphics, x: number, y: number, w: number, h: number, frame: number, face: number, radius = 0): void {
  g.roundRect(x, y, w, h, radius).fill(frame);
  g.roundRect(x + 1, y + 1, w - 2, h - 2, Math.max(0, radius - 1)).fill(face);
}

/** The number of men on a dark pill at the unit's upper left (where Warfare shows Might). */
function drawMenNumber(g: Graphics, men: number): void {
  const digits = String(men).split('').map(Number);
  const width = digits.length * 8 + 2;
  const left = -15 - Math.floor(width / 2);
  framed(g, left, -21, width, 14, WHITE, PILL, 4);
  digits.forEach((d, i) => {
    pixels(g, DIGITS[d] ?? '', 3, left + 2 + i * 8, -19, WHITE);
  });
}

/** The bar at the unit's right, filling from the bottom: men standing against a full unit's. */
function drawMenBar(g: Graphics, fill: number): void {
  const top = -4;
  framed(g, 20, top, 6, MEN_BAR + 2, WHITE, EMPTY);
  if (fill > 0) g.rect(21, top + 1 + MEN_BAR - fill, 4, fill).fill(menBarColour(fill));
}

/** A grey "Z" on a dark plate at the unit's lower left: it rests through the next regroup round. */
function drawTired(g: Graphics): void {
  framed(g, -24, 4, 12, 14, TIRED, INK, 3);
  pixels(g, ZED, 4, -22, 6, TIRED);
}

/** The whole badge, drawn round the unit's centre. */
export function drawMenBadge(g: Graphics, badge: MenBadge): void {
  drawMenBar(g, badge.fill);
  drawMenNumber(g, badge.men);
  if (badge.tired) drawTired(g);
}
