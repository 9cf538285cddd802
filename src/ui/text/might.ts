import { mightOf, UNITS, type GameState, type Unit } from '../../rules/index.ts';
import { combatSystemText } from '../setup/combatSystemText.ts';

/** "Might 3 of 5", in a game whose combat system wears units down; null in any other. */
export function mightText(state: GameState, unit: Unit): string | null {
  if (!combatSystemText(state.combatSystem)?.might) return null;
  return `Might ${mightOf(unit)} of ${UNITS[unit.type].might}`;
}
