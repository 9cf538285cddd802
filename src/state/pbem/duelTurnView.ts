// What the PBEM screens say about a duel by e-mail (docs/rules.md, "Champions on the hex map"): the names
// its private files are saved under, and the duel-turn as its duelist may see it, in plain facts for the
// player's panel. Pure: nothing here holds more than the duel-turn gave its duelist.
import type { DuelTurnDocument } from '../../io/pbem/campaign/duelDocuments.ts';
import type { DuelView } from '../../io/pbem/campaign/duelPlayer.ts';
import type { Card, FighterState, ManeuverId, Side, WeaponId } from '../../rules/champions/index.ts';
import { other } from '../../rules/champions/index.ts';
import { heroOf } from '../duelPlan.ts';
import { declarationOf, emptyRegister, maneuverChoices, registerCount, type RegisterDraft } from '../duelDrafts.ts';

type MoveAt = Pick<DuelTurnDocument, 'gameId' | 'turn' | 'round' | 'move' | 'player'>;

/** The referee's duel-turn for one duelist (the command line's name too). */
export const duelTurnFileName = (doc: MoveAt): string => `${doc.gameId}-turn${doc.turn}-duel-round${doc.round}-move${doc.move + 1}-${doc.player}.json`;

/** The duelist's sealed move answering it. */
export const duelMoveFileName = (doc: MoveAt): string => `${doc.gameId}-turn${doc.turn}-duel-round${doc.round}-move${doc.move + 1}-${doc.player}.move.json`;

/** A duel-turn the referee is to send: to `player` alone, since it holds their hand. */
export interface DuelTurnExport {
  readonly player: string;
  readonly round: number;
  /** From 1, as the screens count. */
  readonly move: number;
  readonly name: string;
  readonly text: string;
}

/** One hero as both duelists see it. */
export interface HeroFacts {
  readonly name: string;
  readonly vitality: number;
  /** Its sheet's full vitality. */
  readonly full: number;
  readonly weapon: WeaponId;
  readonly offHand: WeaponId | null;
  readonly carried: readonly WeaponId[];
}

/** The duel-turn in facts: everything public of the round so far, and the duelist's own hand. */
export interface DuelTurnFacts {
  /** The duelist's side: 0 attacking, 1 defending. */
  readonly side: Side;
  readonly heroes: readonly [HeroFacts, HeroFacts];
  readonly round: number;
  readonly maxRounds: number;
  readonly range: number;
  /** The round's initiative before any hesitation: who held it and how it came to. */
  readonly holder: string;
  readonly how: string;
  /** Round 1's initiative cards by hero, when drawn (public), with each side's best. */
  readonly draw: readonly [readonly string[], readonly string[]] | null;
  readonly best: readonly [number, number] | null;
  /** Who hesitated this round so far, in turn. */
  readonly hesitated: readonly string[];
  /** Who holds the initiative now, after the hesitations. */
  readonly holderNow: Side;
  readonly mayHesitate: boolean;
  /** The other's maneuver types by register when this duelist declares second; null when declaring first. */
  readonly first: readonly (ManeuverId | null)[] | null;
  readonly hand: readonly Card[];
  readonly maneuversAllowed: number;
}

const heroFacts = (view: DuelView, side: Side): HeroFacts => {
  const { duel, stage } = view;
  const fighter: FighterState = duel.fighters[side];
  const unit = side === 0 ? stage.duel.attacker : stage.duel.defender;
  const { weapon, offHand, carried, vitality } = fighter;
  return { name: view.names[side], vitality, full: heroOf(stage.duel.state, unit).full, weapon, offHand, carried };
};

/** The duel-turn as its duelist may see it. */
export function duelTurnFacts(view: DuelView): DuelTurnFacts {
  const { turn, duel, opening } = view;
  const openingHolder: Side = opening.initiative.holder === view.names[0] ? 0 : 1;
  return {
    side: turn.side,
    heroes: [heroFacts(view, 0), heroFacts(view, 1)],
    round: turn.round,
    maxRounds: duel.maxRounds,
    range: duel.range,
    holder: opening.initiative.holder,
    how: opening.initiative.how,
    draw: opening.initiative.draw,
    best: opening.initiative.best,
    hesitated: turn.hesitated.map((side) => view.names[side]),
    holderNow: turn.hesitated.length % 2 === 0 ? openingHolder : other(openingHolder),
    mayHesitate: turn.mayHesitate,
    first: turn.first,
    hand: turn.hand,
    maneuversAllowed: opening.maneuversAllowed[turn.side],
  };
}

/** Registers up to the last one the other filled. */
const declaredLength = (first: readonly (ManeuverId | null)[] | null): number => {
  const list = first ?? [];
  let n = list.length;
  while (n > 0 && list[n - 1] === null) n--;
  return n;
};

/** The duelist's registers before it touches them: as many as it may fill, or as the other declared. */
export function firstDrafts(view: DuelView): RegisterDraft[] {
  const { turn, opening, duel } = view;
  const rows = registerCount(opening, turn.side, declaredLength(turn.first));
  return Array.from({ length: rows }, (_, i) => emptyRegister(i, duel.fighters[turn.side]));
}

/** The maneuvers worth offering the duelist now. */
export const duelChoices = (view: DuelView): ManeuverId[] => maneuverChoices(view.duel, view.turn.side, duelTurnFacts(view).holderNow);

/** The registers the drafts declare (the move the duelist signs). */
export function draftedRegisters(view: DuelView, drafts: readonly RegisterDraft[]) {
  const { turn, duel } = view;
  return drafts.map((d) => declarationOf(d, turn.hand, duel.fighters[turn.side]));
}
