import type { UnitId } from './ids.ts';
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
  /** Hex index → what will stand there after moves and recruits. */
  readonly occupied: ReadonlyMap<number, UnitId | 'recruit'>;
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
  const occupied = new Map<number, UnitId | 'recruit'>();
  for (const id in state.units) occupied.set(hexIndex(state.map, destination.get(id) ?? state.units[id]!.at), id);
  for (const hex of recruits) occupied.set(hexIndex(state.map, hex), 'recruit');
  return { acted, occupied, attacksOn };
}
