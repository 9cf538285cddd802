// src/rules/hexGeometry.ts is plain arithmetic; here it is checked once against honeycomb-grid 4's Grid
// for random hexes on random map sizes (pointy tops, odd rows shifted right: honeycomb's offset -1).
import fc from 'fast-check';
import { defineHex, Direction, Grid, Orientation, rectangle } from 'honeycomb-grid';
import { describe, expect, it } from 'vitest';
import {
  HEX_SETTINGS,
  MapHex,
  areAdjacent,
  cubeToOffset,
  hexDistance,
  hexIndex,
  indexDistance,
  neighbourIndex,
  neighbourTable,
  neighbours,
  offsetToCube,
  rowShift,
  type HexCoord,
} from '../../src/rules/index.ts';

class Honeycomb extends defineHex({ dimensions: 32, orientation: Orientation.POINTY, offset: -1, origin: 'topLeft' }) {}
// The six real directions of a pointy hex, in the order of neighbours() (honeycomb's N and S mean NW and SW).
const SIX = [Direction.NE, Direction.E, Direction.SE, Direction.SW, Direction.W, Direction.NW] as const;

const grids = new Map<string, Grid<Honeycomb>>();
function gridOf(width: number, height: number): Grid<Honeycomb> {
  const key = `${width}x${height}`;
  let grid = grids.get(key);
  if (!grid) {
    grid = new Grid(Honeycomb, rectangle({ width, height }));
    grids.set(key, grid);
  }
  return grid;
}

/** A map size and two hexes on it. */
const sizedPair = fc.record({ width: fc.integer({ min: 1, max: 48 }), height: fc.integer({ min: 1, max: 48 }) }).chain(({ width, height }) => {
  const hex = fc.record({ col: fc.integer({ min: 0, max: width - 1 }), row: fc.integer({ min: 0, max: height - 1 }) });
  return fc.record({ width: fc.constant(width), height: fc.constant(height), a: hex, b: hex });
});

function theirHex(grid: Grid<Honeycomb>, at: HexCoord): Honeycomb {
  const hex = grid.getHex(at);
  if (!hex) throw new Error(`honeycomb has no hex at ${at.col},${at.row}`);
  return hex;
}

describe('hexGeometry against honeycomb-grid', () => {
  it('uses the layout honeycomb is told about: pointy, odd rows shifted right', () => {
    expect(HEX_SETTINGS).toEqual({ orientation: Orientation.POINTY, offset: -1 });
    expect(new MapHex().offset).toBe(-1);
    const grid = gridOf(2, 2);
    expect(theirHex(grid, { col: 0, row: 1 }).x).toBeGreaterThan(theirHex(grid, { col: 0, row: 0 }).x);
    expect(rowShift(1) - rowShift(0)).toBe(0.5);
  });

  it('finds the same neighbours, distances and cube coordinates for random hexes on random maps', () => {
    fc.assert(
      fc.property(sizedPair, ({ width, height, a, b }) => {
        const grid = gridOf(width, height);
        const map = { width, height };
        const mine = theirHex(grid, a);
        const expected = SIX.map((d) => grid.neighborOf(mine, d, { allowOutside: false }));
        const table = neighbourTable(map);
        for (const [d, hex] of expected.entries()) {
          const index = hex ? hexIndex(map, hex) : -1;
          expect(neighbourIndex(map, hexIndex(map, a), d)).toBe(index);
          expect(table[hexIndex(map, a) * 6 + d]).toBe(index);
        }
        const onMap = expected.flatMap((hex) => (hex ? [{ col: hex.col, row: hex.row }] : []));
        expect(neighbours(map, a)).toEqual(onMap);

        const distance = grid.distance(a, b);
        expect(hexDistance(a, b)).toBe(distance);
        expect(indexDistance(width, hexIndex(map, a), hexIndex(map, b))).toBe(distance);
        expect(areAdjacent(a, b)).toBe(distance === 1);

        const cube = offsetToCube(a);
        expect({ q: cube.q, r: cube.r, s: cube.s + 0 }).toEqual({ q: mine.q, r: mine.r, s: mine.s + 0 });
        expect(cubeToOffset(cube.q, cube.r)).toEqual(a);
      }),
      { numRuns: 300 },
    );
  });
});
