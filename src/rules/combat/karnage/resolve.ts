import { UNITS } from '../../data/units.ts';
import type { CombatantReport, DieRoll, KarnageCombatReport } from './report.ts';
import type { CombatSetup } from '../setup.ts';
import type { RollDie } from '../system.ts';
import { attackerModifiers, attackRerolls, combinedAttackModifiers, defenderModifiers, sumModifiers } from './modifiers.ts';

/**
 * Karnage dice [seed]: attackers roll their attack dice and add them, the defender rolls its defence
 * die; the higher total wins, ties go to the defender, the loser is destroyed. A pair that loses is
 * destroyed whole, a ranged attacker included [seed: "you lose both armies"]; only a ranged unit
 * attacking alone from beyond range 1 survives losing [house] (docs/rules.md, Combat).
 */
export function resolveKarnageCombat(setup: CombatSetup, rollDie: RollDie): KarnageCombatReport {
  const attackers: CombatantReport[] = setup.attackers.map((attacker, index) => {
    const sides = UNITS[attacker.unit].attack;
    const first = rollDie(sides, 'attack', index, 0);
    const reroll = attackRerolls(attacker);
    let roll: DieRoll = { sides, faces: [first], result: first };
    // A re-roll happens once; the second face stands even when it is a re-roll face again [house].
    if (reroll?.faces.includes(first)) {
      const second = rollDie(sides, 'attack', index, 1);
      roll = { sides, faces: [first, second], result: second, reroll: reroll.reason };
    }
    const modifiers = attackerModifiers(attacker);
    return {
      unit: attacker.unit,
      ...(attacker.unitId === undefined ? {} : { unitId: attacker.unitId }),
      terrain: attacker.terrain,
      roll,
      modifiers,
      total: roll.result + sumModifiers(modifiers),
    };
  });

  const defenceSides = UNITS[setup.defender.unit].defence;
  const defenceFace = rollDie(defenceSides, 'defence', 0, 0);
  const defenceMods = defenderModifiers(setup);
  const defender: CombatantReport = {
    unit: setup.defender.unit,
    ...(setup.defender.unitId === undefined ? {} : { unitId: setup.defender.unitId }),
    terrain: setup.defender.terrain,
    roll: { sides: defenceSides, faces: [defenceFace], result: defenceFace },
    modifiers: defenceMods,
    total: defenceFace + sumModifiers(defenceMods),
  };

  const attackModifiers = combinedAttackModifiers(setup);
  const attackTotal = attackers.reduce((sum, a) => sum + a.total, 0) + sumModifiers(attackModifiers);
  const winner = attackTotal > defender.total ? 'attacker' : 'defender';
  const attackersDestroyed = winner === 'defender' ? losingAttackers(setup) : [];

  return {
    system: 'karnage',
    attackers,
    attackModifiers,
    attackTotal,
    defender,
    defenceTotal: defender.total,
    winner,
    attackersDestroyed,
    defenderDestroyed: winner === 'attacker',
  };
}

/** Indexes of the attackers a lost fight destroys: all of a pair, or a lone attacker unless it shot from afar. */
export function losingAttackers(setup: CombatSetup): number[] {
  const [only, ...others] = setup.attackers;
  if (only && others.length === 0 && only.range > 1) return [];
  return setup.attackers.map((_, index) => index);
}
