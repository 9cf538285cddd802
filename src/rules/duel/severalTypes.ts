import type { Card } from './deck.ts';
import type { Effect, FighterAfter, ManeuverReport, RegisterReport } from './report.ts';
import type { Combatant, Declaration, DuelState } from './types.ts';
import type { WeaponId } from './weapons.ts';

// The shapes of a melee [seed 001, "Multiple Opponents"]: one hero, the lone side, against 2 to 4 foes. Each
// foe and the lone hero make a pair fought as a duel of two (its own range, its own initiative, its own
// flank or cling), while the lone hero's vitality, weapons, hand and maneuvers are one for all the pairs.
// Foes are numbered from 0 in the order the setup lists them.

/** The fewest and most foes of a melee: one foe is a duel of two. */
export const MIN_FOES = 2;
export const MAX_FOES = 4;

/** A maneuver of the lone hero: a declaration and the foe it is made against. */
export interface LoneDeclaration extends Declaration {
  readonly against: number;
}

/** One register: the lone hero's maneuvers (one, or several parries) and each foe's maneuver or null. */
export interface MeleeRegister {
  readonly lone: readonly LoneDeclaration[];
  readonly foes: readonly (Declaration | null)[];
}

/** Round 1's initiative: the foes the lone hero holds it over (one at most), or every hero's initiative cards. */
export type MeleeInitiative =
  | { readonly over: readonly number[] }
  | { readonly cards: { readonly lone: readonly Card[]; readonly foes: readonly (readonly Card[])[] } };

export interface MeleeRoundScript {
  readonly initiative?: MeleeInitiative;
  /** The lone hero's hand and each foe's (a beaten foe's is empty). */
  readonly hands?: { readonly lone: readonly Card[]; readonly foes: readonly (readonly Card[])[] };
  readonly registers?: readonly MeleeRegister[];
}

export interface MeleeSetup {
  readonly lone: Combatant;
  readonly foes: readonly Combatant[];
  /** Every pair's starting range; each pair's longest weapon's when absent. */
  readonly range?: number;
  /** Weapons drawn to start: the initiative by fast draw. */
  readonly showDown?: boolean;
  readonly initiative?: MeleeInitiative;
  readonly maxRounds?: number;
}

export interface MeleeScript extends MeleeSetup {
  readonly rounds: readonly MeleeRoundScript[];
}

export type MeleeEndReason = 'lone beaten' | 'foes beaten' | 'out of rounds' | 'script ran out';

export interface MeleeState {
  readonly lone: Combatant;
  readonly foes: readonly Combatant[];
  /**
   * One duel state per foe: combatants [the lone hero, the foe], that pair's range and initiative (0: the lone
   * hero holds it). The lone hero's vitality, weapons, carried weapons and drawn weapon are the same in every
   * pair; its flank and cling are the pair's own.
   */
  readonly pairs: readonly DuelState[];
  /** The next round's number, from 1. */
  readonly round: number;
  readonly maxRounds: number;
  readonly showDown: boolean;
  readonly ended: MeleeEndReason | null;
  readonly pendingInitiative: MeleeInitiative | null;
}

/** A pair's register, as a duel of two reports it: sides [the lone hero, the foe]. */
export type PairRegisterReport = Omit<RegisterReport, 'register' | 'after'> & { readonly foe: string };

/** A maneuver declared against, or by, a foe beaten earlier in the round: its card is spent for nothing. */
export interface IdleManeuver {
  readonly by: string;
  readonly maneuver: ManeuverReport['maneuver'];
  readonly card: string;
  readonly text: string;
}

export interface MeleeRegisterReport {
  readonly register: number;
  /** Every pair in which a maneuver was made, in the foes' order. */
  readonly pairs: readonly PairRegisterReport[];
  readonly idle: readonly IdleManeuver[];
  readonly after: { readonly lone: FighterAfter; readonly foes: readonly FighterAfter[] };
}

export interface MeleeRoundReport {
  readonly round: number;
  readonly initiative: {
    readonly how: 'drawn' | 'given' | 'kept';
    /** Round 1's initiative cards when drawn: the lone hero's, then each foe's. */
    readonly draw: { readonly lone: readonly string[]; readonly foes: readonly (readonly string[])[] } | null;
    /** The foe the lone hero holds the initiative over this round, or null: every other foe holds it over him. */
    readonly over: string | null;
  };
  readonly hands: { readonly lone: readonly string[]; readonly foes: readonly (readonly string[])[] };
  readonly maneuversAllowed: { readonly lone: number; readonly foes: readonly number[] };
  readonly rangesBefore: readonly number[];
  readonly registers: readonly MeleeRegisterReport[];
  readonly rangesAfter: readonly number[];
  /** The initiative for the next round: the foe the lone hero holds it over, and any it yielded. */
  readonly next: { readonly over: string | null; readonly effects: readonly Effect[] };
}

export interface MeleeHeroReport {
  readonly name: string;
  readonly modifiers: number;
  readonly weapon: WeaponId;
  readonly offHand: WeaponId | null;
  readonly vitality: number;
}

export type MeleeFinal = FighterAfter & { readonly name: string; readonly carried: readonly WeaponId[] };

export interface MeleeReport {
  readonly lone: MeleeHeroReport;
  readonly foes: readonly MeleeHeroReport[];
  readonly startRanges: readonly number[];
  readonly rounds: readonly MeleeRoundReport[];
  readonly end: { readonly reason: MeleeEndReason; readonly beaten: readonly string[]; readonly afterRound: number };
  readonly final: { readonly lone: MeleeFinal; readonly foes: readonly MeleeFinal[] };
}
