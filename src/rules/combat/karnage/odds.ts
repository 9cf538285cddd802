import { UNITS } from '../../data/units.ts';
import type { CombatSetup } from '../setup.ts';
import type { CombatOdds } from '../system.ts';
import { attackerModifiers, attackRerolls, combinedAttackModifiers, defenderModifiers, sumModifiers } from './modifiers.ts';
import { convolve, probabilityGreater, shifted, uniformDie, withReroll, type Distribution } from './distribution.ts';

/** Exact chance that the attack wins, from the dice distributions (re-rolls, pairs, every modifier). */
export function karnageOdds(setup: CombatSetup): CombatOdds {
  let attack: Distribution | null = null;
  for (const attacker of setup.attackers) {
    const sides = UNITS[attacker.unit].attack;
    const reroll = attackRerolls(attacker);
    const die = reroll ? withReroll(sides, reroll.faces) : uniformDie(sides);
    const own = shifted(die, sumModifiers(attackerModifiers(attacker)));
    attack = attack ? convolve(attack, own) : own;
  }
  if (!attack) throw new Error('a combat needs at least one attacker');
  attack = shifted(attack, sumModifiers(combinedAttackModifiers(setup)));
  const defence = shifted(uniformDie(UNITS[setup.defender.unit].defence), sumModifiers(defenderModifiers(setup)));
  return probabilityGreater(attack, defence);
}
