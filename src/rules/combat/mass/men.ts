import type { Unit } from '../../types.ts';
import { gcd } from './fractions.ts';
import { MASS_UNITS } from './table.ts';

/** Whole men standing of a number of men: a man stands while any part of him is left (volleys leave fractions). */
export const standingMen = (force: { readonly men: number }): number => Math.max(0, Math.ceil(force.men - 1e-9));

/** A unit's men now (Mass battle): what fights left it, exactly, or its type's full strength. */
export function menOf(unit: Pick<Unit, 'type' | 'men'>): number {
  return unit.men ?? MASS_UNITS[unit.type].men;
}

export function fullMenOf(unit: Pick<Unit, 'type'>): number {
  return MASS_UNITS[unit.type].men;
}

/** Whole men standing: a man stands while any part of him is left (volleys leave fractions). */
export function menStanding(unit: Pick<Unit, 'type' | 'men'>): number {
  return standingMen({ men: menOf(unit) });
}

/** Men as a player reads them: "17 men", or "17 men (3/4 of one lost to arrows)" for 16.25: volleys leave fractions. */
export function menText(men: number): string {
  const standing = standingMen({ men });
  const lost64 = Math.round((standing - men) * 64);
  const common = gcd(lost64, 64) || 1;
  const part = lost64 > 0 ? ` (${lost64 / common}/${64 / common} of one lost to arrows)` : '';
  return `${standing} ${standing === 1 ? 'man' : 'men'}${part}`;
}
