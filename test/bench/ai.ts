// Computer player figures: one turn of a large army on the largest map, and a crowded game of eight computer
// seats [issue "computer opponents": a turn with 250 units on 256×256 < 1 s; 8 seats on 64×48 for 50 rounds < 60 s].
import { planTurn } from '../../src/ai/planTurn.ts';
import { playOneGame } from '../../src/ai/selfPlay.ts';
import type { Strength } from '../../src/ai/strengths.ts';
import { generateMap } from '../../src/mapgen/generateMap.ts';
import {
  cannotEnter,
  hexIndex,
  MAX_PLAYERS,
  RACE_IDS,
  RACES,
  standardSetup,
  startGame,
  type GameState,
  type HexCoord,
  type RaceId,
  type Scenario,
  type ScenarioUnit,
} from '../../src/rules/index.ts';
import { median, row, timeRuns, type BenchRow, type BenchSuite } from './harness.ts';

const ARMY = 250;
const SEATS: readonly Strength[] = ['hard', 'normal', 'easy', 'hard', 'normal', 'easy', 'hard', 'normal'];

function generated(width: number, height: number, races: readonly RaceId[], seed: number): Scenario {
  const map = generateMap({ width, height, seed, races });
  if ('error' in map) throw new Error(map.error);
  const players = races.map((race, i) => ({ id: `p${i + 1}`, name: `computer ${i + 1}`, race, start: map.starts[i] ?? { col: 0, row: 0 } }));
  const scenario = standardSetup(map.map, players, { name: `ai bench ${seed}` });
  if ('error' in scenario) throw new Error(scenario.error);
  return scenario;
}

/**
 * Two armies of ARMY units facing each other across the middle of a 256×256 map, the first player's to move:
 * every unit has enemies, attacks and danger to weigh, as in the thick of a big game.
 */
function bigBattle(): GameState {
  const scenario = generated(256, 256, ['humans', 'orcs'], 3);
  const taken = new Set(scenario.units.map((u) => hexIndex(scenario.map, u.at)));
  for (const b of scenario.buildings) taken.add(hexIndex(scenario.map, b.at));
  const units: ScenarioUnit[] = [...scenario.units];
  scenario.players.forEach((player, side) => {
    const types = RACES[player.race].units;
    let placed = 0;
    // Side 0 fills columns leftwards from the middle, side 1 rightwards, row by row down the middle band.
    for (let step = 0; placed < ARMY && step < 128; step++) {
      const col = side === 0 ? 127 - step : 128 + step;
      for (let row = 100; row < 156 && placed < ARMY; row++) {
        const at: HexCoord = { col, row };
        const type = types[placed % types.length] as (typeof types)[number];
        const index = hexIndex(scenario.map, at);
        if (taken.has(index) || cannotEnter(type, scenario.map.terrain[index] ?? 'water')) continue;
        taken.add(index);
        units.push({ id: `b${side}-${placed}`, owner: player.id, type, at });
        placed++;
      }
    }
  });
  const started = startGame({ ...scenario, units }, 1);
  if (!started.ok) throw new Error(started.reason);
  return started.state;
}

export const aiSuite: BenchSuite = {
  name: 'Computer players',
  run(): BenchRow[] {
    const rows: BenchRow[] = [];
    const state = bigBattle();
    const own = Object.values(state.units).filter((u) => u.owner === 'p1').length;
    for (const strength of ['hard', 'easy'] as const) {
      let orders = 0;
      const ms = median(timeRuns(() => (orders = planTurn(state, strength, 1).length), { warmup: 1, runs: 5 }));
      rows.push(
        row(`one ${strength} turn, ${own} units against ${own}, 256×256`, ms, 'ms', strength === 'hard' ? { below: 1000 } : undefined, `${orders} orders`),
      );
    }
    const races = Array.from({ length: MAX_PLAYERS }, (_, i) => RACE_IDS[i % RACE_IDS.length] as RaceId);
    const scenario = generated(64, 48, races, 5);
    const begun = performance.now();
    const game = playOneGame(scenario, SEATS, 5, 50);
    const gameMs = performance.now() - begun;
    const note = `${game.turnMs.length} turns, worst ${Math.round(Math.max(...game.turnMs))} ms, ${Object.keys(game.state.units).length} units at the end`;
    rows.push(row('8 computer seats on 64×48, 50 rounds', gameMs / 1000, 's', { below: 60 }, note));
    return rows;
  },
};
