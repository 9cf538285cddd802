import type { Unit } from '../types.ts';

/** Whether an attack by `attacker` on `defender` is a duel: Champions' heroes of two players [house]. */
export function isDuel(attacker: Unit | undefined, defender: Unit | undefined): boolean {
  return attacker?.hero !== undefined && defender?.hero !== undefined && attacker.owner !== defender.owner;
}
