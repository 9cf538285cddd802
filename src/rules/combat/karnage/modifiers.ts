import { ARMORIES_PER_BONUS, BUILDINGS, WEAPONSMITHS_PER_BONUS } from '../../data/buildings.ts';
import { RACES } from '../../data/races.ts';
import { DEFEND_BONUS } from '../../data/setup.ts';
import { TERRAIN } from '../../data/terrain.ts';
import { UNITS } from '../../data/units.ts';
import type { Modifier } from './report.ts';
import type { AttackerSetup, CombatSetup, DefenderSetup } from '../setup.ts';

/** Modifiers of one attacker's own roll: the terrain it attacks from (Swamp). */
export function attackerModifiers(attacker: AttackerSetup): Modifier[] {
  const from = TERRAIN[attacker.terrain].attackFromModifier;
  if (!from || UNITS[attacker.unit].race === from.exemptRace) return [];
  return [{ source: 'attack-from', label: `attacking from ${TERRAIN[attacker.terrain].name}`, value: from.value }];
}

/** Modifiers added once to the combined attack. */
export function combinedAttackModifiers(setup: CombatSetup): Modifier[] {
  const bonus = Math.floor(setup.attackerWeaponsmiths / WEAPONSMITHS_PER_BONUS);
  if (bonus === 0) return [];
  return [{ source: 'weaponsmiths', label: `${setup.attackerWeaponsmiths} Weaponsmiths in play`, value: bonus }];
}

export function defenderModifiers(setup: CombatSetup): Modifier[] {
  const defender: DefenderSetup = setup.defender;
  const terrain = TERRAIN[defender.terrain];
  const race = RACES[UNITS[defender.unit].race];
  const modifiers: Modifier[] = [];
  if (terrain.defenceBonus !== 0) modifiers.push({ source: 'terrain', label: `standing in ${terrain.name}`, value: terrain.defenceBonus });
  if (race.homeTerrain === defender.terrain && race.homeDefenceBonus !== 0) {
    modifiers.push({ source: 'home-terrain', label: `${race.name} at home in ${terrain.name}`, value: race.homeDefenceBonus });
  }
  if (defender.fortress) modifiers.push({ source: 'fortress', label: 'in its own Fortress', value: BUILDINGS.fortress.defenceBonus });
  if (defender.defending) modifiers.push({ source: 'defend', label: 'DEFEND', value: DEFEND_BONUS });
  const armories = Math.floor(setup.defenderArmories / ARMORIES_PER_BONUS);
  if (armories !== 0) modifiers.push({ source: 'armories', label: `${setup.defenderArmories} Armories in play`, value: armories });
  return modifiers;
}

/** Faces this attacker re-rolls once, and why (Cavalry attacking from Grasslands re-roll 1s [seed]). */
export function attackRerolls(attacker: AttackerSetup): { faces: readonly number[]; reason: string } | null {
  const reroll = UNITS[attacker.unit].attackReroll;
  if (!reroll || reroll.from !== attacker.terrain) return null;
  return {
    faces: reroll.faces,
    reason: `${UNITS[attacker.unit].name} attacking from ${TERRAIN[attacker.terrain].name} re-roll ${reroll.faces.join(', ')}`,
  };
}

export function sumModifiers(modifiers: readonly Modifier[]): number {
  return modifiers.reduce((total, m) => total + m.value, 0);
}
