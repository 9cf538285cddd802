import type { Card } from './deck.ts';
import type { HitLocation, ManeuverId, Size } from './maneuvers.ts';
import type { WeaponId } from './weapons.ts';

// The shapes of a Champions duel [seed 001]: the heroes, a script of rounds, the state between rounds and
// the report. A duel has exactly two combatants; a hero against several foes (the seed's "Multiple
// Opponents") is a melee of such pairs: see severalTypes.ts.

/** 0: the attacker, who started the duel (it charges, it surprises, it wins a last tie); 1: the defender. */
export type Side = 0 | 1;
export type Pair<T> = readonly [T, T];
export const other = (side: Side): Side => (side === 0 ? 1 : 0);

/** A hero's sheet. Combat modifiers are finesse + force + armour. */
export interface HeroSheet {
  readonly name: string;
  /** Weapon skill by weapon; absent or 0 still draws the default of one card. */
  readonly skills: Readonly<Partial<Record<WeaponId, number>>>;
  readonly combatTraining: number;
  /** 0: none. */
  readonly fastDraw: number;
  readonly finesse: number;
  readonly force: number;
  /** 0 or negative. */
  readonly armour: number;
  /** Wounds it can take; at 0 it is beaten. */
  readonly vitality: number;
  readonly size: Size;
}

/** A hero and what it holds: a weapon in hand, perhaps one in the off hand, others it may draw. */
export interface Combatant extends HeroSheet {
  readonly weapon: WeaponId;
  readonly offHand?: WeaponId | null;
  readonly carried?: readonly WeaponId[];
}

/** One maneuver declared in a register: its type public, its card face down. */
export interface Declaration {
  readonly maneuver: ManeuverId;
  readonly card: Card;
  /** The weapon it is made with: the one in hand unless this names the off-hand one. */
  readonly weapon?: WeaponId | null;
  /** A called shot's location. */
  readonly location?: HitLocation | null;
  /** false: an attack without stepping forward (−2). */
  readonly stepForward?: boolean;
  /** false: a parry without stepping back (−2); it lets an attacking foe close one step. */
  readonly stepBack?: boolean;
  /** A parry with a (hit) card becomes a riposte once both cards are shown: an unopposed attack with it. */
  readonly riposte?: boolean;
  /** change-weapon: the weapon drawn (from those carried, or fists). */
  readonly newWeapon?: WeaponId | null;
  /** chop: the vitality of the appendage that entangles (the difficulty is minus it). */
  readonly appendageVitality?: number;
}

export interface RoundScript {
  /** The initiative of the round that settles it by a draw (round 1), when the setup does not give it. */
  readonly initiative?: InitiativeScript;
  /** Hesitations at the round's start, in turn: the holder first, then the new holder. */
  readonly hesitate?: readonly Side[];
  /** Each side's hand, dealt for this round. */
  readonly hands?: Pair<readonly Card[]>;
  /** Per register, each side's maneuver or null. */
  readonly registers?: readonly Pair<Declaration | null>[];
}

export type InitiativeScript = { readonly holder: Side } | { readonly cards: Pair<readonly Card[]> };

export interface DuelSetup {
  /** [attacker, defender]. */
  readonly combatants: Pair<Combatant>;
  /** The starting range; the longest weapon's when absent. */
  readonly range?: number;
  /** The attacker charges: in the first round each side takes one maneuver; it holds the initiative unless outreached. */
  readonly charge?: boolean;
  /** The attacker surprises: the first scripted round is one attack the defender cannot defend. */
  readonly surprise?: boolean;
  /** Weapons drawn to start: initiative by fast draw instead of combat training. */
  readonly showDown?: boolean;
  /** Round 1's initiative, given or drawn; a charge settles it instead. */
  readonly initiative?: InitiativeScript;
  /** The most rounds (a surprise not counted); DEFAULT_MAX_ROUNDS when absent. */
  readonly maxRounds?: number;
}

export interface DuelScript extends DuelSetup {
  readonly rounds: readonly RoundScript[];
}

export interface FighterState {
  readonly vitality: number;
  readonly weapon: WeaponId;
  readonly offHand: WeaponId | null;
  readonly carried: readonly WeaponId[];
  /** It drew a new weapon last round: this round's hand is the lower of that skill and fast draw. */
  readonly drewWeapon: boolean;
  /** It is flanked by the other up to this round (−1: not). */
  readonly flankedUntil: number;
  /** It clings to the other. */
  readonly clinging: boolean;
  /** It flanked the other before clinging: the other cannot attack it at all while it clings. */
  readonly flankedFirst: boolean;
}

export type EndReason = 'beaten' | 'both hesitated' | 'out of rounds' | 'script ran out';

export interface DuelState {
  readonly combatants: Pair<Combatant>;
  readonly fighters: Pair<FighterState>;
  /** Yards; 0 close range, −1 wrestling range. */
  readonly range: number;
  /** Who holds the initiative; null before it is settled. */
  readonly holder: Side | null;
  /** The next round's number: 0 for a surprise, then 1, 2… */
  readonly round: number;
  readonly maxRounds: number;
  readonly charge: boolean;
  readonly surprise: boolean;
  readonly showDown: boolean;
  readonly ended: EndReason | null;
  /** The setup's initiative, for the round that settles it. */
  readonly pendingInitiative: InitiativeScript | null;
  /** How the holder came to hold it, for the next round's report. */
  readonly holderHow: 'kept' | 'feint' | 'smash';
}
