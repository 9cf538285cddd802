import type { UnitId } from './ids.ts';
import { attacksByTarget, occupantAfterPlan, planOf, plannedOrders, unitsWithOrders } from './planLog.ts';
import type { AttackOrder, GameState } from './types.ts';

/**
 * The board as the active player's planned orders will leave it once moves, builds and recruits are
 * resolved (combats aside). New orders are checked against this view, so a plan that was accepted
 * always resolves.
 */
export interface PlanView {
  /** Units that already have their one action. */
  readonly acted: ReadonlySet<UnitId>;
  /** What will stand in the hex (by index) once moves and recruits resolve. */
  readonly occupantAfterPlan: (index: number) => UnitId | 'recruit' | undefined;
  /** Target hex key → the attacks planned on it, in order. */
  readonly attacksOn: ReadonlyMap<string, readonly AttackOrder[]>;
}

// One view per plan, so screens asking again and again get the same sets.
const views = new WeakMap<object, PlanView>();

/** The state's plan as a view; the sets are made on first use (validation asks planLog.ts directly). */
export function planView(state: GameState): PlanView {
  const plan = planOf(state);
  let view = views.get(plan);
  if (view) return view;
  let acted: Set<UnitId> | undefined;
  let attacksOn: Map<string, AttackOrder[]> | undefined;
  view = {
    get acted() {
      acted ??= unitsWithOrders(plannedOrders(plan));
      return acted;
    },
    occupantAfterPlan: (index) => occupantAfterPlan(plan, index),
    get attacksOn() {
      attacksOn ??= attacksByTarget(plannedOrders(plan));
      return attacksOn;
    },
  };
  views.set(plan, view);
  return view;
}
