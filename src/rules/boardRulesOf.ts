import type { BoardRules } from './boardRules.ts';
import type { CombatSystemId } from './ids.ts';
import { massBoardRules } from './mass/board.ts';
import type { GameState } from './types.ts';

/** Board rules by combat system: only those that change the board beyond a fight's result have any. */
const BOARD_RULES: Partial<Record<CombatSystemId, BoardRules>> = { mass: massBoardRules };

/** The board rules of the game's combat system, if it has any. */
export function boardRulesOf(state: Pick<GameState, 'combatSystem'>): BoardRules | undefined {
  return BOARD_RULES[state.combatSystem];
}
