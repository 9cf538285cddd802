// The Champions weapons [house, seed 001]: range in yards (0 = close range), the most maneuvers a round and
// the most damage a wound. The seed fixes swords at 3 maneuvers, the medium axe at 2, the poniard at 3, the
// long sword's range 1, the spear's 2 and a shield's damage 1; the rest is the project's.

export type WeaponKind = 'blade' | 'impact' | 'shield' | 'dagger' | 'unarmed';

export interface Weapon {
  readonly id: WeaponId;
  readonly name: string;
  /** Yards; 0 is close range. The weapon attacks only at this range. */
  readonly range: number;
  readonly maxManeuvers: number;
  readonly maxDamage: number;
  readonly kind: WeaponKind;
  /** It may be held in the off hand (a shield or a parrying dagger). */
  readonly offHand: boolean;
}

export const WEAPON_IDS = ['fists', 'dagger', 'poniard', 'short-sword', 'sword', 'long-sword', 'medium-axe', 'mace', 'spear', 'small-shield'] as const;
export type WeaponId = (typeof WEAPON_IDS)[number];

const weapon = (id: WeaponId, name: string, range: number, maxManeuvers: number, maxDamage: number, kind: WeaponKind, offHand = false): Weapon => ({
  id,
  name,
  range,
  maxManeuvers,
  maxDamage,
  kind,
  offHand,
});

export const WEAPONS: Readonly<Record<WeaponId, Weapon>> = {
  fists: weapon('fists', 'Fists', 0, 3, 1, 'unarmed'),
  dagger: weapon('dagger', 'Dagger', 0, 3, 2, 'dagger'),
  poniard: weapon('poniard', 'Poniard', 0, 3, 2, 'dagger', true),
  'short-sword': weapon('short-sword', 'Short sword', 1, 3, 3, 'blade'),
  sword: weapon('sword', 'Sword', 1, 3, 4, 'blade'),
  'long-sword': weapon('long-sword', 'Long sword', 1, 3, 5, 'blade'),
  'medium-axe': weapon('medium-axe', 'Medium axe', 1, 2, 5, 'impact'),
  mace: weapon('mace', 'Mace', 1, 2, 5, 'impact'),
  spear: weapon('spear', 'Spear', 2, 2, 4, 'blade'),
  'small-shield': weapon('small-shield', 'Small shield', 0, 2, 1, 'shield', true),
};

export const isWeaponId = (id: string): id is WeaponId => (WEAPON_IDS as readonly string[]).includes(id);

/** Wrestling range: below close range, where only fists and daggers attack. */
export const WRESTLING = -1;

/** Whether this weapon attacks at this range: at its own range, and fists and daggers at wrestling range too. */
export function reaches(id: WeaponId, range: number): boolean {
  const w = WEAPONS[id];
  if (w.kind === 'shield') return false;
  if (range === WRESTLING) return w.kind === 'unarmed' || w.kind === 'dagger';
  return w.range === range;
}

/** Whether this weapon parries an attack made with that one: an attack of equal or greater reach. */
export function parries(id: WeaponId, attacking: WeaponId): boolean {
  return WEAPONS[id].range <= WEAPONS[attacking].range;
}
