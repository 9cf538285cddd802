import { describe, expect, it } from 'vitest';
import { placeStarts } from '../../src/mapgen/placeStarts.ts';
import { skirmishScenario } from '../../src/mapgen/skirmish.ts';
import { startGame, type RaceId } from '../../src/rules/index.ts';
import { forbiddenPairs, startProblems } from './mapChecks.ts';

describe('skirmishScenario', () => {
  it('starts a playable game on a generated map, one Keep and three units per player', () => {
    const races: RaceId[] = ['humans', 'orcs', 'elves', 'dwarves', 'trolls', 'giants'];
    const players = races.map((race, i) => ({ name: `P${i + 1}`, race, colour: '#ffffff' }));
    const scenario = skirmishScenario({ players, campaign: { kind: 'conquer' }, startingGold: 10, mapSize: { width: 32, height: 24 }, mapSeed: 3 });
    if ('error' in scenario) throw new Error(scenario.error);
    expect(scenario.buildings.map((b) => b.type)).toEqual(races.map(() => 'keep'));
    expect(scenario.units).toHaveLength(18);
    expect(
      startProblems(
        scenario.map,
        scenario.buildings.map((b) => b.at),
        races,
      ),
    ).toEqual([]);
    expect(startGame(scenario, 3).ok).toBe(true);
  });

  it('passes on a map that is too small as a message', () => {
    const players = Array.from({ length: 8 }, (_, i) => ({ name: `P${i + 1}`, race: 'humans' as const, colour: '#ffffff' }));
    expect(skirmishScenario({ players, campaign: { kind: 'conquer' }, startingGold: 10, mapSize: { width: 8, height: 8 }, mapSeed: 1 })).toEqual({
      error: expect.stringMatching(/room/),
    });
  });
});

describe('placeStarts', () => {
  it('finds starts on a hand-made map, laying home terrain where none is near', () => {
    // All grasslands with a lake: Dwarves need Mountains within 2, so a patch is laid.
    const width = 20;
    const height = 14;
    const terrain = Array.from({ length: width * height }, (_, i) => (i % width > 8 && i % width < 11 ? 'water' : 'grasslands') as 'water' | 'grasslands');
    terrain[5 * width + 9] = 'grasslands'; // a ford joins the two halves
    const map = { width, height, terrain };
    const placed = placeStarts(map, ['humans', 'dwarves'], 4);
    if ('error' in placed) throw new Error(placed.error);
    expect(startProblems(placed.map, placed.starts, ['humans', 'dwarves'])).toEqual([]);
    expect(placed.map.terrain).toContain('mountains');
    expect(map.terrain).not.toContain('mountains'); // the given map is left as it was
    expect(forbiddenPairs(placed.map)).toEqual([]);
  });
});
