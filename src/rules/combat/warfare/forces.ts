import { UNITS } from '../../data/units.ts';
import { combinedAttackModifiers, defenderModifiers } from '../karnage/modifiers.ts';
import type { Modifier } from '../karnage/report.ts';
import type { AttackerSetup, CombatSetup, DefenderSetup } from '../setup.ts';
import type { WarfareKind } from './tables.ts';

export type ExtraDiceSource = 'weaponsmiths' | 'armories' | 'defend' | 'fortress' | 'terrain' | 'home-terrain';

/** Dice a side rolls beyond its Might, and why; they are never lost as Might is. */
export interface ExtraDice {
  readonly source: ExtraDiceSource;
  /** Said to a player: "3 Weaponsmiths in play". */
  readonly label: string;
  readonly value: number;
}

/** The most Might one unit may have, and the most extra dice a side may roll: keeps every die's key distinct. */
export const MAX_MIGHT = 500;
export const MAX_EXTRA_DICE = 500;

/** A siege when the defender holds a building of its owner's; a battle otherwise. */
export function warfareKind(setup: CombatSetup): WarfareKind {
  return setup.defender.garrison ? 'siege' : 'battle';
}

/** A unit's Might going into the fight: what earlier fights left it, or its type's full Might. */
export function mightOf(side: AttackerSetup | DefenderSetup): number {
  return side.might ?? UNITS[side.unit].might;
}

/** Karnage's standing bonuses that can be dice: every one but attacking from a Swamp. */
const isExtraDice = (m: Modifier): m is ExtraDice & Modifier => m.value > 0 && m.source !== 'attack-from';

/**
 * [house] Karnage's bonuses become as many extra d6 in Warfare, read from Karnage's own tables so the two
 * systems never disagree about them: +1 die to the attack for each full three Weaponsmiths; to the defence,
 * terrain, home terrain, own Fortress, DEFEND, each full three Armories. The Swamp's −1 and the Cavalry's
 * re-roll do not apply (a side never rolls fewer dice than its Might).
 */
export function attackExtraDice(setup: CombatSetup): ExtraDice[] {
  return combinedAttackModifiers(setup).filter(isExtraDice);
}

export function defenceExtraDice(setup: CombatSetup): ExtraDice[] {
  return defenderModifiers(setup).filter(isExtraDice);
}

export function countDice(dice: readonly ExtraDice[]): number {
  return dice.reduce((total, d) => total + d.value, 0);
}

/** Why Warfare cannot resolve this setup (besides what checkCombatSetup says), or null. */
export function checkWarfareSetup(setup: CombatSetup): string | null {
  for (const side of [...setup.attackers, setup.defender]) {
    const might = mightOf(side);
    if (!Number.isInteger(might) || might < 1 || might > MAX_MIGHT) {
      return `a ${UNITS[side.unit].name} unit's Might must be a whole number from 1 to ${MAX_MIGHT}, not ${might}`;
    }
  }
  if (countDice(attackExtraDice(setup)) > MAX_EXTRA_DICE || countDice(defenceExtraDice(setup)) > MAX_EXTRA_DICE) {
    return `a side rolls at most ${MAX_EXTRA_DICE} extra dice`;
  }
  return null;
}

/**
 * Losses of a pair [house]: one point at a time from the attacker with the most Might left (the first of
 * equals), so a pair wears down evenly and its weaker unit is not the first to fall.
 */
export function takeLosses(mights: readonly number[], loss: number): number[] {
  const left = [...mights];
  for (let point = 0; point < loss; point++) {
    let strongest = 0;
    left.forEach((might, i) => {
      if (might > (left[strongest] ?? 0)) strongest = i;
    });
    if ((left[strongest] ?? 0) === 0) break;
    left[strongest] = (left[strongest] ?? 0) - 1;
  }
  return left;
}
