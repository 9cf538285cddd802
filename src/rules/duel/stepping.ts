import { MANEUVERS } from './maneuvers.ts';
import type { Declaration } from './types.ts';

// Range and stepping [seed 001]: an attack steps forward, a parry steps back, so the range stays. A side that
// steps forward while the other plays a maneuver that does not step back (a parry without stepping back, an
// attack, a weapon change) closes the range by one yard. The seed's sentence says "the range is increased by
// one", but its own example has the noble's parry without stepping back take the range from 1 to 0: the
// example wins. Against a side that plays nothing the range stays [house, as the seed has it for a parry
// against nothing: the idle side is "considered to simply step" to keep the range]; otherwise an axe's second
// attack on a foe out of cards would find itself too close. An attack not stepping forward opens nothing; two
// sides stepping in close one yard, not two [house]. Stepping never takes the range below close range (0):
// wrestling range is entered by a grapple [house]. The step is part of the declared maneuver: it is taken
// even when the maneuver fails [seed] or comes to nothing (a weapon flung, a flank) [house], so the
// declarations alone fix the range in every register.

export const stepsForward = (d: Declaration | null): boolean => d !== null && MANEUVERS[d.maneuver].stepsForward && d.stepForward !== false;
export const stepsBack = (d: Declaration | null): boolean => d?.maneuver === 'parry' && d.stepBack !== false;

/** The range after a register's steps. */
export function steppedRange(range: number, a: Declaration | null, b: Declaration | null): number {
  if (range <= 0) return range;
  const closes = (stepsForward(a) && b !== null && !stepsBack(b)) || (stepsForward(b) && a !== null && !stepsBack(a));
  return closes ? range - 1 : range;
}

/** The −2 of a declaration that does not step as its maneuver would. */
export function steppingTerm(d: Declaration): number {
  if (d.maneuver === 'parry') return d.stepBack === false ? -2 : 0;
  return MANEUVERS[d.maneuver].stepsForward && d.stepForward === false ? -2 : 0;
}
