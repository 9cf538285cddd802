import { describe, expect, test, vi } from 'vitest';
import { luminance } from '../../src/board/colour.ts';
import { TERRAIN_COLOUR } from '../../src/board/terrainArt.ts';
import { UNIT_DISC } from '../../src/board/unitArt.ts';
import { PLAYER_COLOURS } from '../../src/state/palette.ts';

// Pixi asks the browser who it is when it loads; Node 20 has no navigator.
vi.hoisted(() => {
  if (!('navigator' in globalThis)) Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
});

const { HALO, RING } = await import('../../src/board/art/tokenArt.ts');

/** WCAG contrast ratio of two colours. */
const contrast = (a: number, b: number): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
/** `top` at `alpha` over `ground`. */
const over = (top: number, alpha: number, ground: number): number =>
  [16, 8, 0].reduce((c, shift) => c | (Math.round(((top >> shift) & 255) * alpha + ((ground >> shift) & 255) * (1 - alpha)) << shift), 0);
/** How well a token's outline stands out from `ground`: the better of its ring and its halo. */
const outlineContrast = (ground: number): number => Math.max(contrast(RING.colour, ground), contrast(over(HALO.colour, HALO.alpha, ground), ground));

describe('a unit token on the board', () => {
  const terrains = Object.values(TERRAIN_COLOUR);

  test('stands out from every terrain by its ring or its halo, whatever its owner’s colour', () => {
    for (const ground of terrains) expect(outlineContrast(ground)).toBeGreaterThanOrEqual(3);
    // Also where blended edges mix two terrains, and on any ground at all.
    for (const a of terrains) for (const b of terrains) expect(outlineContrast(over(a, 0.5, b))).toBeGreaterThanOrEqual(3);
    for (let c = 0; c < 0x1000000; c += 0x0f0f0f) expect(outlineContrast(c)).toBeGreaterThanOrEqual(3);
  });

  test('the ring and the halo differ, so the outline shows on ground like either of them', () => {
    expect(contrast(RING.colour, over(HALO.colour, HALO.alpha, RING.colour))).toBeGreaterThanOrEqual(7);
  });

  test('the ring and halo lie round the disc, not under it, each over a pixel and a half wide', () => {
    expect(RING.radius - RING.width / 2).toBeGreaterThanOrEqual(UNIT_DISC - 0.1);
    expect(HALO.radius - HALO.width / 2).toBeGreaterThanOrEqual(RING.radius + RING.width / 2 - 0.1);
    expect(Math.min(RING.width, HALO.width)).toBeGreaterThanOrEqual(1.5);
  });

  test('an Elf-green disc on grass or forest is edged by a ring or halo it contrasts with', () => {
    const green = Number.parseInt(PLAYER_COLOURS[2].slice(1), 16);
    for (const ground of [TERRAIN_COLOUR.grasslands, TERRAIN_COLOUR.forest, TERRAIN_COLOUR.swamp]) {
      expect(contrast(green, ground)).toBeLessThan(3); // the colours alone are too alike
      expect(outlineContrast(ground)).toBeGreaterThanOrEqual(3);
    }
    expect(contrast(green, RING.colour)).toBeGreaterThanOrEqual(3);
  });
});
