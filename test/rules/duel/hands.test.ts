import { describe, expect, it } from 'vitest';
import { cards, declare, hero, oneRound, play, refusal } from './fixtures.ts';

// Hands and maneuvers with two weapons [seed 001]: the hand is the lower skill, the maneuvers the higher
// maximum + 1, each weapon within its own maximum.

/** Devon with a medium axe (skill 4, 2 maneuvers) and a poniard (skill 6, 3 maneuvers). */
const devon = hero('Devon', { skills: { 'medium-axe': 4, poniard: 6 }, weapon: 'medium-axe', offHand: 'poniard' });
const foe = hero('foe', { skills: { sword: 1 } });
const HAND = ['+1', '+2', '+3', '+4'];

describe("Devon's axe and poniard", () => {
  it('draws four cards (the lower skill) and may take four maneuvers', () => {
    const script = oneRound(
      [devon, foe],
      [HAND, ['-1']],
      [
        [declare('attack', '+1'), declare('parry', '-1')],
        [declare('attack', '+2'), null],
        [declare('parry', '+3', { weapon: 'poniard' }), null],
        [declare('parry', '+4', { weapon: 'poniard' }), null],
      ],
    );
    const round = play(script).rounds[0]!;
    expect(round.handSizes).toEqual([4, 1]);
    expect(round.maneuversAllowed).toEqual([4, 3]);
    expect(round.registers).toHaveLength(4);
    expect(round.registers.map((r) => r.sides[0]?.weapon)).toEqual(['medium-axe', 'medium-axe', 'poniard', 'poniard']);
  });

  it('a hand of five is refused: four cards', () => {
    const script = oneRound([devon, foe], [[...HAND, '+5'], ['-1']], []);
    expect(refusal(script)).toBe('round 1: Devon holds 4 cards this round, not 5 (+1, +2, +3, +4, +5)');
  });

  it('a third maneuver with the axe is refused', () => {
    const script = oneRound(
      [devon, foe],
      [HAND, ['-1']],
      [
        [declare('attack', '+1'), null],
        [declare('attack', '+2'), null],
        [declare('attack', '+3'), null],
      ],
    );
    expect(refusal(script)).toBe('round 1, register 3: Devon: a medium axe makes at most 2 maneuvers a round, not 3');
  });

  it('a fourth maneuver with the poniard is refused', () => {
    const parry = (card: string) => declare('parry', card, { weapon: 'poniard' });
    const script = oneRound(
      [devon, foe],
      [HAND, ['-1']],
      [
        [parry('+1'), null],
        [parry('+2'), null],
        [parry('+3'), null],
        [parry('+4'), null],
      ],
    );
    expect(refusal(script)).toBe('round 1, register 4: Devon: a poniard makes at most 3 maneuvers a round, not 4');
  });

  it('with the axe alone: the axe skill, two maneuvers', () => {
    const axeOnly = { ...devon, offHand: null };
    const script = oneRound([axeOnly, foe], [HAND, ['-1']], [[declare('attack', '+1'), null]]);
    expect(play(script).rounds[0]!.maneuversAllowed).toEqual([2, 3]);
  });

  it('a skill of 0 or none still draws the default of one card', () => {
    const unskilled = hero('novice', { skills: { sword: 0 } });
    const round = play({ combatants: [unskilled, foe], initiative: { holder: 0 }, rounds: [{ hands: [cards('+1'), cards('-1')] }] }).rounds[0]!;
    expect(round.handSizes).toEqual([1, 1]);
  });
});
