import { describe, expect, it } from 'vitest';
import { cardText, copiesInDeck, DECK_SIZE, dealRound, fullDeck, parseCard, shuffledDeck, startDuel, type Card } from '../../../src/rules/duel/index.ts';
import { devon, hero, soldier } from './fixtures.ts';

// The Champions deck [house]: 42 cards; the seed's example cards are all in it; a seeded shuffle per round.

/** A small seeded source of uniform whole numbers below n (a linear congruential generator). */
function seeded(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % n;
  };
}

const key = (c: Card) => cardText(c);

describe('the deck', () => {
  it('holds 42 cards: three of each ±1…±5 (one hit), two plain 0s, two of each +6…+10 (one hit)', () => {
    const deck = fullDeck();
    expect(deck).toHaveLength(DECK_SIZE);
    expect(deck.filter((c) => c.hit)).toHaveLength(15);
    for (const value of [-5, -4, -3, -2, -1, 1, 2, 3, 4, 5])
      expect(
        deck
          .filter((c) => c.value === value)
          .map((c) => c.hit)
          .sort(),
      ).toEqual([false, false, true]);
    expect(deck.filter((c) => c.value === 0)).toEqual([
      { value: 0, hit: false },
      { value: 0, hit: false },
    ]);
    for (const value of [6, 7, 8, 9, 10])
      expect(
        deck
          .filter((c) => c.value === value)
          .map((c) => c.hit)
          .sort(),
      ).toEqual([false, true]);
    for (const card of deck) expect(copiesInDeck(card)).toBe(deck.filter((c) => key(c) === key(card)).length);
  });

  it("the seed's example cards are all in it", () => {
    for (const text of ['+2', '-4', '+3 (hit)', '-2', '+10', '-2 (hit)', '+5']) expect(copiesInDeck(parseCard(text)!)).toBeGreaterThan(0);
  });

  it('prints "+3 (hit)", "−2" with a real minus sign, "0"; reads both minus signs back', () => {
    expect([cardText({ value: 3, hit: true }), cardText({ value: -2, hit: false }), cardText({ value: 0, hit: false })]).toEqual(['+3 (hit)', '\u22122', '0']);
    expect(parseCard('\u22122 (hit)')).toEqual({ value: -2, hit: true });
    expect(parseCard('-2')).toEqual({ value: -2, hit: false });
    expect(parseCard('7')).toEqual({ value: 7, hit: false });
    expect([parseCard('0 (hit)'), parseCard('+11'), parseCard('-6'), parseCard('two')]).toEqual([null, null, null, null]);
    for (const card of fullDeck()) expect(parseCard(cardText(card))).toEqual(card);
  });
});

describe('dealing', () => {
  it('a shuffle is a permutation of the deck, the same for the same source', () => {
    const a = shuffledDeck(seeded(7));
    expect(a.map(key).sort()).toEqual(fullDeck().map(key).sort());
    expect(shuffledDeck(seeded(7))).toEqual(a);
    expect(shuffledDeck(seeded(8))).not.toEqual(a);
  });

  it('deals round 1 the initiative cards and the hands the sheets ask for', () => {
    const started = startDuel({ combatants: [devon, soldier] });
    if (!started.ok) throw new Error(started.message);
    const dealt = dealRound(started.state, seeded(3));
    expect(dealt.initiative?.map((pile) => pile.length)).toEqual([1, 1]);
    expect(dealt.hands.map((hand) => hand.length)).toEqual([3, 2]);
  });

  it('no initiative cards for a charge; a source out of bounds is refused', () => {
    const started = startDuel({ combatants: [devon, hero('noble', { skills: { dagger: 4 }, weapon: 'dagger' })], charge: true });
    if (!started.ok) throw new Error(started.message);
    expect(dealRound(started.state, seeded(1)).initiative).toBeNull();
    expect(() => shuffledDeck((n) => n)).toThrow(RangeError);
  });
});
