import { describe, expect, it } from 'vitest';
import type { DuelScript } from '../../../src/rules/duel/index.ts';
import { againstOneTwo, cards, declare, hero, lone, oneRound, play, refusal } from './fixtures.ts';

// Charging, surprise, wrestling range and the end of a duel [seed 001].

const ann = hero('Ann', { skills: { sword: 2 } });
const bob = hero('Bob', { skills: { sword: 2 } });

describe('charging and surprise', () => {
  it('a charge: one maneuver each, the charger holds the initiative, +1 to its maximum damage', () => {
    const duel = play({
      combatants: [ann, bob],
      charge: true,
      rounds: [{ hands: [cards('+9 (hit)', '+1'), cards('-5', '+2')], registers: [[declare('attack', '+9 (hit)'), null]] }],
    });
    const round = duel.rounds[0]!;
    expect([round.kind, round.initiative.how, round.holder, round.maneuversAllowed]).toEqual(['charge', 'charge', 'Ann', [1, 1]]);
    expect(round.registers[0]!.sides[0]!.effects[0]).toMatchObject({ damage: 5 });
    const two: DuelScript = {
      combatants: [ann, bob],
      charge: true,
      rounds: [
        {
          hands: [cards('+9', '+1'), cards('-5', '+2')],
          registers: [
            [declare('attack', '+9'), null],
            [declare('attack', '+1'), null],
          ],
        },
      ],
    };
    expect(refusal(two)).toBe('round 1, register 2: Ann: 1 maneuver a round in a charge round, not 2');
  });

  it('the charger does not hold the initiative against a longer weapon; the next round it is kept', () => {
    const spear = hero('Spear', { skills: { spear: 2 }, weapon: 'spear' });
    const duel = play({
      combatants: [ann, spear],
      charge: true,
      rounds: [{ hands: [cards('+1', '+2'), cards('+3', '+4')] }, { hands: [cards('+1', '+2'), cards('+3', '+4')] }],
    });
    expect(duel.rounds.map((r) => [r.initiative.how, r.holder])).toEqual([
      ['charge', 'Spear'],
      ['kept', 'Spear'],
    ]);
  });

  it('a surprise: one attack before round 1 that cannot be defended, then the initiative is drawn', () => {
    const duel = play({
      combatants: [ann, bob],
      surprise: true,
      initiative: { holder: 1 },
      rounds: [{ hands: [cards('-3 (hit)'), []], registers: [[declare('attack', '-3 (hit)'), null]] }, { hands: [cards('+1', '+2'), cards('+3', '+4')] }],
    });
    const [surprise, first] = duel.rounds;
    expect([surprise!.round, surprise!.kind, surprise!.handSizes]).toEqual([0, 'surprise', [1, 0]]);
    expect(surprise!.registers[0]!.sides[0]).toMatchObject({ total: -3, opposed: false, success: true, effects: [{ damage: 1 }] });
    expect([first!.round, first!.holder]).toEqual([1, 'Bob']);
    const parried: DuelScript = {
      combatants: [ann, bob],
      surprise: true,
      rounds: [{ hands: [cards('-3'), cards('+1')], registers: [[declare('attack', '-3'), declare('parry', '+1')]] }],
    };
    expect(refusal(parried)).toBe('round 0: Bob holds 0 cards this round, not 1 (+1)');
  });
});

describe('wrestling range and the end of a duel', () => {
  const knife = hero('Knife', { skills: { dagger: 2 }, weapon: 'dagger' });

  it('a grapple at close range takes the duel to wrestling range, where only fists and daggers attack', () => {
    const atOne = lone([ann, knife], againstOneTwo(['+5', '+2']), declare('grapple', '+5'));
    expect(refusal(atOne)).toBe('round 1, register 1: Ann: a grapple is made at close range (0), and the range is 1');
    const duel = play(lone([knife, ann], againstOneTwo(['+5', '+2 (hit)']), declare('grapple', '+5'), { range: 0 }));
    expect(duel.rounds[0]!.rangeAfter).toBe(-1);
    const next = {
      combatants: [knife, ann],
      range: 0,
      initiative: { holder: 0 },
      rounds: [
        { hands: [cards('+5', '+2 (hit)'), cards('+1', '+2')], registers: [[declare('grapple', '+5'), null]] },
        { hands: [cards('+5', '+2 (hit)'), cards('+1', '+2')], registers: [[declare('attack', '+2 (hit)'), declare('attack', '+2')]] },
      ],
    } as DuelScript;
    expect(refusal(next)).toBe('round 2, register 1: Ann: a sword (range 1) does not reach at range -1');
  });

  it('a hero at 0 vitality is beaten: the duel ends there, and a later round is refused', () => {
    const frail = { ...bob, vitality: 2 };
    const script = oneRound([ann, frail], againstOneTwo(['+5 (hit)', '+1 (hit)']), [
      [declare('attack', '+5 (hit)'), null],
      [declare('attack', '+1 (hit)'), null],
    ]);
    const duel = play(script);
    expect(duel.end).toEqual({ reason: 'beaten', beaten: ['Bob'], afterRound: 1 });
    expect(duel.rounds[0]!.registers).toHaveLength(1);
    expect(duel.final[1].vitality).toBe(0);
    expect(refusal({ ...script, rounds: [...script.rounds, script.rounds[0]!] })).toMatch(/the duel ended after round 1 \(beaten\)/);
  });

  it('out of rounds after maxRounds', () => {
    const round = { hands: [cards('+1', '+2'), cards('+3', '+4')] as const };
    const duel = play({ combatants: [ann, bob], initiative: { holder: 0 }, maxRounds: 2, rounds: [round, round] } as DuelScript);
    expect(duel.end.reason).toBe('out of rounds');
  });
});
