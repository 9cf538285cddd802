import { describe, expect, test, vi } from 'vitest';
import { MAX_BAND, resolutionBand } from '../../src/board/art/resolutionBand.ts';
import { spareTextures, SPARE_TEXTURES } from '../../src/board/chunkPlanner.ts';
import { chunkSideAt, chunkTextureSize } from '../../src/board/chunkGrid.ts';
import { edgeCover, edgeWave, INRADIUS, inHex } from '../../src/board/art/edgeMask.ts';
import { FADE_REACH, overlayIndex, SPREADING, tilePacking, type Box } from '../../src/board/art/tilePacking.ts';
import { TILE_CENTRE_X, TILE_CENTRE_Y, TILE_H, TILE_W } from '../../src/board/terrainTiles.ts';

// Pixi asks the browser who it is when it loads; Node 20 has no navigator.
vi.hoisted(() => {
  if (!('navigator' in globalThis)) Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
});

const { pageRows } = await import('../../src/board/spriteAtlas.ts');

/** The smallest texture side every WebGL device supports (and many phones stop at). */
const SAFE_TEXTURE_SIDE = 4096;

/** The band a board settles on at `zoom` on a screen of `dpr` device pixels per CSS pixel, reached from nothing drawn yet. */
const bandAt = (zoom: number, dpr: number): number => resolutionBand(zoom * dpr, 0);

describe('the resolution tiles and pieces are drawn at', () => {
  test('follows the zoom and the screen’s pixel ratio, in whole bands, up to the sharpest', () => {
    expect(bandAt(1, 1)).toBe(1);
    expect(bandAt(0.4, 1)).toBe(1);
    expect(bandAt(1.1, 1)).toBe(1); // a barely visible stretch is not worth four times the pixels
    expect(bandAt(1.5, 1)).toBe(2);
    expect(bandAt(1, 2)).toBe(2);
    expect(bandAt(0.5, 2)).toBe(1);
    expect(bandAt(1.5, 2)).toBe(3);
    expect(bandAt(3, 1)).toBe(3);
    expect(bandAt(3, 2)).toBe(MAX_BAND);
  });

  test('zooming out keeps the sharper band until the one below is no longer stretched', () => {
    expect(resolutionBand(1.1, 2)).toBe(2);
    expect(resolutionBand(1, 2)).toBe(1);
    expect(resolutionBand(2.05, 3)).toBe(3);
    expect(resolutionBand(2, 3)).toBe(2);
    expect(resolutionBand(0.3, 3)).toBe(1);
    // Going back and forth over a threshold changes the band once each way, not at every step.
    let band = 0;
    const bands = [1, 1.2, 1.1, 1.2, 1.05, 1.2, 0.9].map((scale) => (band = resolutionBand(scale, band)));
    expect(bands).toEqual([1, 2, 2, 2, 2, 2, 1]);
  });

  test('every texture drawn at any band fits the texture size every GPU takes', () => {
    for (let band = 1; band <= MAX_BAND; band++) {
      const tiles = tilePacking(band);
      expect(Math.max(tiles.width, tiles.height) * band).toBeLessThanOrEqual(SAFE_TEXTURE_SIDE);
      const chunk = chunkTextureSize(chunkSideAt(band));
      expect(Math.max(chunk.width, chunk.height) * band).toBeLessThanOrEqual(SAFE_TEXTURE_SIDE);
      expect(16 * 64 * band).toBeLessThanOrEqual(SAFE_TEXTURE_SIDE); // an atlas page's width
    }
  });

  test('the tile canvas holds every tile apart, on whole pixels at each band', () => {
    for (let band = 1; band <= MAX_BAND; band++) {
      const packing = tilePacking(band);
      const tiles = [...packing.base, ...packing.overlays];
      expect(packing.overlays).toHaveLength(SPREADING.length * 2 * 6);
      const whole = (v: number): boolean => Math.abs(v * band - Math.round(v * band)) < 1e-9;
      const apart = (a: Box, b: Box): boolean =>
        a.x + a.width <= b.x + 1e-9 || b.x + b.width <= a.x + 1e-9 || a.y + a.height <= b.y + 1e-9 || b.y + b.height <= a.y + 1e-9;
      tiles.forEach(({ frame, trim }, i) => {
        expect([frame.x, frame.y, frame.width, frame.height, trim.x, trim.y].every(whole)).toBe(true);
        expect([frame.width, frame.height]).toEqual([trim.width, trim.height]);
        expect(frame.x + frame.width).toBeLessThanOrEqual(packing.width + 1e-9);
        expect(frame.y + frame.height).toBeLessThanOrEqual(packing.height + 1e-9);
        expect(trim.x >= 0 && trim.y >= 0 && trim.x + trim.width <= TILE_W + 1e-9 && trim.y + trim.height <= TILE_H + 1e-9).toBe(true);
        for (const other of tiles.slice(i + 1)) expect(apart(frame, other.frame)).toBe(true);
      });
    }
  });

  test('an overlay cut to its part of the cell loses none of its fade', () => {
    const { overlays } = tilePacking(1);
    const wave = edgeWave(1);
    for (let direction = 0; direction < 6; direction++) {
      const { trim } = overlays[overlayIndex(SPREADING[0] ?? 'forest', false, direction)]!;
      for (let y = 0.25; y < TILE_H; y += 0.5) {
        for (let x = 0.25; x < TILE_W; x += 0.5) {
          const [dx, dy] = [x - TILE_CENTRE_X, y - TILE_CENTRE_Y];
          if (!inHex(dx, dy, 1) || edgeCover(dx, dy, direction, INRADIUS * FADE_REACH, wave) === 0) continue;
          expect(x >= trim.x && x <= trim.x + trim.width && y >= trim.y && y <= trim.y + trim.height).toBe(true);
        }
      }
    }
  });

  test('sharper bands keep no more pixels in spare chunks and atlas pages than the first look', () => {
    const chunkBytes = (band: number): number => {
      const chunk = chunkTextureSize(chunkSideAt(band));
      return chunk.width * chunk.height * band * band * 4;
    };
    const pageBytes = (band: number): number => 16 * 64 * band * (pageRows(band) * 64 * band) * 4;
    for (let band = 1; band <= MAX_BAND; band++) {
      expect(spareTextures(band, chunkSideAt(band)) * chunkBytes(band)).toBeLessThanOrEqual(SPARE_TEXTURES * chunkBytes(1));
      // Sharper chunks hold fewer hexes: a chunk costs about the same pixels (and time to draw) at every band.
      expect(chunkBytes(band) / chunkBytes(1)).toBeGreaterThan(0.8);
      expect(chunkBytes(band) / chunkBytes(1)).toBeLessThan(1.25);
      expect(pageBytes(band)).toBeLessThanOrEqual(pageBytes(1) * 1.25);
    }
    expect(spareTextures(1)).toBe(SPARE_TEXTURES);
  });
});
