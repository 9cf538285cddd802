import { describe, expect, it } from 'vitest';
import type { DuelScript } from '../../../src/rules/duel/index.ts';
import { againstOneTwo, cards, declare, hero, lone, oneRound, play, refusal } from './fixtures.ts';

// Registers [seed 001]: unopposed maneuvers, the range and stepping, disarms, ripostes; and the initiative:
// draws, ties, hesitating.

const ann = hero('Ann', { skills: { sword: 1 }, force: 1 });
const bob = hero('Bob', { skills: { sword: 1 } });
const twoCards = { sword: 2 };

describe('unopposed maneuvers', () => {
  it('succeed whatever their total: −5 (hit) + 1 = −4 against nothing still wounds, at least 1', () => {
    const duel = play(oneRound([ann, bob], [['-5 (hit)'], ['+1']], [[declare('attack', '-5 (hit)'), null]]));
    const attack = duel.rounds[0]!.registers[0]!.sides[0]!;
    expect(attack).toMatchObject({ total: -4, opposed: false, success: true });
    expect(attack.effects).toEqual([{ kind: 'wound', to: 'Bob', damage: 1, location: null, text: 'wound 1 to Bob' }]);
    expect(duel.final[1].vitality).toBe(9);
  });

  it('the same attack against a parry fails', () => {
    const duel = play(oneRound([ann, bob], [['-5 (hit)'], ['-3']], [[declare('attack', '-5 (hit)'), declare('parry', '-3')]]));
    expect(duel.rounds[0]!.registers[0]!.sides[0]).toMatchObject({ total: -4, opposed: true, success: false, effects: [] });
  });

  it('a weapon change opposes nothing', () => {
    const carrying = { ...bob, carried: ['dagger' as const] };
    const duel = play(oneRound([ann, carrying], [['-1'], ['+1']], [[declare('attack', '-1'), declare('change-weapon', '+1', { newWeapon: 'dagger' })]]));
    expect(duel.rounds[0]!.registers[0]!.sides[0]).toMatchObject({ total: 0, opposed: false, success: true });
  });

  it('a success with a plain card only presses: no wound', () => {
    const duel = play(oneRound([ann, bob], [['+5'], ['+1']], [[declare('attack', '+5'), null]]));
    expect(duel.rounds[0]!.registers[0]!.sides[0]!.effects).toEqual([{ kind: 'presses', text: 'presses: a plain card wounds nobody' }]);
    expect(duel.final[1].vitality).toBe(10);
  });

  it("a wound is the total, up to the weapon's maximum damage (a sword's 4)", () => {
    const three = play(oneRound([ann, bob], [['+2 (hit)'], ['+1']], [[declare('attack', '+2 (hit)'), null]]));
    expect(three.final[1].vitality).toBe(7);
    const capped = play(oneRound([ann, bob], [['+9 (hit)'], ['+1']], [[declare('attack', '+9 (hit)'), null]]));
    expect(capped.final[1].vitality).toBe(6);
  });
});

describe('range and stepping', () => {
  const spearman = hero('Spearman', { skills: { spear: 2 }, weapon: 'spear' });
  const swordsman = hero('Swordsman', { skills: { sword: 2 } });
  const plain = againstOneTwo(['+3', '+1']);

  it("a duel starts at the longest weapon's range; the sword cannot attack at 2, but parries the spear", () => {
    expect(refusal(lone([swordsman, spearman], plain, declare('attack', '+3')))).toBe(
      'round 1, register 1: Swordsman: a sword (range 1) does not reach at range 2',
    );
    const duel = play(oneRound([spearman, swordsman], plain, [[declare('attack', '+3'), declare('parry', '+1')]]));
    expect(duel.startRange).toBe(2);
    expect(duel.rounds[0]!.registers[0]!.sides[0]).toMatchObject({ total: 2, success: true });
    expect(duel.rounds[0]!.rangeAfter).toBe(2);
  });

  it('a parry without stepping back (−2) lets the spearman close to 1, and the sword then reaches', () => {
    const duel = play(
      oneRound([spearman, swordsman], plain, [
        [declare('attack', '+3'), declare('parry', '+1', { stepBack: false })],
        [null, declare('attack', '+2')],
      ]),
    );
    const [first, second] = duel.rounds[0]!.registers;
    expect(first!.sides[1]!.terms).toMatchObject({ card: 1, stepping: -2 });
    expect(first!.sides[0]!.terms!.parry).toBe(0);
    expect([first!.rangeAfter, second!.rangeBefore]).toEqual([1, 1]);
    expect(second!.sides[1]).toMatchObject({ maneuver: 'attack', success: true });
  });

  it('an attack not stepping forward: −2 and the range stays', () => {
    const duel = play(oneRound([spearman, swordsman], plain, [[declare('attack', '+3', { stepForward: false }), declare('parry', '+1', { stepBack: false })]]));
    const register = duel.rounds[0]!.registers[0]!;
    expect(register.sides[0]!.terms).toEqual({ card: 3, modifiers: 0, difficulty: 0, stepping: -2, parry: 0 });
    expect(register.rangeAfter).toBe(2);
  });

  it('two attacks in one register both land, and close the range one yard', () => {
    const duel = play(oneRound([ann, bob], [['+2 (hit)'], ['+1 (hit)']], [[declare('attack', '+2 (hit)'), declare('attack', '+1 (hit)')]]));
    const register = duel.rounds[0]!.registers[0]!;
    expect(register.sides.map((s) => [s!.total, s!.opposed, s!.success])).toEqual([
      [3, true, true],
      [1, true, true],
    ]);
    expect(register.after.map((a) => a.vitality)).toEqual([9, 7]);
    expect(register.rangeAfter).toBe(0);
  });
});

describe('disarm and riposte', () => {
  it('a disarmed fighter’s later maneuvers with the flung weapon come to nothing, and it is then unopposed', () => {
    const duel = play(
      oneRound(
        [
          { ...ann, skills: twoCards },
          { ...bob, skills: twoCards },
        ],
        againstOneTwo(['+8', '+1 (hit)']),
        [
          [declare('disarm', '+8'), declare('parry', '+1')],
          [declare('attack', '+1 (hit)'), declare('parry', '+2')],
        ],
      ),
    );
    const [first, second] = duel.rounds[0]!.registers;
    expect(first!.sides[0]).toMatchObject({ total: 3, success: true });
    expect(second!.sides[1]).toMatchObject({
      total: null,
      success: false,
      effects: [{ kind: 'no-effect', text: 'comes to nothing: its sword was flung away' }],
    });
    expect(second!.sides[0]).toMatchObject({ total: 2, opposed: false, success: true, terms: { parry: 0 } });
    expect(duel.final[1]).toMatchObject({ vitality: 8, weapon: 'fists' });
  });

  it('no disarm against bare fists', () => {
    const unarmed = { ...bob, weapon: 'fists' as const };
    expect(refusal(oneRound([ann, unarmed], [['+8'], ['+1']], [[declare('disarm', '+8'), null]]))).toBe(
      'round 1, register 1: Ann: Bob holds no weapon to disarm',
    );
  });

  it('a parry with a (hit) card may become a riposte: an unopposed attack with that card; the attack meets no parry', () => {
    const duel = play(oneRound([ann, bob], [['+4'], ['-2 (hit)']], [[declare('attack', '+4'), declare('parry', '-2 (hit)', { riposte: true })]]));
    const [attack, riposte] = duel.rounds[0]!.registers[0]!.sides;
    expect(riposte).toMatchObject({ maneuver: 'parry', riposte: true, total: -2, opposed: false, success: true });
    expect(riposte!.effects).toEqual([{ kind: 'wound', to: 'Ann', damage: 1, location: null, text: 'wound 1 to Ann' }]);
    expect(attack).toMatchObject({ total: 5, opposed: true, success: true });
    expect(duel.final.map((f) => f.vitality)).toEqual([9, 10]);
  });

  it('a riposte needs a (hit) card', () => {
    expect(refusal(oneRound([ann, bob], [['+4'], ['-2']], [[declare('attack', '+4'), declare('parry', '-2', { riposte: true })]]))).toBe(
      'round 1, register 1: Bob: only a parry with a (hit) card becomes a riposte',
    );
  });
});

describe('the initiative', () => {
  const drawn = (a: string[], b: string[], fighters: DuelScript['combatants'] = [ann, bob]): DuelScript => ({
    combatants: fighters,
    initiative: { cards: [cards(...a), cards(...b)] },
    rounds: [{ hands: [cards('+1'), cards('+4')] }],
  });

  it('the higher best card wins; each draws its combat training', () => {
    const trained = { ...bob, combatTraining: 3 };
    expect(play(drawn(['+2'], ['-4', '+3', '0'], [ann, trained])).rounds[0]!.initiative).toMatchObject({ best: [2, 3], holder: 'Bob' });
    expect(refusal(drawn(['+2'], ['+3'], [ann, trained]))).toBe('round 1: Bob draws 3 initiative cards, not 1 (+3)');
  });

  it('a tie goes to the higher finesse, then to the attacker', () => {
    const deft = { ...bob, finesse: 1 };
    expect(play(drawn(['+2'], ['+2 (hit)'], [ann, deft])).rounds[0]!.initiative.holder).toBe('Bob');
    expect(play(drawn(['+2'], ['+2 (hit)'])).rounds[0]!.initiative.holder).toBe('Ann');
    expect(play(drawn(['+2'], ['+2 (hit)'], [bob, ann])).rounds[0]!.initiative.holder).toBe('Bob');
  });

  it('the holder may hesitate, giving the initiative away; the other declares first', () => {
    const script: DuelScript = {
      ...drawn(['+5'], ['+1']),
      rounds: [{ hesitate: [0], hands: [cards('+1'), cards('+4')], registers: [[null, declare('attack', '+4')]] }],
    };
    const round = play(script).rounds[0]!;
    expect(round.initiative.holder).toBe('Ann');
    expect([round.hesitated, round.holder, round.registers[0]!.first]).toEqual([['Ann'], 'Bob', 'Bob']);
  });

  it('if both hesitate in turn the duel ends', () => {
    const duel = play({ ...drawn(['+5'], ['+1']), rounds: [{ hesitate: [0, 1] }] });
    expect(duel.end.reason).toBe('both hesitated');
    expect(duel.rounds[0]).toMatchObject({ hesitated: ['Ann', 'Bob'], holder: null, hands: null });
  });

  it('only the holder hesitates; nothing is played after both hesitated', () => {
    expect(refusal({ ...drawn(['+5'], ['+1']), rounds: [{ hesitate: [1] }] })).toBe("round 1: only the initiative's holder hesitates, and Ann holds it");
    const after = { ...drawn(['+5'], ['+1']), rounds: [{ hesitate: [0, 1] as const }, { hands: [cards('+1'), cards('+2')] as const }] };
    expect(refusal(after as DuelScript)).toBe('round 2: the duel ended after round 1 (both hesitated); leave the later rounds out');
  });

  it('the initiative is drawn once; a feint takes it for the next round', () => {
    const feint: DuelScript = {
      combatants: [ann, bob],
      initiative: { holder: 0 },
      rounds: [{ hands: [cards('+1'), cards('+4')], registers: [[declare('attack', '+1'), declare('feint', '+4')]] }, { hands: [cards('+1'), cards('+4')] }],
    };
    const duel = play(feint);
    expect(duel.rounds[0]!.registers[0]!.sides[1]!.effects).toEqual([{ kind: 'initiative', to: 'Bob', text: 'initiative to Bob next round' }]);
    expect(duel.rounds[1]!.initiative).toMatchObject({ draw: null, how: 'feint', holder: 'Bob' });
  });
});
