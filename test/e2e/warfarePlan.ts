// Ann's side of the Warfare browser test (warfare.e2e.test.ts), worked out by the rules in Node: the orders
// she clicks, each with the plan it joins, so the page's previews and reports can be checked against them.
import type { GameState } from '../../src/rules/index.ts';
import { attackableHexes } from '../../src/state/selectors.ts';
import { goalsOf, moveCloser, planEach, type AnnOrder, type Planned } from './plan.ts';

/**
 * Ann's turn, order by order with the plan it joins: each unit attacks what it reaches, or else moves
 * closer to Bob's nearest unit (to his buildings once he has none).
 */
export function annPlan(state: GameState): Planned[] {
  return planEach(
    state,
    Object.values(state.units).filter((u) => u.owner === 'p1'),
    (now, unit) => orderFor(now, unit.id),
  ).plan;
}

function orderFor(state: GameState, id: string): AnnOrder | null {
  const unit = state.units[id]!;
  const [target] = attackableHexes(state, unit);
  if (target) return { type: 'ATTACK', player: 'p1', unit: id, target };
  return moveCloser(state, unit, goalsOf(state, 'units'));
}
