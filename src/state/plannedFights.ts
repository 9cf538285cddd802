import { plannedCombats, type GameState } from '../rules/index.ts';
import { attackPreview, type AttackPreview } from './attackPreview.ts';

/**
 * The fights the plan resolves at End turn, in the order they roll their dice (the order their first
 * attack was declared): what a referee rolling physical dice must roll, and in which order.
 */
export function plannedFights(state: GameState): AttackPreview[] {
  return plannedCombats(state).flatMap((attacks) => {
    const first = attacks[0]!;
    const unit = state.units[first.unit];
    const fight = unit && attackPreview(state, unit, first.target);
    return fight ? [fight] : [];
  });
}
