import { SIZES } from './maneuvers.ts';
import type { Combatant, FighterState, HeroSheet } from './types.ts';
import { isWeaponId, WEAPONS, type WeaponId } from './weapons.ts';

// Heroes in a Champions duel [seed 001]: modifiers, hands and maneuvers from the sheet and the weapons held.

/** The most a skill, combat training or fast draw may be: two hands and two initiative draws fit one deck. */
export const MAX_SKILL = 10;
export const MAX_VITALITY = 100;
export const DEFAULT_VITALITY = 10;

/** Combat modifiers: finesse + force + armour (the seed: Devon +1 = 0 + 1; the guard 0 = 0 + 1 − 1). */
export const modifiersOf = (hero: HeroSheet): number => hero.finesse + hero.force + hero.armour;

/** A weapon skill as a draw: absent or 0 still draws the default of one card. */
const draws = (hero: HeroSheet, id: WeaponId): number => Math.max(1, hero.skills[id] ?? 0);

/**
 * This round's hand: the skill of the weapon in hand (the round after drawing it: the lower of that skill and
 * fast draw), and with a second weapon the lower of the two; at least one card.
 */
export function handSize(hero: HeroSheet, fighter: FighterState): number {
  const main = fighter.drewWeapon ? Math.max(1, Math.min(hero.skills[fighter.weapon] ?? 0, hero.fastDraw)) : draws(hero, fighter.weapon);
  return fighter.offHand ? Math.min(main, draws(hero, fighter.offHand)) : main;
}

/** The maneuvers a round allows: the weapon's maximum, or with two the higher maximum + 1, each weapon within its own. */
export function maneuverAllowance(fighter: FighterState): { readonly total: number; readonly main: number; readonly offHand: number } {
  const main = WEAPONS[fighter.weapon].maxManeuvers;
  if (!fighter.offHand) return { total: main, main, offHand: 0 };
  const off = WEAPONS[fighter.offHand].maxManeuvers;
  return { total: Math.max(main, off) + 1, main, offHand: off };
}

/** The initiative draw: combat training, or fast draw at a show-down; at least one card. */
export const initiativeDraw = (hero: HeroSheet, showDown: boolean): number => Math.max(1, showDown ? hero.fastDraw : hero.combatTraining);

/** The longest reach a fighter holds. */
export const longestReach = (fighter: { readonly weapon: WeaponId; readonly offHand?: WeaponId | null }): number =>
  Math.max(WEAPONS[fighter.weapon].range, fighter.offHand ? WEAPONS[fighter.offHand].range : 0);

export function fighterOf(c: Combatant): FighterState {
  return {
    vitality: c.vitality,
    weapon: c.weapon,
    offHand: c.offHand ?? null,
    carried: c.carried ?? [],
    drewWeapon: false,
    flankedUntil: -1,
    clinging: false,
    flankedFirst: false,
  };
}

const whole = (n: number, min: number, max: number): boolean => Number.isInteger(n) && n >= min && n <= max;

/** Why this combatant cannot fight a duel, or null. */
export function combatantProblem(c: Combatant): string | null {
  if (typeof c.name !== 'string' || c.name.trim() === '' || c.name.length > 40) return 'a combatant needs a name of 1 to 40 characters';
  const who = c.name;
  for (const [id, skill] of Object.entries(c.skills)) {
    if (!isWeaponId(id)) return `${who}: no weapon "${id.slice(0, 30)}" to have a skill in`;
    if (!whole(skill ?? 0, 0, MAX_SKILL)) return `${who}: a weapon skill is a whole number from 0 to ${MAX_SKILL}`;
  }
  const bounds: [string, number, number, number][] = [
    ['combat training', c.combatTraining, 0, MAX_SKILL],
    ['fast draw', c.fastDraw, 0, MAX_SKILL],
    ['finesse', c.finesse, -5, 5],
    ['force', c.force, -5, 5],
    ['armour', c.armour, -5, 0],
    ['vitality', c.vitality, 1, MAX_VITALITY],
  ];
  for (const [what, value, min, max] of bounds) if (!whole(value, min, max)) return `${who}: ${what} is a whole number from ${min} to ${max}, not ${value}`;
  if (!SIZES.includes(c.size)) return `${who}: size is small, normal or large`;
  return weaponsProblem(c);
}

function weaponsProblem(c: Combatant): string | null {
  const who = c.name;
  const held = [c.weapon, ...(c.offHand ? [c.offHand] : []), ...(c.carried ?? [])];
  const unknown = held.find((id) => !isWeaponId(id));
  if (unknown !== undefined) return `${who}: no weapon "${String(unknown).slice(0, 30)}" in the weapons table`;
  if (WEAPONS[c.weapon].kind === 'shield') return `${who}: a shield is held in the off hand, not as the weapon in hand`;
  if (c.offHand) {
    if (!WEAPONS[c.offHand].offHand) return `${who}: a ${WEAPONS[c.offHand].name.toLowerCase()} cannot be used in the off hand`;
    if (c.offHand === c.weapon) return `${who}: the same weapon in both hands [house: tell the two apart by holding two kinds]`;
  }
  const shield = (c.carried ?? []).find((id) => WEAPONS[id].kind === 'shield');
  if (shield) return `${who}: a carried weapon is drawn into the hand; a shield cannot be`;
  if ((c.carried ?? []).includes('fists')) return `${who}: fists are not carried: a change of weapon to fists drops the weapon in hand`;
  return null;
}
