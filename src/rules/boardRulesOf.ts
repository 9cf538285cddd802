import type { BoardRules } from './boardRules.ts';
import { UNITS } from './data/units.ts';
import type { CombatSystemId, UnitTypeId } from './ids.ts';
import { massBoardRules } from './mass/board.ts';
import type { GameState } from './types.ts';

/** Board rules by combat system: only those that change the board beyond a fight's result have any. */
const BOARD_RULES: Partial<Record<CombatSystemId, BoardRules>> = { mass: massBoardRules };

/** The board rules of the game's combat system, if it has any. */
export function boardRulesOf(state: Pick<GameState, 'combatSystem'>): BoardRules | undefined {
  return BOARD_RULES[state.combatSystem];
}

/** The farthest hex a unit of this type attacks in this game: its combat system's say, else the unit table's. */
export function attackRangeOf(state: Pick<GameState, 'combatSystem'>, unit: UnitTypeId): number {
  return boardRulesOf(state)?.attackRange(unit) ?? UNITS[unit].range;
}
