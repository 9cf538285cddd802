import { describe, expect, it } from 'vitest';
import { hexGrid } from '../../src/mapgen/hexGrid.ts';
import { linkStarts, openMainLand } from '../../src/mapgen/passes.ts';
import { codeOf } from '../../src/mapgen/terrainCodes.ts';
import { TERRAIN_BY_LETTER, TERRAIN_IDS, hexAt, hexIndex, type GameMap } from '../../src/rules/index.ts';
import { forbiddenPairs, routeProblems } from './mapChecks.ts';

/** A hand-drawn map, one letter per hex (the map file letters), and its generator codes. */
function drawn(rows: readonly string[]) {
  const terrain = rows
    .join('')
    .split('')
    .map((letter) => TERRAIN_BY_LETTER.get(letter)!);
  const map: GameMap = { width: rows[0]!.length, height: rows.length, terrain };
  return { map, grid: hexGrid(map.width, map.height), codes: Uint8Array.from(terrain, codeOf) };
}

const asMap = (map: GameMap, codes: Uint8Array): GameMap => ({ ...map, terrain: Array.from(codes, (c) => TERRAIN_IDS[c]!) });
const changed = (map: GameMap, codes: Uint8Array) => map.terrain.flatMap((t, i) => (TERRAIN_IDS[codes[i]!] === t ? [] : [i]));

// Two valleys walled apart by a range two hexes thick, with desert and tundra along it (a pass of
// grassland there would do, but Hills are what a pass through a range looks like).
const WALLED = ['gggggmmgggggg', 'gggggmmgggggg', 'ddddgmmgttttg', 'ddddgmmgttttg', 'gggggmmgggggg', 'gggggmmgggggg', 'gggggmmgggggg'];

describe('linkStarts', () => {
  it('cuts the shortest pass through a range that shuts mounted units out, in Hills, and no more', () => {
    const { map, grid, codes } = drawn(WALLED);
    const starts = [hexIndex(map, { col: 1, row: 3 }), hexIndex(map, { col: 11, row: 3 })];
    expect(
      routeProblems(
        map,
        starts.map((s) => hexAt(map, s)),
      ),
    ).toEqual([expect.stringMatching(/^Cavalry, Wolf Riders cannot get/)]);

    expect(linkStarts(grid, codes, starts, new Uint8Array(grid.size))).toBe(true);
    const after = asMap(map, codes);
    expect(
      routeProblems(
        after,
        starts.map((s) => hexAt(map, s)),
      ),
    ).toEqual([]);
    expect(changed(map, codes).map((i) => after.terrain[i])).toEqual(['hills', 'hills']);
    expect(forbiddenPairs(after)).toEqual([]);
  });

  it('spares the hexes it is asked to while another way exists, and uses them when none does', () => {
    const { map, grid, codes } = drawn(WALLED);
    const starts = [hexIndex(map, { col: 1, row: 3 }), hexIndex(map, { col: 11, row: 3 })];
    const spare = new Uint8Array(grid.size);
    for (let i = 0; i < grid.size; i++) if (hexAt(map, i).row !== 6) spare[i] = 1;
    expect(linkStarts(grid, codes, starts, spare)).toBe(true);
    expect(changed(map, codes).map((i) => hexAt(map, i).row)).toEqual([6, 6]);

    const everywhere = drawn(WALLED);
    expect(linkStarts(everywhere.grid, everywhere.codes, starts, new Uint8Array(grid.size).fill(1))).toBe(true);
    expect(
      routeProblems(
        asMap(map, everywhere.codes),
        starts.map((s) => hexAt(map, s)),
      ),
    ).toEqual([]);
  });

  it('leaves starts that are already joined alone, and says so when only water lies between', () => {
    const { map, grid, codes } = drawn(WALLED);
    const sameSide = [hexIndex(map, { col: 0, row: 0 }), hexIndex(map, { col: 3, row: 6 })];
    expect(linkStarts(grid, codes, sameSide, new Uint8Array(grid.size))).toBe(true);
    expect(changed(map, codes)).toEqual([]);

    const sea = drawn(['ggwwgg', 'ggwwgg', 'ggwwgg']);
    expect(linkStarts(sea.grid, sea.codes, [0, 5], new Uint8Array(sea.grid.size))).toBe(false);
  });
});

describe('openMainLand', () => {
  it('joins a valley shut in by a range to the rest, but gives no start to a pocket too small to matter', () => {
    const { map, grid, codes } = drawn([
      'ggggggggggggggg',
      'gmmmmmmmggggggg',
      'gmgggggmggggmmg',
      'gmgggggmgggmgmg',
      'gmgggggmggggmmg',
      'gmmmmmmmggggggg',
      'ggggggggggggggg',
    ]);
    const open = openMainLand(grid, codes, new Uint8Array(grid.size).fill(1));
    const inValley = hexIndex(map, { col: 4, row: 3 });
    const inPocket = hexIndex(map, { col: 12, row: 3 });
    expect(open[inValley]).toBe(1);
    expect(open[inPocket]).toBe(0);
    expect(changed(map, codes).map((i) => TERRAIN_IDS[codes[i]!])).toEqual(['hills']);
    expect(routeProblems(asMap(map, codes), [{ col: 0, row: 0 }, hexAt(map, inValley)])).toEqual([]);
  });
});
