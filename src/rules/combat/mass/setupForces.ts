import { UNITS } from '../../data/units.ts';
import { attackerModifiers, combinedAttackModifiers, defenderModifiers } from '../karnage/modifiers.ts';
import type { AttackerSetup, CombatSetup, DefenderSetup } from '../setup.ts';
import type { MassForce, Part } from './forces.ts';
import { baseAvDam, baseAvTough, BOW_REACH, MASS_UNITS, rangeBandAt, type RangeBand } from './table.ts';

// A fight on the board as Mass battle sees it [house, docs/rules.md "Mass battle"]: Karnage's standing bonuses
// become AvDam and AvTough, read from Karnage's own tables so the systems never disagree about them. Each full
// three Weaponsmiths +1 AvDam to every attacker; attacking out of a Swamp −1 AvDam; the defender's terrain,
// home terrain, own Fortress and each full three Armories +1 AvTough each (Mountains +2); DEFEND +1 AvTough. A
// Fortress is also total cover against volleys.

/** A unit's men when it is full. */
export const fullMen = (side: AttackerSetup | DefenderSetup): number => MASS_UNITS[side.unit].men;
export const menOf = (side: AttackerSetup | DefenderSetup): number => side.men ?? fullMen(side);

/** What an attacker at this range does [house]: melee next door, a charge from two hexes, bows fire to 5 hexes and volley beyond. */
export type BoardAction = 'engage' | 'charge' | 'fire' | 'volley';

export function boardActionAt(attacker: Pick<AttackerSetup, 'unit' | 'range'>): BoardAction | null {
  const { range } = attacker;
  if (range === 1) return 'engage';
  if (!MASS_UNITS[attacker.unit].bows) return range === 2 ? 'charge' : null;
  const band = rangeBandAt(range);
  if (band === null || range > BOW_REACH) return null;
  return band === 'short' || band === 'medium' ? 'fire' : 'volley';
}

/** How a pair fights together: in melee (engaging or charging), firing, or loosing volleys. */
export type FightKind = 'melee' | 'fire' | 'volley';
export const fightKind = (action: BoardAction): FightKind => (action === 'engage' || action === 'charge' ? 'melee' : action);

export function bandOf(attacker: Pick<AttackerSetup, 'range'>): RangeBand | null {
  return rangeBandAt(attacker.range);
}

const base = (label: string, value: number): Part => ({ source: 'base', label, value });

export function attackerForce(setup: CombatSetup, attacker: AttackerSetup): MassForce {
  const rules = MASS_UNITS[attacker.unit];
  const name = UNITS[attacker.unit].name;
  return {
    unit: attacker.unit,
    ...(attacker.unitId === undefined ? {} : { unitId: attacker.unitId }),
    men: menOf(attacker),
    avDam: [
      base(`${name}: d${rules.skillDie} skill, ${rules.damage} damage`, baseAvDam(attacker.unit)),
      ...combinedAttackModifiers(setup),
      ...attackerModifiers(attacker),
    ],
    avTough: [base(`${name}: body, armour and shield`, baseAvTough(attacker.unit))],
    shield: rules.shield,
    longWeapons: rules.longWeapons,
    chargeWeapon: rules.chargeWeapon,
    loose: false,
    defending: false,
    marching: false,
    totalCover: false,
  };
}

export function defenderForce(setup: CombatSetup): MassForce {
  const { defender } = setup;
  const rules = MASS_UNITS[defender.unit];
  const name = UNITS[defender.unit].name;
  return {
    unit: defender.unit,
    ...(defender.unitId === undefined ? {} : { unitId: defender.unitId }),
    men: menOf(defender),
    avDam: [base(`${name}: d${rules.skillDie} skill, ${rules.damage} damage`, baseAvDam(defender.unit))],
    // DEFEND is the force's own flag (forces.ts adds it), not a standing modifier.
    avTough: [base(`${name}: body, armour and shield`, baseAvTough(defender.unit)), ...defenderModifiers(setup).filter((m) => m.source !== 'defend')],
    shield: rules.shield,
    longWeapons: rules.longWeapons,
    chargeWeapon: rules.chargeWeapon,
    loose: false,
    defending: defender.defending,
    marching: defender.marching === true,
    totalCover: defender.fortress,
  };
}
