import { describe, expect, it } from 'vitest';
import { hasRoom } from '../../src/mapgen/chooseStarts.ts';
import { hexGrid, indexDistance } from '../../src/mapgen/hexGrid.ts';
import { HOME_REGION_HEXES, growHomeRegion } from '../../src/mapgen/homeRegions.ts';
import { codeOf } from '../../src/mapgen/terrainCodes.ts';
import { RACES, TERRAIN_IDS, hexAt, type GameMap, type RaceId, type TerrainId } from '../../src/rules/index.ts';
import { forbiddenPairs, homeNear, homeRegionSize } from './mapChecks.ts';

const WIDTH = 21;
const HEIGHT = 15;

/** A map of Grasslands, with `terrain` painted within `radius` of some hexes. */
function paint(patches: readonly { at: number; radius: number; terrain: TerrainId }[]) {
  const grid = hexGrid(WIDTH, HEIGHT);
  const codes = new Uint8Array(grid.size).fill(codeOf('grasslands'));
  for (const { at, radius, terrain } of patches) for (let i = 0; i < grid.size; i++) if (indexDistance(grid, at, i) <= radius) codes[i] = codeOf(terrain);
  return { grid, codes };
}

const asMap = (codes: Uint8Array): GameMap => ({ width: WIDTH, height: HEIGHT, terrain: Array.from(codes, (c) => TERRAIN_IDS[c]!) });
const at = (col: number, row: number) => row * WIDTH + col;
const homeOf = (race: RaceId) => codeOf(RACES[race].homeTerrain);

describe('growHomeRegion', () => {
  it('swells a scarce home terrain into a region of 12 round the start, the way the climate leans', () => {
    const start = at(10, 7);
    for (const lean of [-1, 1]) {
      const { grid, codes } = paint([]);
      const favour = (i: number) => lean * (i % WIDTH); // west, then east, is where swamp "belongs"
      expect(growHomeRegion(grid, codes, [start], [homeOf('trolls')], 0, HOME_REGION_HEXES, favour)).toBe(true);
      const map = asMap(codes);
      expect(homeRegionSize(map, hexAt(map, start), 'trolls')).toBeGreaterThanOrEqual(HOME_REGION_HEXES);
      expect(homeNear(map, hexAt(map, start), 'trolls')).toBe(true);
      const grown = map.terrain.flatMap((t, i) => (t === 'swamp' ? [i % WIDTH] : []));
      expect(grown.length).toBeLessThan(HOME_REGION_HEXES + 3);
      expect(Math.sign(grown.reduce((a, b) => a + b, 0) / grown.length - 10)).toBe(lean);
    }
  });

  it('grows from the patch already there rather than laying a new one', () => {
    const start = at(10, 7);
    const { grid, codes } = paint([{ at: at(12, 5), radius: 1, terrain: 'swamp' }]);
    expect(growHomeRegion(grid, codes, [start], [homeOf('trolls')], 0, HOME_REGION_HEXES, () => 0)).toBe(true);
    const map = asMap(codes);
    expect(homeRegionSize(map, hexAt(map, start), 'trolls')).toBeGreaterThanOrEqual(HOME_REGION_HEXES);
    expect(map.terrain.filter((t) => t === 'swamp').length).toBeLessThan(HOME_REGION_HEXES + 3);
  });

  it('never takes or clears another start’s home terrain near it, nor the start hexes', () => {
    const trolls = at(10, 7);
    const orcs = at(15, 7);
    const { grid, codes } = paint([{ at: orcs, radius: 2, terrain: 'desert' }]);
    const before = asMap(codes);
    // The climate wants swamp towards the Orcs' desert, which swamp may not border.
    expect(growHomeRegion(grid, codes, [trolls, orcs], [homeOf('trolls'), homeOf('orcs')], 0, HOME_REGION_HEXES, (i) => i % WIDTH)).toBe(true);
    const map = asMap(codes);
    expect(homeRegionSize(map, hexAt(map, trolls), 'trolls')).toBeGreaterThanOrEqual(HOME_REGION_HEXES);
    expect(map.terrain.filter((t) => t === 'desert')).toEqual(before.terrain.filter((t) => t === 'desert'));
    expect(forbiddenPairs(map)).toEqual([]);
    expect([map.terrain[trolls], map.terrain[orcs]]).toEqual(['grasslands', 'desert']);
  });

  it('keeps the Keep’s room when the home terrain is one mounted units may not enter', () => {
    const dwarves = at(10, 7);
    const { grid, codes } = paint([]);
    expect(growHomeRegion(grid, codes, [dwarves], [homeOf('dwarves')], 0, HOME_REGION_HEXES, () => 0)).toBe(true);
    expect(homeRegionSize(asMap(codes), hexAt(asMap(codes), dwarves), 'dwarves')).toBeGreaterThanOrEqual(HOME_REGION_HEXES);
    expect(hasRoom(grid, codes, dwarves)).toBe(true);
    for (let k = 0; k < 6; k++) expect(TERRAIN_IDS[codes[grid.next[dwarves * 6 + k]!]!]).toBe('grasslands');
  });

  it('refuses when there is no land to grow on', () => {
    const island = at(10, 7);
    const { grid, codes } = paint([]);
    codes.fill(codeOf('water'));
    for (let i = 0; i < grid.size; i++) if (indexDistance(grid, island, i) <= 1) codes[i] = codeOf('grasslands');
    expect(growHomeRegion(grid, codes, [island], [homeOf('elves')], 0, HOME_REGION_HEXES, () => 0)).toBe(false);
  });
});
