import { describe, expect, it } from 'vitest';
import type { DuelScript } from '../../../src/rules/duel/index.ts';
import { cards, declare, hero, oneRound, play, refusal } from './fixtures.ts';

// Called shots and their hit-location tables; shield bashes; large and small foes' maneuvers [seed 001].

const ann = hero('Ann', { skills: { sword: 2 } });
const bob = hero('Bob', { skills: { sword: 2 } });

describe('called shots', () => {
  it('the head is −5; vitals double the wound [house]', () => {
    const head = play(
      oneRound(
        [ann, bob],
        [
          ['+9 (hit)', '+1'],
          ['+1', '+2'],
        ],
        [[declare('called-shot', '+9 (hit)', { location: 'head' }), null]],
      ),
    );
    const shot = head.rounds[0]!.registers[0]!.sides[0]!;
    expect(shot.terms).toEqual({ card: 9, modifiers: 0, difficulty: -5, stepping: 0, parry: 0 });
    expect(shot.effects[0]).toMatchObject({ kind: 'wound', damage: 5, location: 'head' });
    const vitals = play(
      oneRound(
        [ann, bob],
        [
          ['+9 (hit)', '+1'],
          ['+1', '+2'],
        ],
        [[declare('called-shot', '+9 (hit)', { location: 'torso-vitals' }), null]],
      ),
    );
    expect(vitals.rounds[0]!.registers[0]!.sides[0]).toMatchObject({ total: 3, effects: [{ damage: 6 }] });
  });

  it("a large creature's table: legs 0; a small creature's head vitals cannot be called", () => {
    const ogre = hero('Ogre', { skills: { mace: 2 }, weapon: 'mace', size: 'large' });
    const legs = play(
      oneRound(
        [ann, ogre],
        [
          ['+3', '+1'],
          ['+1', '+2'],
        ],
        [[declare('called-shot', '+3', { location: 'legs' }), null]],
      ),
    );
    expect(legs.rounds[0]!.registers[0]!.sides[0]!.terms!.difficulty).toBe(0);
    const rat = hero('Rat', { skills: { fists: 2 }, weapon: 'fists', size: 'small' });
    const script = {
      ...oneRound(
        [ann, rat],
        [
          ['+3', '+1'],
          ['+1', '+2'],
        ],
        [[declare('called-shot', '+3', { location: 'head-vitals' }), null]],
      ),
      range: 1,
    };
    expect(refusal(script)).toBe('round 1, register 1: Ann: no called shot at the head-vitals of a small foe');
  });

  it('a called shot names its location, and only a called shot does', () => {
    expect(
      refusal(
        oneRound(
          [ann, bob],
          [
            ['+3', '+1'],
            ['+1', '+2'],
          ],
          [[declare('called-shot', '+3'), null]],
        ),
      ),
    ).toMatch(/names a location/);
    expect(
      refusal(
        oneRound(
          [ann, bob],
          [
            ['+3', '+1'],
            ['+1', '+2'],
          ],
          [[declare('attack', '+3', { location: 'arms' }), null]],
        ),
      ),
    ).toMatch(/names a location/);
  });
});

describe('shield bash', () => {
  const shielded = hero('Shield', { skills: { sword: 2, 'small-shield': 3 }, offHand: 'small-shield' });
  const dagger = hero('Knife', { skills: { dagger: 3 }, weapon: 'dagger' });
  const bash = (card: string) => declare('shield-bash', card);

  it('at range 0, to the head, at most 1 damage', () => {
    const duel = play(
      oneRound(
        [shielded, dagger],
        [
          ['+9 (hit)', '+1'],
          ['+1', '+2', '+3'],
        ],
        [[bash('+9 (hit)'), null]],
        { range: 0 },
      ),
    );
    const bashed = duel.rounds[0]!.registers[0]!.sides[0]!;
    expect(bashed).toMatchObject({ weapon: 'small-shield', total: 9, effects: [{ kind: 'wound', damage: 1, location: 'head' }] });
  });

  it('not at range 1; once a round; the shield cannot parry that round', () => {
    expect(
      refusal(
        oneRound(
          [shielded, bob],
          [
            ['+9 (hit)', '+1'],
            ['+1', '+2'],
          ],
          [[bash('+9 (hit)'), null]],
        ),
      ),
    ).toBe('round 1, register 1: Shield: a shield bash is made at range 0, and the range is 1');
    const twice = oneRound(
      [shielded, dagger],
      [
        ['+9 (hit)', '+1'],
        ['+1', '+2', '+3'],
      ],
      [
        [bash('+9 (hit)'), null],
        [bash('+1'), null],
      ],
      { range: 0 },
    );
    expect(refusal(twice)).toBe('round 1, register 2: Shield: one shield bash a round');
    const parry = oneRound(
      [shielded, dagger],
      [
        ['+9 (hit)', '+1'],
        ['+1', '+2', '+3'],
      ],
      [
        [bash('+9 (hit)'), null],
        [declare('parry', '+1', { weapon: 'small-shield' }), null],
      ],
      { range: 0 },
    );
    expect(refusal(parry)).toBe('round 1, register 2: Shield: the shield bashed this round and cannot parry');
  });

  it('a shield only parries and bashes; a sword cannot bash', () => {
    expect(
      refusal(
        oneRound(
          [shielded, dagger],
          [
            ['+9', '+1'],
            ['+1', '+2', '+3'],
          ],
          [[declare('attack', '+9', { weapon: 'small-shield' }), null]],
          { range: 0 },
        ),
      ),
    ).toMatch(/a shield only parries and bashes/);
    expect(
      refusal(
        oneRound(
          [ann, dagger],
          [
            ['+9', '+1'],
            ['+1', '+2', '+3'],
          ],
          [[declare('shield-bash', '+9', { weapon: 'sword' }), null]],
          { range: 0 },
        ),
      ),
    ).toMatch(/a shield bash is made with a shield/);
  });
});

describe('unusual foes', () => {
  const ogre = hero('Ogre', { skills: { mace: 2 }, weapon: 'mace', size: 'large', finesse: -1 });
  const imp = hero('Imp', { skills: { dagger: 2 }, weapon: 'dagger', size: 'small' });

  it('a large-creature maneuver against a normal-size foe is refused', () => {
    expect(
      refusal(
        oneRound(
          [ann, bob],
          [
            ['+3', '+1'],
            ['+1', '+2'],
          ],
          [[declare('flank', '+3'), null]],
        ),
      ),
    ).toBe('round 1, register 1: Ann: a flank is made only against a large foe, and Bob is normal to it');
    expect(
      refusal(
        oneRound(
          [ann, bob],
          [
            ['+3', '+1'],
            ['+1', '+2'],
          ],
          [[declare('smash', '+3'), null]],
        ),
      ),
    ).toMatch(/a smash needs an impact weapon/);
  });

  it("a flank: minus the target's finesse, needs the initiative; the flanked can neither attack nor parry the rest of the round", () => {
    const duel = play(
      oneRound(
        [ann, ogre],
        [
          ['+3', '+1'],
          ['+1', '+2'],
        ],
        [
          [declare('flank', '+3'), declare('parry', '+1')],
          [null, declare('attack', '+2')],
        ],
      ),
    );
    const [first, second] = duel.rounds[0]!.registers;
    // The ogre's finesse −1: the flank's difficulty +1; its parry +1 − 1 = 0 takes nothing off.
    expect(first!.sides[0]).toMatchObject({ total: 4, success: true, terms: { difficulty: 1, parry: 0 } });
    expect(second!.sides[1]).toMatchObject({ total: null, effects: [{ kind: 'no-effect', text: 'comes to nothing: it is flanked' }] });
    expect(
      refusal({
        ...oneRound(
          [ogre, ann],
          [
            ['+3', '+1'],
            ['+1', '+2'],
          ],
          [],
        ),
        initiative: { holder: 0 },
        rounds: [{ hands: [cards('+3', '+1'), cards('+1', '+2')], registers: [[null, declare('flank', '+1')]] }],
      }),
    ).toBe('round 1, register 1: Ann: a flank needs the initiative');
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
    const duel = play({
      ...oneRound(
        [ogre, imp],
        [
          ['+4 (hit)', '+1'],
          ['+1', '+2'],
        ],
        [[declare('smash', '+4 (hit)'), null]],
      ),
      range: 1,
    });
    const smash = duel.rounds[0]!.registers[0]!.sides[0]!;
    expect(smash).toMatchObject({ total: 1, terms: { difficulty: -2 } });
    expect(smash.effects).toEqual([
      { kind: 'initiative', to: 'Imp', text: 'the smasher surrenders the initiative to Imp' },
      { kind: 'wound', to: 'Imp', damage: 3, location: null, text: 'wound 3 to Imp' },
    ]);
    const after = {
      ...oneRound(
        [ogre, imp],
        [
          ['+4 (hit)', '+1'],
          ['+1', '+2'],
        ],
        [
          [declare('smash', '+4 (hit)'), null],
          [declare('attack', '+1'), null],
        ],
      ),
      range: 1,
    };
    expect(refusal(after)).toBe('round 1, register 2: Ogre: it smashed earlier this round and may do nothing more');
  });
});
