// Ann's side of the Warfare browser test (warfare.e2e.test.ts), worked out by the rules in Node: the orders
// she clicks, each with the plan it joins, so the page's previews and reports can be checked against them.
import {
  cheapestPath,
  hexDistance,
  moveDestinations,
  planView,
  playOrder,
  seededDice,
  type GameEvent,
  type GameState,
  type HexCoord,
  type Order,
  type PlannableOrder,
} from '../../src/rules/index.ts';
import { attackableHexes } from '../../src/state/selectors.ts';

/** Ann only moves and attacks. */
export type AnnOrder = Extract<PlannableOrder, { type: 'MOVE' | 'ATTACK' }>;

export function apply(state: GameState, order: Order): { state: GameState; events: readonly GameEvent[] } {
  const outcome = playOrder(state, order, seededDice(state.seed));
  if (!outcome.ok) throw new Error(`${order.type}: ${outcome.reason}`);
  return outcome;
}

/**
 * Ann's turn, order by order with the plan it joins: each unit attacks what it reaches, or else moves
 * closer to Bob's nearest unit (to his buildings once he has none).
 */
export function annPlan(state: GameState): { order: AnnOrder; before: GameState }[] {
  const plan: { order: AnnOrder; before: GameState }[] = [];
  for (const unit of Object.values(state.units).filter((u) => u.owner === 'p1')) {
    const order = orderFor(state, unit.id);
    if (order && playOrder(state, order, seededDice(state.seed)).ok) {
      plan.push({ order, before: state });
      state = apply(state, order).state;
    }
  }
  return plan;
}

function orderFor(state: GameState, id: string): AnnOrder | null {
  const unit = state.units[id]!;
  const [target] = attackableHexes(state, unit);
  if (target) return { type: 'ATTACK', player: 'p1', unit: id, target };
  const enemies = Object.values(state.units).filter((u) => u.owner !== 'p1');
  const goals =
    enemies.length > 0
      ? enemies.map((u) => u.at)
      : Object.values(state.buildings)
          .filter((b) => b.owner !== 'p1')
          .map((b) => b.at);
  const distance = (hex: HexCoord) => Math.min(...goals.map((g) => hexDistance(hex, g)));
  const best = moveDestinations(state, planView(state), unit).reduce<HexCoord | null>((a, d) => (a && distance(a) <= distance(d) ? a : d), null);
  const path = best && distance(best) < distance(unit.at) ? cheapestPath(state, unit, best) : null;
  return path ? { type: 'MOVE', player: 'p1', unit: id, path } : null;
}
