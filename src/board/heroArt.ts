// Champions: a hero wears a small gold crown on top of its disc. Drawn once into the shared sprite atlas
// (spriteAtlas.ts) in whole pixels, like the Might digits, so it stays crisp at zoom 1.
import type { Graphics } from 'pixi.js';
import type { Unit } from '../rules/index.ts';

/** Where the crown sits from its unit's centre: on top of the disc, clear of the Might badge and the building badge. */
export const CROWN_OFFSET = { x: 0, y: -19 } as const;

/** The crown, 7 × 5 cells of 2 pixels: three points over a band with three jewels (2). */
const CROWN = ['1001001', '1101011', '1111111', '1212121', '1111111'];
const CELL = 2;
const GOLD = 0xf4c430;
const JEWEL = 0xc0392b;
const INK = 0x1a1a1a;

/** Whether a unit wears the crown: its player's hero. */
export const wearsCrown = (unit: Unit): boolean => unit.hero !== undefined;

/** Each filled cell of the crown, from its upper left, centred on (0, 0). */
function cells(): { x: number; y: number; jewel: boolean }[] {
  const left = -((CROWN[0]?.length ?? 0) * CELL) / 2;
  const top = -(CROWN.length * CELL) / 2;
  return CROWN.flatMap((row, r) => [...row].flatMap((c, i) => (c === '0' ? [] : [{ x: left + i * CELL, y: top + r * CELL, jewel: c === '2' }])));
}

/** A gold crown outlined in one pixel of ink, its band set with red jewels. */
export function drawCrown(g: Graphics): void {
  const all = cells();
  for (const { x, y } of all) g.rect(x - 1, y - 1, CELL + 2, CELL + 2);
  g.fill(INK);
  for (const { x, y, jewel } of all) if (!jewel) g.rect(x, y, CELL, CELL);
  g.fill(GOLD);
  for (const { x, y, jewel } of all) if (jewel) g.rect(x, y, CELL, CELL);
  g.fill(JEWEL);
}
