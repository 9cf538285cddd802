import { baseAvDam, baseAvTough, fullMenOf, isRegroupRound, menStanding, type GameState, type Unit } from '../../rules/index.ts';
import type { ExactAmount } from '../../rules/combat/system.ts';
import { combatSystemText } from '../setup/combatSystemText.ts';

/** The game's units are bodies of men (its combat system says so). */
export function countsMen(state: GameState): boolean {
  return combatSystemText(state.combatSystem)?.men ?? false;
}

/** "17 of 20 men · AvDam 5 · AvTough 4", in a game of bodies of men; null in any other. */
export function menText(state: GameState, unit: Unit): string | null {
  if (!countsMen(state)) return null;
  return `${menStanding(unit)} of ${fullMenOf(unit)} men · AvDam ${baseAvDam(unit.type)} · AvTough ${baseAvTough(unit.type)}`;
}

/** "tired: rests through the regroup round (it marched)" for a tired unit of a game of men; null otherwise. */
export function tiredText(state: GameState, unit: Unit): string | null {
  if (!countsMen(state) || !unit.tired) return null;
  return `tired: rests through the regroup round (it ${unit.tired === 'march' ? 'marched' : 'charged'})`;
}

/** The turn header's line in a regroup round (Mass battle's even rounds); null in any other round. */
export function regroupText(state: GameState): string | null {
  return isRegroupRound(state) ? 'Regroup round: no attacks, moves of one hex' : null;
}

/** "3 1/2 men (7/2)", "2 men", "1 man", "1/4 of a man": an exact number of men, the fraction kept. */
export function exactMenText(amount: ExactAmount): string {
  const { numerator, denominator } = amount;
  const whole = Math.floor(numerator / denominator);
  const rest = numerator - whole * denominator;
  if (rest === 0) return `${whole} ${whole === 1 ? 'man' : 'men'}`;
  if (whole === 0) return `${rest}/${denominator} of a man`;
  return `${whole} ${rest}/${denominator} men (${numerator}/${denominator})`;
}
