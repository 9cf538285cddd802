import { UNITS } from '../../data/units.ts';
import type { CombatSetup } from '../setup.ts';
import type { CombatExplanation } from '../view.ts';
import { attackerModifiers, attackRerolls, combinedAttackModifiers, defenderModifiers } from './modifiers.ts';
import { losingAttackers } from './resolve.ts';

/** What losing costs: the seed destroys a whole losing pair; only a lone shot from range 2 is free. */
function ifDefeated(attackers: number, lost: number): string {
  if (lost === 0) return 'If the shot fails, the shooter is not harmed: it fires alone from 2 hexes away.';
  if (attackers === 1) return 'If the attack fails, the attacker is destroyed.';
  return 'If the attack fails, both attackers are destroyed.';
}

/** A Karnage fight before the dice: each unit's die, re-roll and modifiers, the Weaponsmiths, the pair rule. */
export function explainKarnageCombat(setup: CombatSetup): CombatExplanation {
  const lostIfDefeated = losingAttackers(setup);
  return {
    labels: { attack: `Attack${setup.attackers.length > 1 ? ' (a pair: totals added)' : ''}`, defence: 'Defence' },
    attackers: setup.attackers.map((attacker) => {
      const reroll = attackRerolls(attacker);
      return { strength: `d${UNITS[attacker.unit].attack}`, modifiers: attackerModifiers(attacker), notes: reroll ? [reroll.reason] : [] };
    }),
    attackModifiers: combinedAttackModifiers(setup),
    defender: { strength: `d${UNITS[setup.defender.unit].defence}`, modifiers: defenderModifiers(setup), notes: [] },
    // The Armories are counted in the defender's own roll, so nothing is added to the whole defence.
    defenceModifiers: [],
    lostIfDefeated,
    ifDefeated: ifDefeated(setup.attackers.length, lostIfDefeated.length),
    notes: ['A tie goes to the defender.'],
  };
}
