import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseStarts, generateSkirmishMap, skirmishScenario } from '../../src/mapgen/skirmish.ts';
import { FORBIDDEN_NEIGHBOURS, RACE_IDS, RACES, hexAt, hexDistance, hexIndex, neighbours, startGame, type GameMap, type HexCoord } from '../../src/rules/index.ts';

const forbidden = new Set(FORBIDDEN_NEIGHBOURS.map(([a, b]) => `${a}|${b}`));

function forbiddenPairs(map: GameMap): number {
  let count = 0;
  map.terrain.forEach((t, i) => {
    for (const n of neighbours(map, hexAt(map, i))) if (forbidden.has(`${t}|${map.terrain[hexIndex(map, n)]}`)) count++;
  });
  return count;
}

function landPath(map: GameMap, from: HexCoord, to: HexCoord): boolean {
  const seen = new Set([hexIndex(map, from)]);
  const queue = [from];
  while (queue.length) {
    const here = queue.pop()!;
    if (here.col === to.col && here.row === to.row) return true;
    for (const n of neighbours(map, here)) {
      const i = hexIndex(map, n);
      if (!seen.has(i) && map.terrain[i] !== 'water') {
        seen.add(i);
        queue.push(n);
      }
    }
  }
  return false;
}

describe('skirmish maps', () => {
  it('are the same for the same seed and size, and differ for another seed', () => {
    expect(generateSkirmishMap(32, 24, 5)).toEqual(generateSkirmishMap(32, 24, 5));
    expect(generateSkirmishMap(32, 24, 5).terrain).not.toEqual(generateSkirmishMap(32, 24, 6).terrain);
  });

  it('never hold a forbidden pair of neighbours, and hold every terrain on a medium map', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 8, max: 48 }), fc.integer({ min: 8, max: 40 }), (seed, w, h) => {
        expect(forbiddenPairs(generateSkirmishMap(w, h, seed))).toBe(0);
      }),
      { numRuns: 40 },
    );
    expect(new Set(generateSkirmishMap(40, 24, 7).terrain).size).toBe(8);
  });

  it('start players far apart, reachable by land, and playable', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 2, max: 6 }), (seed, count) => {
        const races = Array.from({ length: count }, (_, i) => RACE_IDS[i % RACE_IDS.length]!);
        const players = races.map((race, i) => ({ name: `P${i + 1}`, race, colour: '#ffffff' }));
        const scenario = skirmishScenario({ players, campaign: { kind: 'conquer' }, startingGold: 10, mapSize: { width: 48, height: 36 }, mapSeed: seed });
        if ('error' in scenario) throw new Error(scenario.error);
        const keeps = scenario.buildings.map((b) => b.at);
        for (const a of keeps) for (const b of keeps) if (a !== b) {
          expect(hexDistance(a, b)).toBeGreaterThan(3);
          expect(landPath(scenario.map, a, b)).toBe(true);
        }
        expect(startGame(scenario, seed).ok).toBe(true);
      }),
      { numRuns: 15 },
    );
  });

  it('start every race with its home terrain within 2 hexes, even on small maps', () => {
    for (let seed = 0; seed < 60; seed++) {
      const map = generateSkirmishMap(16, 12, seed);
      const starts = chooseStarts(map, RACE_IDS, seed);
      if ('error' in starts) continue; // a small map may have no room; it says so
      RACE_IDS.forEach((race, i) => {
        const home = RACES[race].homeTerrain;
        const near = map.terrain.some((t, j) => t === home && hexDistance(hexAt(map, j), starts[i]!) <= 2);
        expect(near, `seed ${seed}: ${race} at (${starts[i]!.col},${starts[i]!.row})`).toBe(true);
      });
      expect(forbiddenPairs(map)).toBe(0);
    }
  });

  it('say plainly when a map is too small for the players', () => {
    const map = generateSkirmishMap(8, 8, 1);
    expect(chooseStarts(map, ['humans', 'orcs', 'elves', 'dwarves', 'trolls', 'giants', 'humans', 'orcs'], 1)).toEqual({
      error: expect.stringMatching(/room|too small/),
    });
  });
});
