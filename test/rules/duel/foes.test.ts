import { describe, expect, it } from 'vitest';
import type { Declaration, DuelScript } from '../../../src/rules/duel/index.ts';
import { againstOneTwo, cards, declare, hero, lone, oneRound, play, refusal } from './fixtures.ts';

// Called shots and their hit-location tables; shield bashes; large and small foes' maneuvers [seed 001].

const ann = hero('Ann', { skills: { sword: 2 } });
const bob = hero('Bob', { skills: { sword: 2 } });
/** +3 and +1 against +1 and +2: the hands of most tests here. */
const plain = againstOneTwo(['+3', '+1']);

describe('called shots', () => {
  const calledAt = (location: Declaration['location']) =>
    play(lone([ann, bob], againstOneTwo(['+9 (hit)', '+1']), declare('called-shot', '+9 (hit)', { location })));

  it('the head is −5; vitals double the wound [house]', () => {
    const shot = calledAt('head').rounds[0]!.registers[0]!.sides[0]!;
    expect(shot.terms).toEqual({ card: 9, modifiers: 0, difficulty: -5, stepping: 0, parry: 0 });
    expect(shot.effects[0]).toMatchObject({ kind: 'wound', damage: 5, location: 'head' });
    expect(calledAt('torso-vitals').rounds[0]!.registers[0]!.sides[0]).toMatchObject({ total: 3, effects: [{ damage: 6 }] });
  });

  it("a large creature's table: legs 0; a small creature's head vitals cannot be called", () => {
    const ogre = hero('Ogre', { skills: { mace: 2 }, weapon: 'mace', size: 'large' });
    const legs = play(lone([ann, ogre], plain, declare('called-shot', '+3', { location: 'legs' })));
    expect(legs.rounds[0]!.registers[0]!.sides[0]!.terms!.difficulty).toBe(0);
    const rat = hero('Rat', { skills: { fists: 2 }, weapon: 'fists', size: 'small' });
    const script = lone([ann, rat], plain, declare('called-shot', '+3', { location: 'head-vitals' }), { range: 1 });
    expect(refusal(script)).toBe('round 1, register 1: Ann: no called shot at the head-vitals of a small foe');
  });

  it.each([
    ['a called shot without one', declare('called-shot', '+3')],
    ['an attack with one', declare('attack', '+3', { location: 'arms' })],
  ])('a called shot names its location, and only a called shot does: %s', (_, declaration) => {
    expect(refusal(lone([ann, bob], plain, declaration))).toMatch(/names a location/);
  });
});

describe('shield bash', () => {
  const shielded = hero('Shield', { skills: { sword: 2, 'small-shield': 3 }, offHand: 'small-shield' });
  const dagger = hero('Knife', { skills: { dagger: 3 }, weapon: 'dagger' });
  const bash = (card: string) => declare('shield-bash', card);
  /** +9 (hit) and +1 against the dagger's three cards. */
  const againstKnife = againstOneTwo(['+9 (hit)', '+1'], '+3');

  it('at range 0, to the head, at most 1 damage', () => {
    const duel = play(lone([shielded, dagger], againstKnife, bash('+9 (hit)'), { range: 0 }));
    const bashed = duel.rounds[0]!.registers[0]!.sides[0]!;
    expect(bashed).toMatchObject({ weapon: 'small-shield', total: 9, effects: [{ kind: 'wound', damage: 1, location: 'head' }] });
  });

  it('not at range 1; once a round; the shield cannot parry that round', () => {
    expect(refusal(lone([shielded, bob], againstOneTwo(['+9 (hit)', '+1']), bash('+9 (hit)')))).toBe(
      'round 1, register 1: Shield: a shield bash is made at range 0, and the range is 1',
    );
    const twice = oneRound(
      [shielded, dagger],
      againstKnife,
      [
        [bash('+9 (hit)'), null],
        [bash('+1'), null],
      ],
      { range: 0 },
    );
    expect(refusal(twice)).toBe('round 1, register 2: Shield: one shield bash a round');
    const parry = oneRound(
      [shielded, dagger],
      againstKnife,
      [
        [bash('+9 (hit)'), null],
        [declare('parry', '+1', { weapon: 'small-shield' }), null],
      ],
      { range: 0 },
    );
    expect(refusal(parry)).toBe('round 1, register 2: Shield: the shield bashed this round and cannot parry');
  });

  it.each([
    ['a shield', shielded, declare('attack', '+9', { weapon: 'small-shield' }), /a shield only parries and bashes/],
    ['a sword', ann, declare('shield-bash', '+9', { weapon: 'sword' }), /a shield bash is made with a shield/],
  ])('a shield only parries and bashes; a sword cannot bash: %s', (_, who, declaration, message) => {
    expect(refusal(lone([who, dagger], againstOneTwo(['+9', '+1'], '+3'), declaration, { range: 0 }))).toMatch(message);
  });
});

describe('unusual foes', () => {
  const ogre = hero('Ogre', { skills: { mace: 2 }, weapon: 'mace', size: 'large', finesse: -1 });
  const imp = hero('Imp', { skills: { dagger: 2 }, weapon: 'dagger', size: 'small' });

  it('a large-creature maneuver against a normal-size foe is refused', () => {
    expect(refusal(lone([ann, bob], plain, declare('flank', '+3')))).toBe(
      'round 1, register 1: Ann: a flank is made only against a large foe, and Bob is normal to it',
    );
    expect(refusal(lone([ann, bob], plain, declare('smash', '+3')))).toMatch(/a smash needs an impact weapon/);
  });

  it("a flank: minus the target's finesse, needs the initiative; the flanked can neither attack nor parry the rest of the round", () => {
    const duel = play(
      oneRound([ann, ogre], plain, [
        [declare('flank', '+3'), declare('parry', '+1')],
        [null, declare('attack', '+2')],
      ]),
    );
    const [first, second] = duel.rounds[0]!.registers;
    // The ogre's finesse −1: the flank's difficulty +1; its parry +1 − 1 = 0 takes nothing off.
    expect(first!.sides[0]).toMatchObject({ total: 4, success: true, terms: { difficulty: 1, parry: 0 } });
    expect(second!.sides[1]).toMatchObject({ total: null, effects: [{ kind: 'no-effect', text: 'comes to nothing: it is flanked' }] });
    expect(refusal(oneRound([ogre, ann], plain, [[null, declare('flank', '+1')]]))).toBe('round 1, register 1: Ann: a flank needs the initiative');
  });
  it('a cling (−4) keeps the large foe to weapons of range 0; a buck throws it off', () => {
    const script: DuelScript = {
      combatants: [ann, ogre],
      initiative: { holder: 0 },
      rounds: [
        { hands: [cards('+9', '+1'), cards('+1', '+2')], registers: [[declare('cling', '+9'), null]] },
        { hands: [cards('+3', '+1'), cards('+5', '+2')], registers: [[null, declare('buck', '+5')]] },
      ],
    };
    const duel = play(script);
    expect(duel.rounds[0]!.registers[0]!.sides[0]).toMatchObject({ total: 5, effects: [{ kind: 'clinging', who: 'Ann' }] });
    expect(duel.rounds[1]!.registers[0]!.sides[1]).toMatchObject({ success: true, effects: [{ kind: 'bucked', who: 'Ann' }] });
    const clubbing = {
      ...script,
      rounds: [script.rounds[0]!, { hands: [cards('+3', '+1'), cards('+5', '+2')], registers: [[null, declare('attack', '+5')]] }],
    } as DuelScript;
    expect(refusal(clubbing)).toBe('round 2, register 1: Ogre: clung to, it attacks only with a weapon of range 0');
  });

  it('a smash against a small foe: −2, an impact weapon, the wound tripled, the initiative surrendered, nothing after', () => {
    const hands = againstOneTwo(['+4 (hit)', '+1']);
    const duel = play(lone([ogre, imp], hands, declare('smash', '+4 (hit)'), { range: 1 }));
    const smash = duel.rounds[0]!.registers[0]!.sides[0]!;
    expect(smash).toMatchObject({ total: 1, terms: { difficulty: -2 } });
    expect(smash.effects).toEqual([
      { kind: 'initiative', to: 'Imp', text: 'the smasher surrenders the initiative to Imp' },
      { kind: 'wound', to: 'Imp', damage: 3, location: null, text: 'wound 3 to Imp' },
    ]);
    const after = oneRound(
      [ogre, imp],
      hands,
      [
        [declare('smash', '+4 (hit)'), null],
        [declare('attack', '+1'), null],
      ],
      { range: 1 },
    );
    expect(refusal(after)).toBe('round 1, register 2: Ogre: it smashed earlier this round and may do nothing more');
  });
});
