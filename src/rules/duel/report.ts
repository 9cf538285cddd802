import type { HitLocation, ManeuverId } from './maneuvers.ts';
import type { EndReason, Pair } from './types.ts';
import type { WeaponId } from './weapons.ts';

// What a Champions duel reports, round by round and register by register: every term of every total, so a
// referee (and later the screens) can show each card's reveal.

/** The terms of a total: it is their sum, the parry's a positive opposing parry total taken off (≤ 0). */
export interface Terms {
  readonly card: number;
  readonly modifiers: number;
  readonly difficulty: number;
  /** −2 for an attack not stepping forward or a parry not stepping back. */
  readonly stepping: number;
  readonly parry: number;
}

export type Effect =
  | { readonly kind: 'wound'; readonly to: string; readonly damage: number; readonly location: HitLocation | null; readonly text: string }
  | { readonly kind: 'presses'; readonly text: string }
  | { readonly kind: 'disarmed'; readonly who: string; readonly weapon: WeaponId; readonly text: string }
  | { readonly kind: 'initiative'; readonly to: string; readonly text: string }
  | { readonly kind: 'range'; readonly range: number; readonly text: string }
  | { readonly kind: 'flanked' | 'clinging' | 'bucked' | 'freed'; readonly who: string; readonly text: string }
  | { readonly kind: 'pushed'; readonly feet: number; readonly text: string }
  | { readonly kind: 'weapon-drawn'; readonly weapon: WeaponId; readonly text: string }
  | { readonly kind: 'no-effect'; readonly text: string };

export interface ManeuverReport {
  readonly by: string;
  readonly maneuver: ManeuverId;
  readonly weapon: WeaponId | null;
  readonly card: string;
  readonly location: HitLocation | null;
  /** The parry became a riposte: the terms and total are the riposte's, an unopposed attack. */
  readonly riposte: boolean;
  /** null for a weapon change, which plays a card for nothing else. */
  readonly terms: Terms | null;
  readonly total: number | null;
  /** The other played a maneuver (not a weapon change) in this register. An unopposed maneuver succeeds whatever its total. */
  readonly opposed: boolean;
  /** A parry: whether the maneuver it met failed (null: nothing to parry). */
  readonly success: boolean | null;
  readonly effects: readonly Effect[];
}

export interface FighterAfter {
  readonly vitality: number;
  readonly weapon: WeaponId;
  readonly offHand: WeaponId | null;
}

export interface RegisterReport {
  readonly register: number;
  /** The initiative's holder: declared first. */
  readonly first: string;
  readonly rangeBefore: number;
  readonly sides: Pair<ManeuverReport | null>;
  readonly rangeAfter: number;
  /** What the register did as a whole: the range it left. */
  readonly effects: readonly Effect[];
  readonly after: Pair<FighterAfter>;
}

export type InitiativeHow = 'drawn' | 'given' | 'charge' | 'surprise' | 'kept' | 'feint' | 'smash';

export interface RoundReport {
  /** 0: a surprise attack before round 1. */
  readonly round: number;
  readonly kind: 'surprise' | 'charge' | 'normal';
  readonly initiative: {
    /** Round 1's initiative cards, when drawn. */
    readonly draw: Pair<readonly string[]> | null;
    readonly best: Pair<number> | null;
    readonly how: InitiativeHow;
    readonly holder: string;
  };
  /** Who hesitated at the round's start, in turn; the initiative went over each time. */
  readonly hesitated: readonly string[];
  /** Who holds the initiative for the round, after any hesitation; null when both hesitated. */
  readonly holder: string | null;
  /** null when both hesitated and no hands were dealt. */
  readonly hands: Pair<readonly string[]> | null;
  readonly handSizes: Pair<number>;
  readonly maneuversAllowed: Pair<number>;
  readonly rangeBefore: number;
  readonly registers: readonly RegisterReport[];
  readonly rangeAfter: number;
}

export interface DuelReport {
  readonly combatants: Pair<{
    readonly name: string;
    readonly modifiers: number;
    readonly weapon: WeaponId;
    readonly offHand: WeaponId | null;
    readonly vitality: number;
  }>;
  readonly startRange: number;
  readonly rounds: readonly RoundReport[];
  readonly end: { readonly reason: EndReason; readonly beaten: readonly string[]; readonly afterRound: number };
  readonly final: Pair<FighterAfter & { readonly name: string; readonly carried: readonly WeaponId[] }>;
}
