// The Champions deck [house, docs: issue 14]: the seed (001) plays cards but prints no deck. 42 cards: three
// of each value −5…−1 and +1…+5, one of the three marked (hit); two plain 0s; two of each +6…+10, one marked.
// The seed's example cards (+2, −4, +3 (hit), −2, +10, −2 (hit), +5) are all in it.

/** One card: its value and whether it is marked (hit). Two cards of the same value and mark are alike. */
export interface Card {
  readonly value: number;
  readonly hit: boolean;
}

/** A uniform whole number in [0, n): the board passes the game's seeded dice, tests a seeded generator. */
export type Uniform = (n: number) => number;

export const DECK_SIZE = 42;

/** The whole deck in a fixed order: −5…+10, the plain cards of a value before its marked one. */
export function fullDeck(): Card[] {
  const cards: Card[] = [];
  for (let value = -5; value <= 10; value++) {
    if (value === 0) {
      cards.push({ value, hit: false }, { value, hit: false });
      continue;
    }
    const plain = value > 5 ? 1 : 2;
    for (let i = 0; i < plain; i++) cards.push({ value, hit: false });
    cards.push({ value, hit: true });
  }
  return cards;
}

/** How many cards of this value and mark the deck holds (0 when there is no such card). */
export function copiesInDeck(card: Card): number {
  if (!Number.isInteger(card.value) || card.value < -5 || card.value > 10) return 0;
  if (card.value === 0) return card.hit ? 0 : 2;
  if (card.hit) return 1;
  return card.value > 5 ? 1 : 2;
}

/** "+3 (hit)", "−2", "0": a real minus sign, as the cards print. */
export function cardText(card: Card): string {
  const sign = card.value > 0 ? '+' : card.value < 0 ? '\u2212' : '';
  return `${sign}${Math.abs(card.value)}${card.hit ? ' (hit)' : ''}`;
}

const CARD_PATTERN = /^\s*([+\-\u2212]?)(\d{1,2})\s*(\(hit\))?\s*$/i;

/** A card as a referee types it: "+3 (hit)", "-2", "−2 (hit)", "0"; null when no card of the deck reads so. */
export function parseCard(text: string): Card | null {
  const match = CARD_PATTERN.exec(text);
  if (!match) return null;
  const [, sign, digits, hit] = match;
  const size = Number(digits);
  const card = { value: sign === '' || sign === '+' ? size : -size, hit: hit !== undefined };
  if (card.value === 0) card.value = 0; // no −0
  return copiesInDeck(card) > 0 ? card : null;
}

export const sameCard = (a: Card, b: Card): boolean => a.value === b.value && a.hit === b.hit;

/** The deck shuffled (Fisher–Yates) with the source: one fresh deck per duel and round. */
export function shuffledDeck(random: Uniform): Card[] {
  const cards = fullDeck();
  for (let i = cards.length - 1; i > 0; i--) {
    const j = random(i + 1);
    if (!Number.isInteger(j) || j < 0 || j > i) throw new RangeError(`the card source answered ${j} for a number below ${i + 1}`);
    [cards[i], cards[j]] = [cards[j] as Card, cards[i] as Card];
  }
  return cards;
}

/** Deals piles of these sizes off the top of a deck, in order; refuses to deal more cards than it holds. */
export function deal(deck: readonly Card[], sizes: readonly number[]): Card[][] {
  const wanted = sizes.reduce((sum, n) => sum + n, 0);
  if (wanted > deck.length) throw new RangeError(`${wanted} cards wanted from a deck of ${deck.length}`);
  let at = 0;
  return sizes.map((n) => {
    const pile = deck.slice(at, at + n);
    at += n;
    return pile;
  });
}

/** The best card of an initiative draw: the highest value (a mark does not count). */
export function bestValue(cards: readonly Card[]): number {
  return Math.max(...cards.map((card) => card.value));
}
