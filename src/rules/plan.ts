import type { UnitId } from './ids.ts';
import { occupancy } from './board.ts';
import { hexIndex, hexKey } from './hexGeometry.ts';
import type { AttackOrder, GameState, HexCoord } from './types.ts';

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

export function planView(state: GameState): PlanView {
  const acted = new Set<UnitId>();
  const destination = new Map<UnitId, HexCoord>();
  const recruits: HexCoord[] = [];
  const attacksOn = new Map<string, AttackOrder[]>();
  for (const { order } of state.pending) {
    switch (order.type) {
      case 'MOVE':
        acted.add(order.unit);
        destination.set(order.unit, order.path[order.path.length - 1]!);
        break;
      case 'ATTACK': {
        acted.add(order.unit);
        const key = hexKey(order.target);
        attacksOn.set(key, [...(attacksOn.get(key) ?? []), order]);
        break;
      }
      case 'DEFEND':
      case 'BUILD':
        acted.add(order.unit);
        break;
      case 'RECRUIT':
        recruits.push(order.at);
        break;
    }
  }
  // The current positions (shared, never copied: a plan touches few hexes), then each moving unit
  // leaves its hex and takes its destination, then the recruits.
  const base = occupancy(state);
  const changes = new Map<number, UnitId | 'recruit' | null>();
  for (const id of destination.keys()) {
    const from = hexIndex(state.map, state.units[id]!.at);
    if (base.get(from) === id) changes.set(from, null);
  }
  for (const [id, to] of destination) changes.set(hexIndex(state.map, to), id);
  for (const hex of recruits) changes.set(hexIndex(state.map, hex), 'recruit');
  const occupantAfterPlan = (index: number) => {
    const changed = changes.get(index);
    return changed === undefined ? base.get(index) : (changed ?? undefined);
  };
  return { acted, occupantAfterPlan, attacksOn };
}
