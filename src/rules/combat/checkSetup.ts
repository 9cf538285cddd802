import { cannotEnter } from '../cannotEnter.ts';
import { UNITS } from '../data/units.ts';
import { MAX_ATTACKERS_PER_DEFENDER } from '../data/setup.ts';
import type { CombatSetup } from './setup.ts';

/** Why this combat cannot happen in any game, or null when it can. */
export function checkCombatSetup(setup: CombatSetup): string | null {
  if (setup.attackers.length < 1 || setup.attackers.length > MAX_ATTACKERS_PER_DEFENDER) {
    return `a combat has 1 to ${MAX_ATTACKERS_PER_DEFENDER} attackers, not ${setup.attackers.length}`;
  }
  // A pair is two units of one player, and a player commands one race.
  const [first, second] = setup.attackers;
  if (first && second && UNITS[first.unit].race !== UNITS[second.unit].race) {
    return `a pair attacks for one player, so of one race: ${UNITS[first.unit].name} and ${UNITS[second.unit].name} are not`;
  }
  for (const attacker of setup.attackers) {
    const rules = UNITS[attacker.unit];
    const standing = cannotEnter(attacker.unit, attacker.terrain);
    if (standing) return standing;
    if (!Number.isInteger(attacker.range) || attacker.range < 1) return `range must be 1 or more, not ${attacker.range}`;
    if (attacker.range > rules.range) {
      return rules.range === 1
        ? `${rules.name} cannot attack at range ${attacker.range}: only adjacent units`
        : `${rules.name} reach at most range ${rules.range}, not ${attacker.range}`;
    }
  }
  const standing = cannotEnter(setup.defender.unit, setup.defender.terrain);
  if (standing) return standing;
  for (const [name, count] of [
    ['attackerWeaponsmiths', setup.attackerWeaponsmiths],
    ['defenderArmories', setup.defenderArmories],
  ] as const) {
    if (!Number.isInteger(count) || count < 0) return `${name} must be a whole number of 0 or more, not ${count}`;
  }
  return null;
}
