import type { Unit } from '../../types.ts';
import { MASS_UNITS } from './table.ts';

/** A unit's men now (Mass battle): what fights left it, exactly, or its type's full strength. */
export function menOf(unit: Pick<Unit, 'type' | 'men'>): number {
  return unit.men ?? MASS_UNITS[unit.type].men;
}

export function fullMenOf(unit: Pick<Unit, 'type'>): number {
  return MASS_UNITS[unit.type].men;
}

/** Whole men standing: a man stands while any part of him is left (volleys leave fractions). */
export function menStanding(unit: Pick<Unit, 'type' | 'men'>): number {
  return Math.ceil(menOf(unit) - 1e-9);
}
