import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { clampCamera, MAX_ZOOM, minZoom, screenToWorld, viewRect, type Size } from '../../src/board/camera.ts';
import {
  chunkGridSize,
  chunkOfHex,
  chunkTextureOrigin,
  chunkTextureSize,
  hexCentreInChunk,
  hexesOfChunk,
  rangeCount,
  rangeHas,
  visibleChunks,
  type Rect,
} from '../../src/board/chunkGrid.ts';
import { CHUNK, chunkBounds, hexCenterX, hexCenterY, pointToHex, worldSize } from '../../src/board/hexLayout.ts';
import { TILE_FILL_RADIUS } from '../../src/board/terrainArt.ts';

// A map whose width and height are not multiples of CHUNK, so the last chunks are partial.
const MAP = { width: 45, height: 37 };
const { cols: COLS, rows: ROWS } = chunkGridSize(MAP.width, MAP.height);
const STEP = chunkBounds(1, 1); // x, y: the step between chunks
const SPAN = chunkBounds(0, 0); // width, height: what one chunk's hexes cover

/** Brute force: does chunk (cx, cy)'s world rectangle meet `view`? */
function meets(view: Rect, cx: number, cy: number): boolean {
  const b = chunkBounds(cx, cy);
  return b.x <= view.x + view.width && b.x + b.width > view.x && b.y <= view.y + view.height && b.y + b.height > view.y;
}

const worldView = fc.record({
  x: fc.double({ min: -2 * STEP.x, max: (COLS + 1) * STEP.x, noNaN: true }),
  y: fc.double({ min: -2 * STEP.y, max: (ROWS + 1) * STEP.y, noNaN: true }),
  width: fc.double({ min: 1, max: 3 * STEP.x, noNaN: true }),
  height: fc.double({ min: 1, max: 3 * STEP.y, noNaN: true }),
});

describe('which chunk holds a hex', () => {
  test('every hex of the map is drawn into exactly one chunk: the one chunkOfHex names', () => {
    expect({ COLS, ROWS }).toEqual({ COLS: 3, ROWS: 3 });
    const holders = new Map<string, string[]>();
    for (let cy = 0; cy < ROWS; cy++) {
      for (let cx = 0; cx < COLS; cx++) {
        const h = hexesOfChunk(cx, cy, MAP.width, MAP.height);
        for (let row = h.row0; row <= h.row1; row++) {
          for (let col = h.col0; col <= h.col1; col++) holders.set(`${col},${row}`, [...(holders.get(`${col},${row}`) ?? []), `${cx},${cy}`]);
        }
      }
    }
    expect(holders.size).toBe(MAP.width * MAP.height);
    for (const [hex, chunks] of holders) {
      const [col, row] = hex.split(',').map(Number) as [number, number];
      const own = chunkOfHex({ col, row });
      expect(chunks, hex).toEqual([`${own.cx},${own.cy}`]);
    }
    // The last column and row of chunks are cut at the map's edge.
    expect(hexesOfChunk(2, 2, MAP.width, MAP.height)).toEqual({ col0: 32, col1: 44, row0: 32, row1: 36 });
  });

  test("a hex's art lies wholly inside its own chunk's texture, so no other chunk's pixels show it", () => {
    const texture = chunkTextureSize();
    const halfWidth = (TILE_FILL_RADIUS * Math.sqrt(3)) / 2;
    // Chunks at even and odd positions, every hex in them (odd rows stick out half a hex to the right).
    for (const [cx, cy] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ] as const) {
      for (let row = cy * CHUNK; row < (cy + 1) * CHUNK; row++) {
        for (let col = cx * CHUNK; col < (cx + 1) * CHUNK; col++) {
          const c = hexCentreInChunk(col, row);
          expect(c.x - halfWidth, `${col},${row} left`).toBeGreaterThanOrEqual(0);
          expect(c.y - TILE_FILL_RADIUS, `${col},${row} top`).toBeGreaterThanOrEqual(0);
          expect(c.x + halfWidth, `${col},${row} right`).toBeLessThanOrEqual(texture.width);
          expect(c.y + TILE_FILL_RADIUS, `${col},${row} bottom`).toBeLessThanOrEqual(texture.height);
          // Stamped on whole pixels, the tile lands within half a pixel of the hex's true centre.
          const origin = chunkTextureOrigin(cx, cy);
          expect(Number.isInteger(c.x) && Number.isInteger(c.y)).toBe(true);
          expect(Math.abs(origin.x + c.x - hexCenterX(col, row))).toBeLessThanOrEqual(0.5);
          expect(Math.abs(origin.y + c.y - hexCenterY(row))).toBeLessThanOrEqual(0.5);
        }
      }
    }
  });
});

describe('which chunks a view covers', () => {
  test('exactly the chunks on the map whose pixels meet the view', () => {
    fc.assert(
      fc.property(worldView, (view) => {
        const range = visibleChunks(view, COLS, ROWS, 0);
        for (let cy = 0; cy < ROWS; cy++) {
          for (let cx = 0; cx < COLS; cx++) expect(rangeHas(range, cx, cy), `${cx},${cy}`).toBe(meets(view, cx, cy));
        }
      }),
    );
  });

  test.each([MAP, { width: 200, height: 150 }])('at every zoom the chunks found cover every hex in the viewport of a $width×$height map', (map) => {
    const view: Size = { width: 1280, height: 800 };
    const world = worldSize(map.width, map.height);
    const { cols, rows } = chunkGridSize(map.width, map.height);
    const zoom = fc.double({ min: minZoom(world, view), max: MAX_ZOOM, noNaN: true });
    const camera = fc
      .record({ x: fc.double({ min: -world.width * 3, max: 1000, noNaN: true }), y: fc.double({ min: -world.height * 3, max: 1000, noNaN: true }), zoom })
      .map((cam) => clampCamera(cam, world, view));
    const inView = fc.record({ u: fc.double({ min: 0.001, max: 0.999, noNaN: true }), v: fc.double({ min: 0.001, max: 0.999, noNaN: true }) });
    fc.assert(
      fc.property(camera, fc.array(inView, { minLength: 1, maxLength: 20 }), (cam, points) => {
        const range = visibleChunks(viewRect(cam, view), cols, rows, 0);
        expect(rangeCount(range)).toBeGreaterThan(0); // clamping never leaves the map off screen
        for (const { u, v } of points) {
          const w = screenToWorld(cam, u * view.width, v * view.height);
          const hex = pointToHex(w.x, w.y);
          if (hex.col < 0 || hex.row < 0 || hex.col >= map.width || hex.row >= map.height) continue;
          const { cx, cy } = chunkOfHex(hex);
          expect(rangeHas(range, cx, cy), `hex ${hex.col},${hex.row}`).toBe(true);
        }
      }),
    );
  });

  test('at the map edges the range is cut to the map; a view off the map finds none', () => {
    const whole = { x: -500, y: -500, width: 10_000, height: 10_000 };
    expect(visibleChunks(whole, COLS, ROWS, 0)).toEqual({ x0: 0, x1: COLS - 1, y0: 0, y1: ROWS - 1 });
    const pastBottomRight = { x: STEP.x + SPAN.width + 10, y: STEP.y + SPAN.height + 10, width: 5000, height: 5000 };
    expect(visibleChunks(pastBottomRight, COLS, ROWS, 0)).toEqual({ x0: 2, x1: 2, y0: 2, y1: 2 });
    const leftOfMap = { x: -3000, y: 100, width: 1000, height: 500 };
    expect(rangeCount(visibleChunks(leftOfMap, COLS, ROWS, 0))).toBe(0);
    const aboveMap = { x: 100, y: -3000, width: 3000, height: 1000 };
    expect(rangeCount(visibleChunks(aboveMap, COLS, ROWS, 0))).toBe(0);
  });

  test('a view straddling a chunk border takes both sides; the half-hex overhang counts', () => {
    // Just right of chunk 0's step, but still on its odd rows' overhang: chunks 0 and 1.
    const overhang = { x: STEP.x + 1, y: 10, width: 10, height: 10 };
    expect(visibleChunks(overhang, COLS, ROWS, 0)).toMatchObject({ x0: 0, x1: 1 });
    // Past the overhang: chunk 1 only.
    const past = { x: SPAN.width + 1, y: 10, width: 10, height: 10 };
    expect(visibleChunks(past, COLS, ROWS, 0)).toMatchObject({ x0: 1, x1: 1 });
  });

  test('a margin widens the range by whole chunks, still cut to the map', () => {
    const middle = { x: STEP.x + 100, y: STEP.y + 100, width: 50, height: 50 };
    expect(visibleChunks(middle, COLS, ROWS, 0)).toEqual({ x0: 1, x1: 1, y0: 1, y1: 1 });
    expect(visibleChunks(middle, COLS, ROWS, 1)).toEqual({ x0: 0, x1: 2, y0: 0, y1: 2 });
    expect(visibleChunks(middle, COLS, ROWS, 5)).toEqual({ x0: 0, x1: 2, y0: 0, y1: 2 });
  });

  test('an empty range counts no chunks', () => {
    expect(rangeCount({ x0: 0, x1: 2, y0: 0, y1: 1 })).toBe(6);
    expect(rangeCount({ x0: 0, x1: 2, y0: 0, y1: -4 })).toBe(0);
    expect(rangeCount({ x0: 0, x1: -1, y0: 0, y1: -1 })).toBe(0);
  });
});
