import { WEAPONS, type WeaponId } from './weapons.ts';

// The maneuvers of a Champions duel [seed 001] and what each needs. Difficulties are the seed's where it gives
// them; feint, grapple and break-free 0 [house].

export const MANEUVER_IDS = [
  'attack',
  'parry',
  'disarm',
  'feint',
  'called-shot',
  'shield-bash',
  'change-weapon',
  'grapple',
  'break-free',
  'flank',
  'cling',
  'chop',
  'buck',
  'swipe',
  'swat',
  'smash',
] as const;
export type ManeuverId = (typeof MANEUVER_IDS)[number];

export type Size = 'small' | 'normal' | 'large';
export const SIZES: readonly Size[] = ['small', 'normal', 'large'];
/** How a foe stands to the one who faces it: a size above is large, a size below small [house: one step apart is enough]. */
export type RelativeSize = Size;

export function relativeSize(foe: Size, self: Size): RelativeSize {
  const d = SIZES.indexOf(foe) - SIZES.indexOf(self);
  return d > 0 ? 'large' : d < 0 ? 'small' : 'normal';
}

export const HIT_LOCATIONS = ['head', 'head-vitals', 'torso-vitals', 'legs', 'arms'] as const;
export type HitLocation = (typeof HIT_LOCATIONS)[number];

/** Called shots by the target's size [seed 001]; null: no such shot (a small creature's head vitals). */
export const CALLED_SHOT: Readonly<Record<RelativeSize, Readonly<Record<HitLocation, number | null>>>> = {
  normal: { head: -5, 'head-vitals': -8, 'torso-vitals': -6, legs: -3, arms: -3 },
  large: { head: -5, 'head-vitals': -6, 'torso-vitals': -4, legs: 0, arms: -2 },
  small: { head: -8, 'head-vitals': null, 'torso-vitals': -10, legs: -6, arms: -5 },
};

/**
 * A called shot's wound [house; the seed gives only the difficulty]: vitals double the wound, the head adds
 * one, arms and legs wound as a plain attack (what a limb's wound does later is for the wound rules).
 */
export function locatedWound(damage: number, location: HitLocation): number {
  if (location === 'head-vitals' || location === 'torso-vitals') return damage * 2;
  if (location === 'head') return damage + 1;
  return damage;
}

export interface ManeuverRule {
  /** A fixed difficulty; called shots, flank and chop compute theirs. */
  readonly difficulty: number;
  /** Made with a weapon that must reach the range (attack-like); false: no weapon (flank, cling, grapple…). */
  readonly armed: boolean;
  /** Steps forward unless declared otherwise (−2 for not stepping). */
  readonly stepsForward: boolean;
  /** May wound with a (hit) card. */
  readonly wounds: boolean;
  /** The foe must be this size to the maneuverer. */
  readonly against: RelativeSize | null;
  readonly needsInitiative: boolean;
}

const rule = (
  difficulty: number,
  armed: boolean,
  stepsForward: boolean,
  wounds: boolean,
  against: RelativeSize | null = null,
  needsInitiative = false,
): ManeuverRule => ({
  difficulty,
  armed,
  stepsForward,
  wounds,
  against,
  needsInitiative,
});

/** Every maneuver but parry and change-weapon is offensive: a parry takes its positive total off it. */
export const MANEUVERS: Readonly<Record<ManeuverId, ManeuverRule>> = {
  attack: rule(0, true, true, true),
  parry: rule(0, true, false, false),
  disarm: rule(-5, true, true, false),
  feint: rule(0, true, true, false),
  'called-shot': rule(0, true, true, true),
  'shield-bash': rule(0, true, true, true),
  'change-weapon': rule(0, false, false, false),
  grapple: rule(0, false, false, false),
  'break-free': rule(0, false, false, false),
  flank: rule(0, false, false, false, 'large', true),
  cling: rule(-4, false, false, false, 'large', true),
  chop: rule(0, true, false, false, 'large'),
  buck: rule(0, false, false, false, 'small'),
  swipe: rule(-1, true, true, true, 'small', true),
  swat: rule(0, true, false, false, 'small'),
  smash: rule(-2, true, true, true, 'small', true),
};

export const isOffensive = (m: ManeuverId): boolean => m !== 'parry' && m !== 'change-weapon';

/** Whether the weapon may make this maneuver at all (ranges aside). */
export function weaponMayMake(id: WeaponId, maneuver: ManeuverId): string | null {
  const { kind } = WEAPONS[id];
  if (maneuver === 'shield-bash') return kind === 'shield' ? null : 'a shield bash is made with a shield';
  if (maneuver === 'smash') return kind === 'impact' ? null : 'a smash needs an impact weapon (a mace, an axe)';
  if (kind === 'shield' && maneuver !== 'parry') return 'a shield only parries and bashes';
  return null;
}
