// Rules engine figures: replay speed, odds queries, move ranges on a big map, state hashing.
import {
  COMBAT_SYSTEMS,
  TERRAIN_IDS,
  UNIT_TYPE_IDS,
  checkCombatSetup,
  moveDestinations,
  neighbourTable,
  planView,
  playOrder,
  seededDice,
  stateHash,
  type CombatSetup,
  type GameState,
  type Order,
  type Scenario,
} from '../../src/rules/index.ts';
import { makeRng, pick, playRandomGame, randomInt, randomScenario, startedOrThrow, type Rng } from '../support/randomPlay.ts';
import { median, msPerCall, row, timeRuns, type BenchRow, type BenchSuite } from './harness.ts';

const GAME = { players: 4, width: 64, height: 64, seed: 2024, orders: 5000 };

function replayAll(scenario: Scenario, seed: number, orders: readonly Order[]): GameState {
  const dice = seededDice(seed);
  let state = startedOrThrow(scenario, seed);
  for (const order of orders) {
    const outcome = playOrder(state, order, dice);
    if (!outcome.ok) throw new Error(`replay refused an order: ${outcome.reason}`);
    state = outcome.state;
  }
  return state;
}

function randomSetup(rng: Rng): CombatSetup {
  for (;;) {
    const attackers = Array.from({ length: randomInt(rng, 1, 2) }, () => ({
      unit: pick(rng, UNIT_TYPE_IDS),
      terrain: pick(rng, TERRAIN_IDS),
      range: randomInt(rng, 1, 2),
    }));
    const setup: CombatSetup = {
      attackers,
      defender: { unit: pick(rng, UNIT_TYPE_IDS), terrain: pick(rng, TERRAIN_IDS), defending: randomInt(rng, 0, 1) === 1, fortress: randomInt(rng, 0, 1) === 1 },
      attackerWeaponsmiths: randomInt(rng, 0, 7),
      defenderArmories: randomInt(rng, 0, 7),
    };
    if (checkCombatSetup(setup) === null) return setup;
  }
}

export const rulesSuite: BenchSuite = {
  name: 'Rules engine',
  run(): BenchRow[] {
    const rows: BenchRow[] = [];

    // (a) Replaying a long random 4-player game, recorded once.
    const scenario = randomScenario(GAME.players, GAME.width, GAME.height, GAME.seed);
    const game = playRandomGame(scenario, GAME.seed, GAME.orders);
    const units = Object.keys(game.state.units).length;
    const replayMs = median(timeRuns(() => replayAll(scenario, GAME.seed, game.orders), { warmup: 2, runs: 5 }));
    rows.push(
      row('replay: orders per second', game.orders.length / (replayMs / 1000), 'orders/s', { atLeast: 50_000 },
        `${game.orders.length} orders, ${game.stats.turns} turns, ${game.stats.combats} combats, ${units} units at the end, ${GAME.width}×${GAME.height}`),
    );

    // (b) Odds queries, single and paired attacks mixed.
    const rng = makeRng(7);
    const setups = Array.from({ length: 500 }, () => randomSetup(rng));
    const paired = setups.filter((s) => s.attackers.length === 2).length;
    const odds = COMBAT_SYSTEMS.karnage.odds;
    const oddsMs = msPerCall(() => {
      for (const setup of setups) odds(setup);
    }, { batch: 20, warmup: 3, runs: 7 });
    rows.push(row('odds query', (oddsMs / setups.length) * 1000, 'µs', { below: 20 }, `${setups.length} setups, ${paired} paired`));

    // (c) A unit's move range on a 256×256 map.
    const bigScenario = randomScenario(8, 256, 256, 11);
    const big = startedOrThrow(bigScenario, 11);
    const unit = Object.values(big.units).find((u) => u.type === 'cavalry' || u.type === 'wolf-riders') ?? Object.values(big.units)[0]!;
    // Warm the code up on a small map, then time the first call on fresh 256×256 games (nothing cached
    // for them yet: occupancy, and formerly the neighbour table), and the later calls.
    const small = startedOrThrow(randomScenario(2, 16, 16, 1), 1);
    for (let i = 0; i < 200; i++) moveDestinations(small, planView(small), Object.values(small.units)[0]!);
    const cold: number[] = [];
    for (let i = 0; i < 5; i++) {
      const fresh = startedOrThrow(bigScenario, 11);
      const start = performance.now();
      moveDestinations(fresh, planView(fresh), fresh.units[unit.id]!);
      cold.push(performance.now() - start);
    }
    rows.push(row('move range, first call on a fresh game', median(cold), 'ms', { below: 5 }, '256×256, median of 5 fresh games'));
    const warm = msPerCall(() => moveDestinations(big, planView(big), unit), { batch: 100 });
    rows.push(row('move range, later calls', warm, 'ms', { below: 5 }, `256×256, ${Object.keys(big.units).length} units, ${unit.type}`));
    // The whole-map neighbour table, which move ranges no longer need, built for fresh sizes.
    const tables = timeRuns(
      (() => {
        let height = 256;
        return () => neighbourTable({ width: 256, height: height-- });
      })(),
      { warmup: 2, runs: 5 },
    );
    rows.push(row('neighbourTable build', median(tables), 'ms', undefined, '256×256, fresh sizes (move ranges no longer use it)'));

    // State hash of the long game's final state.
    const hashMs = msPerCall(() => stateHash(game.state), { batch: 50 });
    rows.push(row('stateHash', hashMs * 1000, 'µs', undefined, `${units} units, ${Object.keys(game.state.buildings).length} buildings`));
    return rows;
  },
};
