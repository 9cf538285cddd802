// The rules run in Node for the browser tests: a game started and orders played, and what Ann's side of the
// whole-game tests (warfarePlan.ts, massPlan.ts) shares: a turn's orders planned one by one, a move that closes in.
import {
  cheapestPath,
  hexDistance,
  moveDestinations,
  planView,
  playOrder,
  seededDice,
  startGame,
  type GameEvent,
  type GameState,
  type HexCoord,
  type Order,
  type PlannableOrder,
  type Scenario,
  type Unit,
} from '../../src/rules/index.ts';

/** Ann only moves and attacks. */
export type AnnOrder = Extract<PlannableOrder, { type: 'MOVE' | 'ATTACK' }>;

/** An order of Ann's with the state of the plan it joins. */
export interface Planned {
  order: AnnOrder;
  before: GameState;
}

/** The game `scenario` starts with this dice seed. */
export function started(scenario: Scenario, seed: number): GameState {
  const outcome = startGame(scenario, seed);
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.state;
}

/** `orders` played one after another: the state after them, and every event they brought. */
export function playAll(state: GameState, orders: readonly Order[]): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const order of orders) {
    const outcome = playOrder(state, order, seededDice(state.seed));
    if (!outcome.ok) throw new Error(outcome.reason);
    state = outcome.state;
    events.push(...outcome.events);
  }
  return { state, events };
}

export function apply(state: GameState, order: Order): { state: GameState; events: readonly GameEvent[] } {
  const outcome = playOrder(state, order, seededDice(state.seed));
  if (!outcome.ok) throw new Error(`${order.type}: ${outcome.reason}`);
  return outcome;
}

/** Each unit's order in turn (from the plan as it stands), those the rules take; and the plan after them. */
export function planEach(state: GameState, units: readonly Unit[], orderFor: (state: GameState, unit: Unit) => AnnOrder | null) {
  const plan: Planned[] = [];
  for (const unit of units) {
    const order = orderFor(state, unit);
    if (order && playOrder(state, order, seededDice(state.seed)).ok) {
      plan.push({ order, before: state });
      state = apply(state, order).state;
    }
  }
  return { plan, state };
}

/** Where Ann's units head for: the enemy's units or his buildings as `first` says, the other when there are none. */
export function goalsOf(state: GameState, first: 'units' | 'buildings'): HexCoord[] {
  const enemies = Object.values(state.units).filter((u) => u.owner !== 'p1');
  const buildings = Object.values(state.buildings).filter((b) => b.owner !== 'p1');
  const [preferred, other] = first === 'units' ? [enemies, buildings] : [buildings, enemies];
  return (preferred.length > 0 ? preferred : other).map((x) => x.at);
}

/** How far a hex is from the nearest of `goals`. */
export const distanceTo =
  (goals: readonly HexCoord[]) =>
  (hex: HexCoord): number =>
    Math.min(...goals.map((g) => hexDistance(hex, g)));

/** A move of `unit` to the hex nearest `goals` of those it may reach (and `allowed`), if that is nearer than where it is. */
export function moveCloser(state: GameState, unit: Unit, goals: readonly HexCoord[], allowed = (_to: HexCoord) => true): AnnOrder | null {
  const distance = distanceTo(goals);
  const options = moveDestinations(state, planView(state), unit).filter(allowed);
  const best = options.reduce<HexCoord | null>((a, d) => (a && distance(a) <= distance(d) ? a : d), null);
  const path = best && distance(best) < distance(unit.at) ? cheapestPath(state, unit, best) : null;
  return path ? { type: 'MOVE', player: 'p1', unit: unit.id, path } : null;
}
