import { hexDistance, hexKey } from '../hexGeometry.ts';
import { ownEntry } from '../pieces.ts';
import { attacksOn, type Plan } from '../planLog.ts';
import { unitAt } from '../stateQueries.ts';
import type { AttackOrder, GameState, Unit } from '../types.ts';
import { isDuel } from './isDuel.ts';

/**
 * Why Champions refuses this attack, or null [house]: a duel is one hero against one, next door, and only in
 * a game of turns at one screen (in a simultaneous week both players would have to be at the screen at once).
 */
export function duelCannotBe(state: GameState, plan: Plan, unit: Unit, order: AttackOrder): string | null {
  const defender = unitAt(state, order.target);
  const planned = attacksOn(plan, hexKey(order.target));
  const partner = planned[0] && ownEntry(state.units, planned[0].unit);
  const duel = isDuel(unit, defender);
  if (!duel && !(partner && isDuel(partner, defender))) return null;
  if (planned.length > 0) return 'a duel is one hero against one: no second unit may join it';
  if ((state.mode ?? 'hotseat') !== 'hotseat') return 'heroes fight duels only in games of turns at one screen';
  if (hexDistance(unit.at, order.target) !== 1) return 'a hero duels a hero next to it';
  return null;
}
