import { cardText, copiesInDeck, sameCard, type Card } from './deck.ts';
import type { Pair, Side } from './types.ts';
import type { WeaponId } from './weapons.ts';

/** A script or a declaration the rules refuse: one line naming what is wrong. Caught at the engine's entry points. */
export class DuelRefusal extends Error {}

export const refuse = (message: string): never => {
  throw new DuelRefusal(message);
};

export type Refused = { readonly ok: false; readonly message: string };

/** Runs a step of the rules: its value, or the one line a DuelRefusal says. Any other error is a fault and goes on. */
export function attempt<T>(run: () => T): { readonly ok: true; readonly value: T } | Refused {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    if (error instanceof DuelRefusal) return { ok: false, message: error.message };
    throw error;
  }
}

export type RoundKind = 'surprise' | 'charge' | 'normal';

/** A declaration the rules accepted: the hand it is made with fixed, so a flung weapon's maneuvers come to nothing. */
export interface Planned {
  readonly hand: 'main' | 'off' | null;
  readonly weapon: WeaponId | null;
}

/** The cards as a list a message shows: "+3 (hit), −2". */
export const cardsText = (cards: readonly Card[]): string => (cards.length === 0 ? 'none' : cards.map(cardText).join(', '));

/** Cards dealt from one deck in one round: no card more often than the deck holds it. */
export function checkDealt(piles: readonly (readonly Card[])[], where: string): void {
  const all = piles.flat();
  for (const card of all) {
    const count = all.filter((c) => sameCard(c, card)).length;
    if (count > copiesInDeck(card)) refuse(`${where}: the deck holds ${copiesInDeck(card)} ${cardText(card)}, not ${count}`);
  }
}

/** Takes one card like this one out of a hand; refuses when there is none left. */
export function takeCard(hand: Card[], card: Card, where: string): void {
  const at = hand.findIndex((c) => sameCard(c, card));
  if (at < 0) refuse(`${where}: ${cardText(card)} is not in the hand (left: ${cardsText(hand)})`);
  hand.splice(at, 1);
}

export const bySide = <T>(f: (side: Side) => T): Pair<T> => [f(0), f(1)];
