import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateMap } from '../../src/mapgen/generateMap.ts';
import { hexGrid, indexDistance } from '../../src/mapgen/hexGrid.ts';
import { repairForbidden } from '../../src/mapgen/repairForbidden.ts';
import { codeOf } from '../../src/mapgen/terrainCodes.ts';
import { RACE_IDS, TERRAIN_IDS, hexAt, hexDistance, standardSetup, startGame, type RaceId } from '../../src/rules/index.ts';
import { forbiddenPairs, startProblems } from './mapChecks.ts';

const seed = fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });
const races = (min: number, max: number) => fc.array(fc.constantFrom(...RACE_IDS), { minLength: min, maxLength: max });

function generated(options: Parameters<typeof generateMap>[0]) {
  const result = generateMap(options);
  if ('error' in result) throw new Error(`${options.width}×${options.height} seed ${options.seed} ${options.races.join(',')}: ${result.error}`);
  return result;
}

describe('generateMap', () => {
  it('never makes a forbidden pair of neighbours, at any size', () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 8, max: 96 }), fc.integer({ min: 8, max: 96 }), races(0, 2), (s, width, height, r) => {
        const result = generateMap({ width, height, seed: s, races: r });
        if ('error' in result) return; // a tiny map may refuse two players; it never refuses none
        expect(forbiddenPairs(result.map)).toEqual([]);
      }),
      { numRuns: 60 },
    );
    expect(forbiddenPairs(generated({ width: 256, height: 256, seed: 99, races: ['orcs', 'elves'] }).map)).toEqual([]);
  });

  it('places valid, reachable starts with room for the Keep and its units, for 2–8 players', () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 24, max: 80 }), fc.integer({ min: 24, max: 80 }), races(2, 8), (s, width, height, r) => {
        const { map, starts } = generated({ width, height, seed: s, races: r });
        expect(startProblems(map, starts, r)).toEqual([]);
        const players = r.map((race, i) => ({ id: `p${i + 1}`, name: `P${i + 1}`, race, start: starts[i]! }));
        const scenario = standardSetup(map, players);
        if ('error' in scenario) throw new Error(scenario.error);
        expect(startGame(scenario, 1).ok).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('gives small maps valid starts too, or says plainly that they do not fit', () => {
    let placed = 0;
    for (let s = 0; s < 40; s++) {
      const r = RACE_IDS.slice(0, 2 + (s % 5)) as RaceId[];
      const result = generateMap({ width: 16, height: 12, seed: s, races: r });
      if ('error' in result) {
        expect(result.error).toMatch(/room|try/);
        continue;
      }
      placed++;
      expect(startProblems(result.map, result.starts, r), `seed ${s}`).toEqual([]);
      expect(forbiddenPairs(result.map)).toEqual([]);
    }
    expect(placed).toBeGreaterThan(30);
  });

  it('holds every terrain on maps of 32×32 and up', () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 32, max: 100 }), fc.integer({ min: 32, max: 100 }), races(2, 6), (s, width, height, r) => {
        const { map } = generated({ width, height, seed: s, races: r });
        expect(TERRAIN_IDS.filter((t) => !map.terrain.includes(t))).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });

  it('is the same for the same seed, size and races, and differs for another seed', () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 8, max: 64 }), fc.integer({ min: 8, max: 64 }), (s, width, height) => {
        const options = { width, height, seed: s, races: [] };
        expect(generateMap(options)).toEqual(generateMap(options));
      }),
      { numRuns: 20 },
    );
    const options = { width: 48, height: 40, seed: 5, races: ['humans', 'trolls', 'dwarves'] as RaceId[] };
    expect(generateMap(options)).toEqual(generateMap(options));
    expect(generated(options).map.terrain).not.toEqual(generated({ ...options, seed: 6 }).map.terrain);
  });

  it('keeps land mostly in one piece with sea round it, about a third water', () => {
    const { map } = generated({ width: 64, height: 48, seed: 7, races: [] });
    const water = map.terrain.filter((t) => t === 'water').length / map.terrain.length;
    expect(water).toBeGreaterThan(0.2);
    expect(water).toBeLessThan(0.45);
    // The corners are sea.
    for (const i of [0, 63, 64 * 47, 64 * 48 - 1]) expect(map.terrain[i]).toBe('water');
  });

  it('puts Tundra and Desert far apart (climate bands)', () => {
    for (const s of [1, 2, 3]) {
      const { map } = generated({ width: 64, height: 64, seed: s, races: [] });
      const rowsOf = (t: string) => map.terrain.flatMap((x, i) => (x === t ? [hexAt(map, i).row] : []));
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      expect(Math.abs(mean(rowsOf('tundra')) - mean(rowsOf('desert'))), `seed ${s}`).toBeGreaterThan(20);
    }
  });

  it('refuses what cannot be done, with a reason', () => {
    expect(generateMap({ width: 8, height: 8, seed: 1, races: [...RACE_IDS, 'humans', 'orcs'] })).toEqual({
      error: expect.stringMatching(/room for \d+ starts.*not 8/),
    });
    expect(generateMap({ width: 7, height: 20, seed: 1, races: [] })).toEqual({ error: expect.stringMatching(/width must be .* 8 to 256/) });
    expect(generateMap({ width: 20, height: 257, seed: 1, races: [] })).toEqual({ error: expect.stringMatching(/height/) });
  });
});

describe('generator helpers', () => {
  it('measure hex distance as the rules do', () => {
    const grid = hexGrid(40, 30);
    fc.assert(
      fc.property(fc.nat(grid.size - 1), fc.nat(grid.size - 1), (a, b) => {
        expect(indexDistance(grid, a, b)).toBe(hexDistance(hexAt(grid, a), hexAt(grid, b)));
      }),
      { numRuns: 300 },
    );
  });

  it('repair every forbidden pair of a hand-made map, leaving allowed pairs alone', () => {
    const rows = ['dfgt', 'sdtm', 'ffhw'];
    const terrain = rows
      .join('')
      .split('')
      .map((l) => TERRAIN_IDS.find((t) => t[0] === l)!);
    const map = { width: 4, height: 3, terrain };
    expect(forbiddenPairs(map).length).toBeGreaterThan(0);
    const grid = hexGrid(4, 3);
    const codes = Uint8Array.from(terrain, codeOf);
    repairForbidden(grid, codes);
    const repaired = { ...map, terrain: Array.from(codes, (c) => TERRAIN_IDS[c]!) };
    expect(forbiddenPairs(repaired)).toEqual([]);
    // Hills, mountains and water never clash, so they stay.
    expect([repaired.terrain[7], repaired.terrain[10], repaired.terrain[11]]).toEqual(['mountains', 'hills', 'water']);
  });
});

describe('a seed whose land leaves no room for a start', () => {
  it('is tried again with seeds made from it: the map is made, and the same every time', () => {
    // The first try of this seed has no room for the Elves near Forest (found by the property above).
    const options = { width: 24, height: 39, seed: 895240304, races: ['humans', 'humans', 'elves', 'giants'] as RaceId[] };
    const first = generated(options);
    expect(startProblems(first.map, first.starts, options.races)).toEqual([]);
    expect(generated(options)).toEqual(first);
  });
});
