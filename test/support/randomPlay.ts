// A seeded random-but-legal player, for property tests and benchmarks.
// Its own choices come from pure-rand; the game's dice come from the rules' seededDice, as in a real game.
// The maps it plays on come from randomMap.ts, re-exported here, so a test needs one import.
import {
  BUILDING_IDS,
  BUILDINGS,
  RACES,
  attackRangeOf,
  activePlayer,
  cheapestPath,
  hexDistance,
  moveDestinations,
  neighbourTable,
  planView,
  playOrder,
  seededDice,
  startGame,
  unitsOf,
  validateOrder,
  type DiceSource,
  type GameEvent,
  type GameState,
  type HexCoord,
  type Order,
  type Scenario,
  type Unit,
  type UnitId,
} from '../../src/rules/index.ts';
import { chance, makeRng, pick, randomInt, shuffled, type Rng } from './randomRng.ts';

export { chance, makeRng, pick, randomInt, shuffled, type Rng } from './randomRng.ts';
export { randomMap, randomScenario } from './randomMap.ts';

// The random player

/** Planning never rolls; a die asked for before END_TURN is a bug. */
const NO_DICE: DiceSource = {
  roll() {
    throw new Error('a die was rolled while planning');
  },
};

const RECRUITERS = new Set(BUILDING_IDS.filter((b) => BUILDINGS[b].recruits !== 'none'));

/**
 * One turn of orders for the active player, ending with END_TURN, each accepted by playOrder in turn
 * from `state`. Each unit attacks (often, when an enemy is in range; sometimes with advance, sometimes
 * as a pair), moves (mostly towards the enemy), defends, builds, or does nothing; buildings recruit
 * sometimes. An empty list when the game is over.
 */
export function randomOrders(state: GameState, rng: Rng): Order[] {
  return planRandomTurn(state, rng).orders;
}

function planRandomTurn(state: GameState, rng: Rng): { orders: Order[]; planned: GameState } {
  if (state.result) return { orders: [], planned: state };
  const player = activePlayer(state).id;
  const orders: Order[] = [];
  let planned = state;
  const tryOrder = (order: Order): boolean => {
    const outcome = playOrder(planned, order, NO_DICE);
    if (!outcome.ok) return false;
    planned = outcome.state;
    orders.push(order);
    return true;
  };

  // Positions do not change while planning, so one look at the board serves the whole turn.
  const { map } = state;
  const table = neighbourTable(map);
  const byHex = new Map<number, Unit>();
  for (const id in state.units) {
    const unit = state.units[id]!;
    byHex.set(unit.at.row * map.width + unit.at.col, unit);
  }
  const goals: HexCoord[] = [];
  for (const id in state.units) if (state.units[id]!.owner !== player) goals.push(state.units[id]!.at);
  for (const key in state.buildings) if (state.buildings[key]!.owner !== player) goals.push(state.buildings[key]!.at);

  const enemiesInRange = (unit: Unit): HexCoord[] => {
    const start = unit.at.row * map.width + unit.at.col;
    const seen = new Set<number>([start]);
    let ring = [start];
    const found: HexCoord[] = [];
    for (let distance = 1; distance <= attackRangeOf(state, unit.type); distance++) {
      const next: number[] = [];
      for (const here of ring) {
        for (let d = 0; d < 6; d++) {
          const n = table[here * 6 + d]!;
          if (n < 0 || seen.has(n)) continue;
          seen.add(n);
          next.push(n);
          const other = byHex.get(n);
          if (other && other.owner !== unit.owner) found.push(other.at);
        }
      }
      ring = next;
    }
    return found;
  };

  const own = shuffled(
    rng,
    unitsOf(state, player).sort((a, b) => (a.id < b.id ? -1 : 1)),
  );
  const hasActed = (id: UnitId): boolean => planView(planned).acted.has(id);

  for (const unit of own) {
    if (hasActed(unit.id)) continue;
    const targets = enemiesInRange(unit);
    if (targets.length > 0 && chance(rng, 0.8)) {
      const target = pick(rng, targets);
      const adjacent = hexDistance(unit.at, target) === 1;
      const advance = adjacent && chance(rng, 0.5);
      if (tryOrder({ type: 'ATTACK', player, unit: unit.id, target, ...(advance ? { advance } : {}) })) {
        if (chance(rng, 0.4)) {
          // A partner for the attack: another unit of ours in range of the same target.
          const partner = own.find((u) => u !== unit && !hasActed(u.id) && hexDistance(u.at, target) <= attackRangeOf(state, u.type));
          if (partner) {
            const partnerAdvance = !advance && hexDistance(partner.at, target) === 1 && chance(rng, 0.5);
            tryOrder({ type: 'ATTACK', player, unit: partner.id, target, ...(partnerAdvance ? { advance: true } : {}) });
          }
        }
        continue;
      }
    }
    const roll = randomInt(rng, 0, 99);
    if (roll < 60) {
      const destinations = moveDestinations(planned, planView(planned), unit);
      if (destinations.length === 0) continue;
      let destination = pick(rng, destinations);
      if (goals.length > 0 && chance(rng, 0.7)) {
        // Towards the nearest enemy unit or building.
        let best = Infinity;
        for (const hex of destinations) {
          let nearest = Infinity;
          for (const goal of goals) nearest = Math.min(nearest, hexDistance(hex, goal));
          if (nearest < best) {
            best = nearest;
            destination = hex;
          }
        }
      }
      const path = cheapestPath(planned, unit, destination);
      if (path) tryOrder({ type: 'MOVE', player, unit: unit.id, path });
    } else if (roll < 70) {
      tryOrder({ type: 'DEFEND', player, unit: unit.id });
    } else if (roll < 88) {
      const buildable = BUILDING_IDS.filter((building) => validateOrder(planned, { type: 'BUILD', player, unit: unit.id, building }).ok);
      if (buildable.length > 0) tryOrder({ type: 'BUILD', player, unit: unit.id, building: pick(rng, buildable) });
    }
    // else: nothing for this unit this turn
  }

  // Recruit sometimes, at our own empty Keeps, Barracks and Stables.
  const race = activePlayer(state).race;
  const keys = Object.keys(state.buildings).sort();
  for (const key of shuffled(rng, keys)) {
    const building = state.buildings[key]!;
    if (building.owner !== player || !RECRUITERS.has(building.type) || !chance(rng, 0.5)) continue;
    const types = RACES[race].units.filter((unitType) => validateOrder(planned, { type: 'RECRUIT', player, at: building.at, unitType }).ok);
    if (types.length > 0) tryOrder({ type: 'RECRUIT', player, at: building.at, unitType: pick(rng, types) });
  }

  const end: Order = { type: 'END_TURN', player };
  if (!validateOrder(planned, end).ok) throw new Error('END_TURN refused');
  orders.push(end);
  return { orders, planned };
}

export interface RandomGameStats {
  turns: number;
  combats: number;
  attackerWins: number;
  unitsDestroyed: number;
  captures: number;
  buildingsBuilt: number;
  recruits: number;
  moves: number;
  eliminations: number;
}

export interface RandomGame {
  readonly scenario: Scenario;
  readonly seed: number;
  readonly start: GameState;
  /** Every order played, in order; each was accepted. */
  readonly orders: readonly Order[];
  readonly state: GameState;
  readonly stats: RandomGameStats;
}

export interface Step {
  readonly before: GameState;
  readonly order: Order;
  readonly after: GameState;
  readonly events: readonly GameEvent[];
}

export function startedOrThrow(scenario: Scenario, seed: number): GameState {
  const outcome = startGame(scenario, seed);
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.state;
}

/**
 * Plays random orders from the scenario's start with seededDice(seed) until the game is over or
 * `maxOrders` orders were played (possibly in the middle of a turn). `onStep` sees every order.
 */
export function playRandomGame(
  scenario: Scenario,
  seed: number,
  maxOrders: number,
  options: { onStep?: (step: Step) => void; botSeed?: number } = {},
): RandomGame {
  const rng = makeRng(options.botSeed ?? seed ^ 0x5bd1e995);
  const dice = seededDice(seed);
  const start = startedOrThrow(scenario, seed);
  const stats: RandomGameStats = {
    turns: 0,
    combats: 0,
    attackerWins: 0,
    unitsDestroyed: 0,
    captures: 0,
    buildingsBuilt: 0,
    recruits: 0,
    moves: 0,
    eliminations: 0,
  };
  const played: Order[] = [];
  let state = start;
  while (!state.result && played.length < maxOrders) {
    const turn = randomOrders(state, rng);
    for (const order of turn) {
      if (played.length >= maxOrders) break;
      const outcome = playOrder(state, order, dice);
      if (!outcome.ok) throw new Error(`random order refused: ${outcome.reason} (${JSON.stringify(order)})`);
      played.push(order);
      options.onStep?.({ before: state, order, after: outcome.state, events: outcome.events });
      count(stats, outcome.events);
      state = outcome.state;
    }
  }
  return { scenario, seed, start, orders: played, state, stats };
}

function count(stats: RandomGameStats, events: readonly GameEvent[]): void {
  for (const event of events) {
    switch (event.type) {
      case 'TURN_ENDED':
        stats.turns++;
        break;
      case 'COMBAT_RESOLVED':
        stats.combats++;
        if ('winner' in event.report && event.report.winner === 'attacker') stats.attackerWins++;
        break;
      case 'UNIT_DESTROYED':
        stats.unitsDestroyed++;
        break;
      case 'BUILDING_CAPTURED':
        stats.captures++;
        break;
      case 'BUILDING_BUILT':
        stats.buildingsBuilt++;
        break;
      case 'UNIT_RECRUITED':
        stats.recruits++;
        break;
      case 'UNIT_MOVED':
        stats.moves++;
        break;
      case 'PLAYER_ELIMINATED':
        stats.eliminations++;
        break;
    }
  }
}

/** Replays recorded orders from the scenario's start; throws on a refused order. */
export function replay(scenario: Scenario, seed: number, orders: readonly Order[]): { state: GameState; events: GameEvent[][] } {
  const dice = seededDice(seed);
  let state = startedOrThrow(scenario, seed);
  const events: GameEvent[][] = [];
  for (const order of orders) {
    const outcome = playOrder(state, order, dice);
    if (!outcome.ok) throw new Error(`replayed order refused: ${outcome.reason}`);
    state = outcome.state;
    events.push([...outcome.events]);
  }
  return { state, events };
}
