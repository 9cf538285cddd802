import { describe, expect, it } from 'vitest';
import type { DuelScript, RoundScript } from '../../../src/rules/duel/index.ts';
import { cards, declare, hero, play, refusal } from './fixtures.ts';

// The seed's weapon-change example [seed 001]: Devon's long sword; the noble's parry without stepping back
// takes the range from 1 to 0; Devon draws his dagger in register 2 and does nothing more that round; the next
// round he draws one card (no fast draw), the round after his dagger skill.

const devon = hero('Devon', { skills: { 'long-sword': 3, dagger: 4 }, weapon: 'long-sword', carried: ['dagger'], force: 1 });
const noble = hero('noble', { skills: { dagger: 3 }, weapon: 'dagger' });

const roundOne: RoundScript = {
  hands: [cards('+4', '+2', '+7'), cards('+1', '-3', '+5')],
  registers: [
    [declare('attack', '+4'), declare('parry', '+1', { stepBack: false })],
    [declare('change-weapon', '+2', { newWeapon: 'dagger' }), null],
  ],
};

const script = (...rounds: RoundScript[]): DuelScript => ({ combatants: [devon, noble], initiative: { holder: 0 }, rounds: [roundOne, ...rounds] });

describe('changing weapons', () => {
  it('the duel starts at the long sword’s range 1; the parry without stepping back closes it to 0', () => {
    const duel = play(script());
    expect(duel.startRange).toBe(1);
    const [first, second] = duel.rounds[0]!.registers;
    expect(first!.sides[1]).toMatchObject({ maneuver: 'parry', total: -1, terms: { card: 1, modifiers: 0, difficulty: 0, stepping: -2, parry: 0 } });
    expect([first!.rangeBefore, first!.rangeAfter]).toEqual([1, 0]);
    expect(first!.effects).toEqual([{ kind: 'range', range: 0, text: 'range now 0 (close range)' }]);
    expect(second!.sides[0]).toMatchObject({ maneuver: 'change-weapon', card: '+2', total: null, success: true });
    expect(second!.after[0].weapon).toBe('dagger');
  });

  it('after the change nothing more that round, even with a card left', () => {
    const more = { ...roundOne, registers: [...(roundOne.registers ?? []), [declare('attack', '+7', { weapon: 'dagger' }), null] as const] };
    expect(refusal({ ...script(), rounds: [more] })).toBe('round 1, register 3: Devon: it changed weapons earlier this round and may do nothing more');
  });

  it('the next round he still holds the initiative and draws one card: no fast draw, the default of one', () => {
    const duel = play(script({ hands: [cards('+3'), cards('+1', '+2', '-1')], registers: [[declare('attack', '+3'), null]] }));
    const round = duel.rounds[1]!;
    expect(round.holder).toBe('Devon');
    expect(round.initiative.how).toBe('kept');
    expect(round.handSizes).toEqual([1, 3]);
    expect(round.registers[0]!.sides[0]).toMatchObject({ weapon: 'dagger', success: true });
  });

  it('a second card that round is refused', () => {
    expect(refusal(script({ hands: [cards('+3', '+4'), cards('+1', '+2', '-1')] }))).toBe('round 2: Devon holds 1 card this round, not 2 (+3, +4)');
  });

  it('with fast draw 2, the lower of fast draw and the dagger skill: 2 cards', () => {
    const quick = { ...devon, fastDraw: 2 };
    const duel = play({ ...script({ hands: [cards('+3', '+4'), cards('+1', '+2', '-1')] }), combatants: [quick, noble] });
    expect(duel.rounds[1]!.handSizes).toEqual([2, 3]);
  });

  it('the round after, his dagger skill: 4 cards', () => {
    const two: RoundScript = { hands: [cards('+3'), cards('+1', '+2', '-1')] };
    const three: RoundScript = { hands: [cards('+1', '+2', '+3', '+4'), cards('+1', '+2', '-1')] };
    expect(play(script(two, three)).rounds[2]!.handSizes).toEqual([4, 3]);
  });

  it('only a weapon carried may be drawn', () => {
    const spear = { ...roundOne, registers: [roundOne.registers![0]!, [declare('change-weapon', '+2', { newWeapon: 'spear' }), null] as const] };
    expect(refusal({ ...script(), rounds: [spear] })).toBe('round 1, register 2: Devon: carries dagger, not a spear');
  });
});
