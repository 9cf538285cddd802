import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateMap } from '../../src/mapgen/generateMap.ts';
import { RACE_IDS, TERRAIN_IDS, cannotEnter, hexIndex, type RaceId } from '../../src/rules/index.ts';
import { HOME_REGION_HEXES, forbiddenPairs, homeRegionSize, reachableBy, routeProblems, startProblems } from './mapChecks.ts';

const seed = fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });
const races = fc.array(fc.constantFrom(...RACE_IDS), { minLength: 2, maxLength: 8 });

function generated(width: number, height: number, s: number, r: readonly RaceId[]) {
  const result = generateMap({ width, height, seed: s, races: r });
  if ('error' in result) throw new Error(`${width}×${height} seed ${s} ${r.join(',')}: ${result.error}`);
  return result;
}

/** Every promise a start on a big generated map keeps, and the map's own (no forbidden pair, every terrain). */
function expectFairMap(width: number, height: number, s: number, r: readonly RaceId[]): void {
  const { map, starts } = generated(width, height, s, r);
  expect(startProblems(map, starts, r), `${width}×${height} seed ${s} ${r.join(',')}`).toEqual([]);
  expect(forbiddenPairs(map)).toEqual([]);
  expect(TERRAIN_IDS.filter((t) => !map.terrain.includes(t))).toEqual([]);
}

describe('starts on maps of 64×48 and up', () => {
  it('each have a home region of 12 hexes within 3, and every unit type can get from any start to any other', () => {
    const size = fc.constantFrom([64, 48], [48, 64], [96, 96], [128, 128], [128, 96], [160, 60]);
    fc.assert(
      fc.property(seed, size, races, (s, [width, height], r) => expectFairMap(width!, height!, s, r)),
      { numRuns: 16 },
    );
  });

  it('keep those promises on the largest maps too', () => {
    fc.assert(
      fc.property(seed, races, (s, r) => expectFairMap(256, 256, s, r)),
      { numRuns: 2 },
    );
  });

  it('give many players of one race each a region of their own home terrain, however scarce it is', () => {
    for (const race of RACE_IDS) expectFairMap(64, 48, 11, Array(8).fill(race));
    // A strip of land with few ranges: some of these Dwarves' regions have to be grown.
    expectFairMap(128, 24, 2, Array(8).fill('dwarves'));
  });

  it('give the Dwarves of seed 38595 real Mountains, not a three-hex patch in the Tundra', () => {
    const r: RaceId[] = ['humans', 'orcs', 'elves', 'dwarves'];
    const { map, starts } = generated(128, 96, 38595, r);
    expect(homeRegionSize(map, starts[3]!, 'dwarves')).toBeGreaterThanOrEqual(HOME_REGION_HEXES);
    expect(startProblems(map, starts, r)).toEqual([]);
    // The range was there before any start was placed: the climate made it, nothing was laid.
    const unplaced = generated(128, 96, 38595, []).map;
    expect(homeRegionSize(unplaced, starts[3]!, 'dwarves')).toBeGreaterThanOrEqual(HOME_REGION_HEXES);
  });

  it('do not shut the Giants of seed 54433 in a valley mounted units cannot leave', () => {
    const r: RaceId[] = ['humans', 'orcs', 'elves', 'dwarves', 'giants'];
    const { map, starts } = generated(256, 256, 54433, r);
    expect(routeProblems(map, starts)).toEqual([]);
    const mounted = new Set(TERRAIN_IDS.filter((t) => cannotEnter('cavalry', t) === null));
    // Cavalry from the Giants' start reach most of the land, not a pocket of it.
    const land = map.terrain.filter((t) => mounted.has(t)).length;
    expect(reachableBy(map, starts[4]!, mounted).size).toBeGreaterThan(land * 0.8);
    expect(map.terrain[hexIndex(map, starts[4]!)]).not.toBe('mountains');
  });
});
