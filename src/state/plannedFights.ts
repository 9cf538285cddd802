import { isDuel, plannedCombats, unitAt, type GameState } from '../rules/index.ts';
import { attackPreview, type AttackPreview } from './attackPreview.ts';

/**
 * The fights the plan resolves at End turn, in the order they roll their dice (the order their first
 * attack was declared): what a referee rolling physical dice must roll, and in which order. A duel of
 * heroes (Champions) is fought with cards, not dice: it is none of them.
 */
export function plannedFights(state: GameState): AttackPreview[] {
  return plannedCombats(state).flatMap(([first]) => {
    const unit = first && state.units[first.unit];
    if (first && isDuel(unit, unitAt(state, first.target))) return [];
    const fight = first && unit && attackPreview(state, unit, first.target);
    return fight ? [fight] : [];
  });
}
