import type { RoundKind } from './refusal.ts';
import type { Combatant, FighterState, Pair, Side } from './types.ts';
import { WEAPONS, type WeaponId } from './weapons.ts';

/** A fighter while a round resolves. */
export type Fighter = { -readonly [K in keyof FighterState]: FighterState[K] };

/** The duel while a round resolves: changed register by register, frozen into the next DuelState after. */
export interface Working {
  readonly combatants: Pair<Combatant>;
  readonly fighters: [Fighter, Fighter];
  range: number;
  /** Who will hold the initiative next round. */
  nextHolder: Side;
  /** What moved the initiative last (a feint or a smash). */
  nextHow: 'kept' | 'feint' | 'smash';
  readonly round: number;
  readonly kind: RoundKind;
  /** +1 to the charger's maximum damage in the charge round. */
  readonly damageBonus: Pair<number>;
  /** Sides that changed weapons this round: they draw the new one's hand next round. */
  readonly drew: Set<Side>;
}

export const rangeText = (range: number): string => (range < 0 ? 'wrestling range' : range === 0 ? 'close range (0)' : `range ${range}`);
export const rangeNow = (range: number): string => `range now ${range}${range < 0 ? ' (wrestling range)' : range === 0 ? ' (close range)' : ''}`;
export const weaponName = (id: WeaponId): string => WEAPONS[id].name.toLowerCase();
