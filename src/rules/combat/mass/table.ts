import type { UnitTypeId } from '../../ids.ts';

// Mass battle [seed 003], docs/rules.md "Mass battle". Every unit is a body of men; this table gives each
// unit type its men and what its AvDam and AvTough are made of. [house] values, chosen from the Karnage units:
// the skill die is the unit's attack die; damage is "light" (under 8 on average: bows, tools) or "heavy"
// (over 8: great axes, lances, troll clubs); bodies are man-sized 3, bear-sized 4 (Trolls), giant 5.

export type Armour = 'none' | 'leather' | 'mail';
export type Shield = 'none' | 'normal' | 'tower';
export type Damage = 'light' | 'normal' | 'heavy';

export interface MassUnitRules {
  /** Fighting men in a full unit: its wounds. */
  readonly men: number;
  readonly skillDie: 4 | 6 | 8 | 10 | 12;
  readonly damage: Damage;
  /** Toughness of one of its men unarmoured: dog-sized 2, man 3, bear-sized 4. */
  readonly body: number;
  readonly armour: Armour;
  readonly shield: Shield;
  /** Spears, pikes, halberds: half as many men again strike in melee. */
  readonly longWeapons: boolean;
  /** Bows (or engines): it shoots, by direct fire or by volleys. */
  readonly bows: boolean;
  /** Lances and the like: +1 AvDam when it charges. */
  readonly chargeWeapon: boolean;
}

// biome-ignore format: a table reads best one unit to a line.
export const MASS_UNITS: Readonly<Record<UnitTypeId, MassUnitRules>> = {
  cavalry: { men: 15, skillDie: 8, damage: 'heavy', body: 3, armour: 'leather', shield: 'normal', longWeapons: false, bows: false, chargeWeapon: true },
  footmen: { men: 20, skillDie: 6, damage: 'normal', body: 3, armour: 'leather', shield: 'normal', longWeapons: true, bows: false, chargeWeapon: true },
  peasants: { men: 15, skillDie: 4, damage: 'normal', body: 3, armour: 'none', shield: 'none', longWeapons: false, bows: false, chargeWeapon: false },
  warriors: { men: 20, skillDie: 8, damage: 'heavy', body: 3, armour: 'leather', shield: 'none', longWeapons: false, bows: false, chargeWeapon: false },
  'wolf-riders': { men: 15, skillDie: 8, damage: 'normal', body: 3, armour: 'leather', shield: 'none', longWeapons: false, bows: false, chargeWeapon: true },
  grunts: { men: 15, skillDie: 4, damage: 'normal', body: 3, armour: 'leather', shield: 'none', longWeapons: false, bows: false, chargeWeapon: false },
  archers: { men: 20, skillDie: 8, damage: 'light', body: 3, armour: 'leather', shield: 'none', longWeapons: false, bows: true, chargeWeapon: false },
  wardens: { men: 20, skillDie: 6, damage: 'normal', body: 3, armour: 'leather', shield: 'tower', longWeapons: false, bows: false, chargeWeapon: false },
  foresters: { men: 15, skillDie: 4, damage: 'normal', body: 3, armour: 'none', shield: 'none', longWeapons: false, bows: false, chargeWeapon: false },
  axemen: { men: 20, skillDie: 8, damage: 'heavy', body: 3, armour: 'mail', shield: 'none', longWeapons: false, bows: false, chargeWeapon: false },
  ironguard: { men: 20, skillDie: 6, damage: 'normal', body: 3, armour: 'mail', shield: 'normal', longWeapons: true, bows: false, chargeWeapon: false },
  miners: { men: 15, skillDie: 4, damage: 'normal', body: 3, armour: 'leather', shield: 'none', longWeapons: false, bows: false, chargeWeapon: false },
  trolls: { men: 12, skillDie: 10, damage: 'heavy', body: 4, armour: 'leather', shield: 'none', longWeapons: false, bows: false, chargeWeapon: false },
  brutes: { men: 12, skillDie: 12, damage: 'heavy', body: 4, armour: 'none', shield: 'none', longWeapons: false, bows: false, chargeWeapon: true },
  thralls: { men: 15, skillDie: 4, damage: 'normal', body: 3, armour: 'none', shield: 'none', longWeapons: false, bows: false, chargeWeapon: false },
  giants: { men: 10, skillDie: 12, damage: 'heavy', body: 5, armour: 'leather', shield: 'none', longWeapons: true, bows: false, chargeWeapon: true },
  'stone-throwers': { men: 10, skillDie: 10, damage: 'normal', body: 5, armour: 'none', shield: 'none', longWeapons: false, bows: true, chargeWeapon: false },
  'hill-folk': { men: 15, skillDie: 4, damage: 'normal', body: 4, armour: 'none', shield: 'none', longWeapons: false, bows: false, chargeWeapon: false },
};

export const ARMOUR_TOUGHNESS: Readonly<Record<Armour, number>> = { none: 0, leather: 1, mail: 2 };
/** A shield's +1 in melee and against direct fire (a tower shield's too: its +2.5 counts against volleys only). */
export const SHIELD_TOUGHNESS: Readonly<Record<Shield, number>> = { none: 0, normal: 1, tower: 1 };
export const DAMAGE_MODIFIER: Readonly<Record<Damage, number>> = { light: -1, normal: 0, heavy: 1 };

/** Men of one unit in contact across one hex side, shoulder to shoulder: its front rank [house]. */
export const FRONT = 10;
/** At this many men or fewer a unit is dissolved after a fight [seed: 1–5 wounds; in large battles the unit is simply dissolved]. */
export const DISSOLVED_AT = 5;
/** Inches on the table per hex [house]: Pace 5 is one hex, a March three. */
export const INCHES_PER_HEX = 5;
export const PACE_INCHES = 5;
export const RUNNING_DIE = 6;
/**
 * Inches a charge from two hexes away must run to reach the enemy [house]: the hex between (5) and the
 * inch each block stands back from its hex's edge (2). Pace 5 + the running die: it reaches on 2 or more.
 */
export const CHARGE_INCHES = 7;

/** Bow ranges in hexes [seed: 12/24/48/96 inches, at 5 inches a hex]: farthest hex of each band. */
export const RANGE_BANDS = [
  { band: 'short', upTo: 2 },
  { band: 'medium', upTo: 5 },
  { band: 'long', upTo: 10 },
  { band: 'double-long', upTo: 19 },
] as const;
export type RangeBand = (typeof RANGE_BANDS)[number]['band'];
export const BOW_REACH = 19;

/** The range band of a shot at this distance in hexes; null beyond double-long range. */
export function rangeBandAt(hexes: number): RangeBand | null {
  return RANGE_BANDS.find((b) => hexes <= b.upTo)?.band ?? null;
}

/** AvDam of a unit type before any modifier: half its skill die, −1 light damage, +1 heavy [seed]. */
export function baseAvDam(unit: UnitTypeId): number {
  const rules = MASS_UNITS[unit];
  return rules.skillDie / 2 + DAMAGE_MODIFIER[rules.damage];
}

/** AvTough of a unit type before any modifier: body, armour and shield [seed]. */
export function baseAvTough(unit: UnitTypeId): number {
  const rules = MASS_UNITS[unit];
  return rules.body + ARMOUR_TOUGHNESS[rules.armour] + SHIELD_TOUGHNESS[rules.shield];
}
