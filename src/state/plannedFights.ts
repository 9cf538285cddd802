import { hexKey, type GameState } from '../rules/index.ts';
import { attackPreview, type AttackPreview } from './attackPreview.ts';

/**
 * The fights the plan resolves at End turn, in the order they roll their dice (the order their first
 * attack was declared): what a referee rolling physical dice must roll, and in which order.
 */
export function plannedFights(state: GameState): AttackPreview[] {
  const seen = new Set<string>();
  const fights: AttackPreview[] = [];
  for (const { order } of state.pending) {
    if (order.type !== 'ATTACK' || seen.has(hexKey(order.target))) continue;
    seen.add(hexKey(order.target));
    const unit = state.units[order.unit];
    const fight = unit && attackPreview(state, unit, order.target);
    if (fight) fights.push(fight);
  }
  return fights;
}
