// Champions: a computer hero in a duel. Whether it hesitates (from what the round's opening shows in public: its
// hand is not yet dealt to it then) and what it declares (from its own hand and the other's maneuver types when
// that side declared first; never the other's cards, never a card to come). Its choices are seeded, so a game
// with computers replays; a stronger computer searches wider, reads the other's declared types, strays less.
// What it declares the rules take: each declaration is checked by the rules' own check as it is chosen, and a
// `legal` test from the caller (the round played with both sides' real declarations) has the last word; when
// nothing passes, it declares nothing, which the rules always take.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { other, WEAPONS, type Card, type DuelState, type ManeuverId, type RoundReport, type Side } from '../rules/champions/index.ts';
import { rankPlans, type DuelSeat, type Plan } from './duelSearch.ts';
import type { Strength } from './strengths.ts';

export type { DuelSeat, Plan };

interface DuelPlay {
  /** Plans kept at each register of the search. */
  readonly beam: number;
  /** It takes the other's declared maneuver types into account. */
  readonly reads: boolean;
  /** When it strays, it picks among this many best plans. */
  readonly spread: number;
  /** Chance it strays from its best plan. */
  readonly stray: number;
  /** Chance it hesitates (or fights) against its own judgement. */
  readonly whim: number;
}

const DUEL_PLAY: Readonly<Record<Strength, DuelPlay>> = {
  easy: { beam: 3, reads: false, spread: 4, stray: 0.5, whim: 0.1 },
  normal: { beam: 6, reads: true, spread: 2, stray: 0.2, whim: 0 },
  hard: { beam: 10, reads: true, spread: 1, stray: 0, whim: 0 },
};

const rngOf = (seed: number) => xoroshiro128plus(seed | 0);

/** A seed for one choice of one side, from the game's seed and where the choice is made. */
export function duelSeed(...parts: readonly number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) h = Math.imul(h ^ (part | 0), 0x85ebca6b) ^ (h >>> 13);
  return h | 0;
}

const sideNamed = (duel: DuelState, name: string): Side => (duel.combatants[0].name === name ? 0 : 1);

/** The initiative's holder once these hesitations are made: the round's, passed over once per hesitation. */
export function holderAfter(duel: DuelState, opening: RoundReport, hesitate: readonly Side[]): Side {
  let holder = sideNamed(duel, opening.initiative.holder);
  for (const _ of hesitate) holder = other(holder);
  return holder;
}

/** The maneuver types a declaration shows the other side before the reveal. */
export const publicTypes = (plan: Plan): (ManeuverId | null)[] => plan.map((d) => d?.maneuver ?? null);

/**
 * What `side` knows as it declares: the round's opening, its hand, the initiative's cards (public), and, when the
 * other declared first, that side's maneuver types.
 */
export function seatOf(
  duel: DuelState,
  opening: RoundReport,
  hesitate: readonly Side[],
  side: Side,
  hand: readonly Card[],
  shown: readonly Card[],
  foeTypes: readonly (ManeuverId | null)[] | null,
): DuelSeat {
  const foe = other(side);
  return {
    duel,
    kind: opening.kind,
    side,
    holder: holderAfter(duel, opening, hesitate),
    hand,
    allowed: opening.maneuversAllowed[side],
    foeManeuvers: Math.min(opening.maneuversAllowed[foe], opening.handSizes[foe]),
    foeTypes,
    shown,
  };
}

/**
 * Whether `side`, holding the initiative, hesitates. From what is public only: the heroes' vitality and weapons.
 * It hesitates when one blow could beat it and the other is the fresher; when the other has hesitated already
 * (both hesitating ends the duel), a wounded defender is glad to end it too.
 */
export function chooseHesitation(duel: DuelState, side: Side, hesitated: readonly Side[], strength: Strength, seed: number): boolean {
  if (duel.ended || hesitated.length >= 2) return false;
  const mine = duel.fighters[side];
  const foe = duel.fighters[other(side)];
  const foeCap = WEAPONS[foe.weapon].maxDamage;
  const outmatched = mine.vitality <= foeCap && mine.vitality < foe.vitality;
  const wants = hesitated.length === 1 ? outmatched || (side === 1 && mine.vitality <= foeCap) : outmatched;
  const { whim } = DUEL_PLAY[strength];
  const whimsical = whim > 0 && uniformInt(rngOf(seed), 0, 999) < whim * 1000;
  return whimsical ? !wants : wants;
}

/**
 * The side's declarations for the round, register by register (null: nothing there). `legal` is the caller's
 * last check (the rules' round with the real declarations); the first plan it takes, from the one chosen down
 * the ranking, is declared.
 */
export function chooseDeclarations(seat: DuelSeat, strength: Strength, seed: number, legal: (plan: Plan) => boolean = () => true): Plan {
  const play = DUEL_PLAY[strength];
  const ranked = rankPlans(seat, play.beam, play.reads);
  const rng = rngOf(seed);
  const strays = play.stray > 0 && uniformInt(rng, 0, 999) < play.stray * 1000;
  const from = strays ? uniformInt(rng, 0, Math.max(0, Math.min(play.spread, ranked.length) - 1)) : 0;
  const order = [...ranked.slice(from), ...ranked.slice(0, from)];
  return order.find((r) => legal(r.plan))?.plan ?? [];
}
