import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  chunkGridSize,
  chunkOfHex,
  chunkSideAt,
  chunkTextureOrigin,
  chunkTextureSize,
  hexCentreInChunk,
  hexesOfChunk,
  rangeHas,
  visibleChunks,
} from '../../src/board/chunkGrid.ts';
import { ChunkPlanner } from '../../src/board/chunkPlanner.ts';
import { CHUNK, chunkBounds, hexCenterX, hexCenterY } from '../../src/board/hexLayout.ts';
import { TILE_FILL_RADIUS } from '../../src/board/terrainArt.ts';

// Terrain drawn sharper comes in smaller chunks (chunkSideAt): the chunk arithmetic holds for every side,
// odd ones too, whose chunks start on odd rows.
const SIDES = [1, 2, 3].map(chunkSideAt);

describe('chunks of fewer hexes, for sharper terrain', () => {
  test('shrink with the resolution and keep the first look’s at resolution 1', () => {
    expect(SIDES).toEqual([CHUNK, 8, 5]);
  });

  test.each(SIDES)('of %i hexes a side hold every hex of a map once, its art wholly inside, on whole pixels', (side) => {
    const map = { width: 23, height: 19 };
    const { cols, rows } = chunkGridSize(map.width, map.height, side);
    const texture = chunkTextureSize(side);
    const halfWidth = (TILE_FILL_RADIUS * Math.sqrt(3)) / 2;
    let seen = 0;
    for (let cy = 0; cy < rows; cy++) {
      for (let cx = 0; cx < cols; cx++) {
        const h = hexesOfChunk(cx, cy, map.width, map.height, side);
        const origin = chunkTextureOrigin(cx, cy, side);
        for (let row = h.row0; row <= h.row1; row++) {
          for (let col = h.col0; col <= h.col1; col++) {
            seen++;
            expect(chunkOfHex({ col, row }, side)).toEqual({ cx, cy });
            const c = hexCentreInChunk(col, row, side);
            expect(c.x - halfWidth >= 0 && c.y - TILE_FILL_RADIUS >= 0).toBe(true);
            expect(c.x + halfWidth <= texture.width && c.y + TILE_FILL_RADIUS <= texture.height).toBe(true);
            expect(Number.isInteger(c.x) && Number.isInteger(c.y)).toBe(true);
            expect(Math.abs(origin.x + c.x - hexCenterX(col, row))).toBeLessThanOrEqual(0.5);
            expect(Math.abs(origin.y + c.y - hexCenterY(row))).toBeLessThanOrEqual(0.5);
          }
        }
      }
    }
    expect(seen).toBe(map.width * map.height);
  });

  test.each(SIDES)('of %i hexes a side are found by a view exactly when their pixels meet it', (side) => {
    const { cols, rows } = chunkGridSize(60, 50, side);
    const step = chunkBounds(1, 1, side);
    const view = fc.record({
      x: fc.double({ min: -step.x, max: cols * step.x, noNaN: true }),
      y: fc.double({ min: -step.y, max: rows * step.y, noNaN: true }),
      width: fc.double({ min: 1, max: 3 * step.x, noNaN: true }),
      height: fc.double({ min: 1, max: 3 * step.y, noNaN: true }),
    });
    fc.assert(
      fc.property(view, (v) => {
        const range = visibleChunks(v, cols, rows, 0, side);
        for (let cy = 0; cy < rows; cy++) {
          for (let cx = 0; cx < cols; cx++) {
            const b = chunkBounds(cx, cy, side);
            const meets = b.x <= v.x + v.width && b.x + b.width > v.x && b.y <= v.y + v.height && b.y + b.height > v.y;
            expect(rangeHas(range, cx, cy)).toBe(meets);
          }
        }
      }),
      { numRuns: 40 },
    );
    expect(new ChunkPlanner(60, 50, side).slots).toHaveLength(cols * rows);
  });
});
