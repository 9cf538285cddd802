import { describe, expect, it } from 'vitest';
import { declare, hero } from './fixtures.ts';
import { ann, at, bob, cid, dan, hands, melee, meleeRefusal, register } from './severalFixtures.ts';

// What a melee refuses [seed 001, "Multiple Opponents", and house]: one line each, never a throw.

/** Ann (+5, +1, −1) against Bob (+3 (hit), +2) and Cid (+2 (hit), +4), every foe holding the initiative over her. */
const oneRegister = (reg: ReturnType<typeof register>, foes = [bob, cid]) =>
  melee(foes, [{ hands: hands(['+5', '+1', '-1'], ['+3 (hit)', '+2'], ['+2 (hit)', '+4']), registers: [reg] }]);
const bothAttack = [declare('attack', '+3 (hit)'), declare('attack', '+2 (hit)')] as const;

describe('a melee refuses, in one line', () => {
  it.each([
    ['a card not in the hand', register([at(0, 'parry', '+9')], ...bothAttack), 'round 1, register 1: Ann: +9 is not in the hand (left: +5, +1, \u22121)'],
    [
      'two cards in a register that are not all parries',
      register([at(0, 'attack', '+5'), at(1, 'parry', '+1')], null, declare('attack', '+2 (hit)')),
      "round 1, register 1: Ann: 2 maneuvers in one register; only parries, each against its own foe's attack, go several to a register",
    ],
    [
      'a parry against a foe who does not attack in that register',
      register([at(0, 'parry', '+5')], declare('parry', '+2'), declare('attack', '+2 (hit)')),
      'round 1, register 1: Ann: parries Bob, who makes no attack in this register; a parry names the attack it meets',
    ],
    [
      'a parry against a foe who plays nothing',
      register([at(1, 'parry', '+5')], declare('attack', '+3 (hit)'), null),
      'round 1, register 1: Ann: parries Cid, who makes no attack in this register; a parry names the attack it meets',
    ],
    [
      'two parries against one attack',
      register([at(0, 'parry', '+5'), at(0, 'parry', '+1')], ...bothAttack),
      'round 1, register 1: Ann: two maneuvers against Bob in one register',
    ],
    ['a maneuver against no foe', register([at(2, 'attack', '+5')]), 'round 1, register 1: Ann: its attack is made against foe 2, and the foes are 0 to 1'],
    ['an empty register', register([], null, null), 'round 1, register 1: nobody declares a maneuver; leave the register out'],
  ])('%s', (_, reg, message) => {
    expect(meleeRefusal(oneRegister(reg))).toBe(message);
  });

  it('more maneuvers than the weapon allows, counted across every foe', () => {
    const handy = { ...ann, skills: { sword: 5 } };
    const script = melee(
      [bob, cid, dan],
      [
        {
          hands: hands(['+5', '+4', '+3', '+2', '+1'], ['+3 (hit)', '-2'], ['+4 (hit)', '-3'], ['+2 (hit)', '-4']),
          registers: [
            register([at(0, 'parry', '+5'), at(1, 'parry', '+4')], declare('attack', '+3 (hit)'), declare('attack', '+4 (hit)'), null),
            register([at(2, 'attack', '+3')]),
            register([at(0, 'attack', '+2')]),
          ],
        },
      ],
      { lone: handy },
    );
    expect(meleeRefusal(script)).toBe('round 1, register 3: Ann: 3 maneuvers a round, not 4');
  });

  it('the initiative over a second foe', () => {
    const script = { ...oneRegister(register([at(0, 'attack', '+5')])), initiative: { over: [0, 1] } };
    expect(meleeRefusal(script)).toBe('round 1: Ann holds the initiative over one foe at a time, not 2 (Bob, Cid)');
  });

  it('a foe beaten before the round plays no more, and is not fought', () => {
    const weak = { ...bob, vitality: 1 };
    const first = { hands: hands(['+5 (hit)', '+1', '-1'], ['+3', '+2'], ['+2', '+4']), registers: [register([at(0, 'attack', '+5 (hit)')])] };
    const later = (reg: ReturnType<typeof register>) =>
      melee([weak, cid], [first, { hands: hands(['+5', '+1', '-1'], [], ['+2 (hit)', '+4']), registers: [reg] }]);
    expect(meleeRefusal(later(register([at(0, 'attack', '+5')])))).toBe('round 2, register 1: Ann: Bob is beaten');
    expect(meleeRefusal(later(register([], declare('attack', '+5'), null)))).toBe('round 2, register 1: Bob is beaten and plays no more');
    const dealt = melee([weak, cid], [first, { hands: hands(['+5', '+1', '-1'], ['+2'], ['+2 (hit)', '+4']), registers: [] }]);
    expect(meleeRefusal(dealt)).toBe('round 2: Bob holds 0 cards this round, not 1 (+2)');
  });

  it.each([
    ['one foe', [bob], 'a melee is one hero against 2 to 4 foes, not 1; against one foe, fight a duel'],
    ['five foes', [bob, cid, dan, hero('Eve'), hero('Fay')], 'a melee is one hero against 2 to 4 foes, not 5; against one foe, fight a duel'],
    ['two heroes of one name', [bob, { ...cid, name: 'Bob' }], 'two heroes named Bob: give each its own name'],
  ])('a melee of %s', (_, foes, message) => {
    expect(meleeRefusal(melee(foes, []))).toBe(message);
  });

  it('hands too many for one deck', () => {
    const big = (name: string) => hero(name, { skills: { sword: 10 } });
    expect(meleeRefusal(melee([big('Bob'), big('Cid'), big('Dan'), big('Eve')], [{ hands: hands([]) }]))).toBe(
      "round 1: the melee's hands and initiative cards need 43 cards, and one deck holds 42",
    );
  });

  it('a card dealt more often than the deck holds it', () => {
    const script = melee([bob, cid], [{ hands: hands(['+5', '+1', '-1'], ['+5', '+2'], ['+5', '+4']), registers: [] }]);
    expect(meleeRefusal(script)).toBe('round 1, hands: the deck holds 2 +5, not 3');
  });
});
