// Rules engine figures: replay speed, odds queries, move ranges on a big map, state hashing.
import {
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
import { COMBAT_SYSTEMS } from '../../src/rules/combat/allSystems.ts';
import { loadGameRecord } from '../../src/io/loadGameRecord.ts';
import { replayRecord } from '../../src/io/replayRecord.ts';
import { recordGame } from '../../src/io/saveGameRecord.ts';
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
      defender: {
        unit: pick(rng, UNIT_TYPE_IDS),
        terrain: pick(rng, TERRAIN_IDS),
        defending: randomInt(rng, 0, 1) === 1,
        fortress: randomInt(rng, 0, 1) === 1,
      },
      attackerWeaponsmiths: randomInt(rng, 0, 7),
      defenderArmories: randomInt(rng, 0, 7),
    };
    if (checkCombatSetup(setup) === null) return setup;
  }
}

/**
 * Two players on an all-Grasslands map 256 hexes wide: `crowd` Footmen of Humans (u1…, row by row, the
 * first `defending` of them in DEFEND stance), then one Orc Grunt; each player may have a Keep.
 */
function crowdScenario(crowd: number, { defending = 0, keeps = false } = {}): Scenario {
  const width = 256;
  const height = Math.ceil((crowd + 1) / width);
  const hex = (i: number) => ({ col: i % width, row: Math.floor(i / width) });
  const units = Array.from({ length: crowd }, (_, i) => ({ id: `u${i + 1}`, owner: 'p1', type: 'footmen' as const, at: hex(i), defending: i < defending }));
  return {
    name: `${crowd} Footmen and a Grunt`,
    combatSystem: 'karnage',
    campaign: { kind: 'conquer' },
    map: { width, height, terrain: new Array(width * height).fill('grasslands') },
    players: [
      { id: 'p1', name: 'Crowd', race: 'humans', gold: 0 },
      { id: 'p2', name: 'Lone', race: 'orcs', gold: 0 },
    ],
    units: [...units, { id: `u${crowd + 1}`, owner: 'p2', type: 'grunts', at: hex(crowd) }],
    buildings: keeps
      ? [
          { type: 'keep', owner: 'p1', at: hex(0) },
          { type: 'keep', owner: 'p2', at: hex(crowd) },
        ]
      : [],
  };
}

/** (d) One turn of N DEFEND orders and its END_TURN, for growing N: linear means the time grows as N. */
function defendTurns(): BenchRow[] {
  const rows: BenchRow[] = [];
  const times = new Map<number, number>();
  for (const n of [8_000, 16_000, 32_000, 64_000]) {
    const start = startedOrThrow(crowdScenario(n), 1);
    const orders: Order[] = Array.from({ length: n }, (_, i) => ({ type: 'DEFEND', player: 'p1', unit: `u${i + 1}` }));
    orders.push({ type: 'END_TURN', player: 'p1' });
    const ms = median(timeRuns(() => replayFrom(start, orders), { warmup: 1, runs: 3 }));
    times.set(n, ms);
    rows.push(row(`one turn of ${n.toLocaleString('en-US')} DEFEND orders`, ms, 'ms', undefined, `${(n / (ms / 1000)).toFixed(0)} orders/s`));
  }
  rows.push(row('  64k / 8k time ratio', times.get(64_000)! / times.get(8_000)!, '×', { below: 10 }, '8 when linear, 64 when quadratic'));
  return rows;
}

function replayFrom(start: GameState, orders: readonly Order[]): GameState {
  let state = start;
  for (const order of orders) {
    const outcome = playOrder(state, order);
    if (!outcome.ok) throw new Error(`refused: ${outcome.reason}`);
    state = outcome.state;
  }
  return state;
}

/**
 * (e) A file at the limits: 65,000 units (half of them defending at the start), Keeps (so gold, and every
 * checkpoint's hash input, changes every turn) and 100,000 END_TURNs, each with its checkpoint, loaded
 * and replayed the way the app opens a file.
 */
function limitsFile(turns = 100_000): BenchRow[] {
  const scenario = crowdScenario(65_000, { defending: 32_500, keeps: true });
  const orders: Order[] = Array.from({ length: turns }, (_, i) => ({ type: 'END_TURN', player: i % 2 === 0 ? 'p1' : 'p2' }));
  let start = performance.now();
  const made = recordGame(scenario, 1, orders);
  if ('error' in made) throw new Error(made.error);
  const recordMs = performance.now() - start;
  const text = JSON.stringify(made.record);
  start = performance.now();
  const loaded = loadGameRecord(text);
  if (!loaded.ok) throw new Error(loaded.message);
  const loadMs = performance.now() - start;
  start = performance.now();
  const replayed = replayRecord(loaded.value);
  if (!replayed.ok) throw new Error(replayed.message);
  const replayMs = performance.now() - start;
  const what = `65,001 units, ${turns.toLocaleString('en-US')} END_TURNs, ${replayed.verifiedTurns.toLocaleString('en-US')} checkpoints`;
  return [
    row('limits file: replayRecord', replayMs / 1000, 's', { below: 10 }, what),
    row('  JSON + schema (loadGameRecord)', loadMs / 1000, 's', undefined, `${(text.length / 2 ** 20).toFixed(1)} MiB`),
    row('  recording it (recordGame)', recordMs / 1000, 's', undefined, 'plays and hashes every turn too'),
  ];
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
      row(
        'replay: orders per second',
        game.orders.length / (replayMs / 1000),
        'orders/s',
        { atLeast: 50_000 },
        `${game.orders.length} orders, ${game.stats.turns} turns, ${game.stats.combats} combats, ${units} units at the end, ${GAME.width}×${GAME.height}`,
      ),
    );

    // (b) Odds queries, single and paired attacks mixed.
    const rng = makeRng(7);
    const setups = Array.from({ length: 500 }, () => randomSetup(rng));
    const paired = setups.filter((s) => s.attackers.length === 2).length;
    const odds = COMBAT_SYSTEMS.karnage.odds;
    const oddsMs = msPerCall(
      () => {
        for (const setup of setups) odds(setup);
      },
      { batch: 20, warmup: 3, runs: 7 },
    );
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

    // State hash of the long game's final state: as at a checkpoint after a turn that moved pieces (new
    // units and buildings records, never hashed), and after a quiet turn (the records hashed before).
    const fresh = Array.from({ length: 400 }, () => ({ ...game.state, units: { ...game.state.units }, buildings: { ...game.state.buildings } }));
    let next = 0;
    const freshMs = msPerCall(() => stateHash(fresh[next++ % fresh.length]!), { batch: 50, warmup: 1, runs: 7 });
    const pieces = `${units} units, ${Object.keys(game.state.buildings).length} buildings`;
    rows.push(row('stateHash, new units and buildings records', freshMs * 1000, 'µs', undefined, pieces));
    const hashMs = msPerCall(() => stateHash(game.state), { batch: 50 });
    rows.push(row('stateHash, records hashed before', hashMs * 1000, 'µs', undefined, pieces));

    rows.push(...defendTurns(), ...limitsFile());
    return rows;
  },
};
