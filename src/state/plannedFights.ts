import { plannedCombats, type GameState } from '../rules/index.ts';
import { attackPreview, type AttackPreview } from './attackPreview.ts';

/**
 * The fights the plan resolves at End turn, in the order they roll their dice (the order their first
 * attack was declared): what a referee rolling physical dice must roll, and in which order.
 */
export function plannedFights(state: GameState): AttackPreview[] {
  return plannedCombats(state).flatMap(([first]) => {
    const unit = first && state.units[first.unit];
    const fight = first && unit && attackPreview(state, unit, first.target);
    return fight ? [fight] : [];
  });
}
