import { describe, expect, it } from 'vitest';
import { DiceError, parseDiceFaces, scriptedDice, seededDice, withdrawOrder, type GameState, type Order, type RollKey } from '../../src/rules/index.ts';
import { started } from '../support/scenarios.ts';
import { at, board, combats, endTurn, play, scenario } from './helpers.ts';

// docs/rules.md, "Play by e-mail" (the referee makes every roll) and the project's determinism: dice come from the seed.

const key = (unit: string, turnNumber = 1, role: RollKey['role'] = 'attack', attempt = 0): RollKey => ({ turnNumber, unit, role, attempt });

describe('seeded dice', () => {
  it('are deterministic: the same seed and key give the same face, every time', () => {
    const a = seededDice(42);
    const b = seededDice(42);
    for (let i = 0; i < 50; i++) expect(a.roll(8, key(`u${i}`))).toBe(b.roll(8, key(`u${i}`)));
    expect(a.roll(6, key('u1', 3, 'defence', 1))).toBe(a.roll(6, key('u1', 3, 'defence', 1)));
  });

  it('each face is a whole number within 1..sides, and every face turns up', () => {
    const dice = seededDice(7);
    for (const sides of [4, 6, 8, 10, 12]) {
      const seen = new Set<number>();
      for (let i = 0; i < 400; i++) {
        const face = dice.roll(sides, key(`u${i}`, i % 5, i % 2 ? 'attack' : 'defence', i % 3 === 0 ? 1 : 0));
        expect(Number.isInteger(face)).toBe(true);
        expect(face).toBeGreaterThanOrEqual(1);
        expect(face).toBeLessThanOrEqual(sides);
        seen.add(face);
      }
      expect(seen.size).toBe(sides);
    }
  });

  it('depend on the seed and on every part of the key', () => {
    const list = (f: (i: number) => number) => Array.from({ length: 30 }, (_, i) => f(i));
    const base = list((i) => seededDice(1).roll(12, key(`u${i}`)));
    expect(list((i) => seededDice(2).roll(12, key(`u${i}`)))).not.toEqual(base);
    expect(list((i) => seededDice(1).roll(12, key(`u${i}`, 2)))).not.toEqual(base);
    expect(list((i) => seededDice(1).roll(12, key(`u${i}`, 1, 'defence')))).not.toEqual(base);
    expect(list((i) => seededDice(1).roll(12, key(`u${i}`, 1, 'attack', 1)))).not.toEqual(base);
  });
});

describe('the dice of a combat do not depend on the rest of the plan', () => {
  // row 0: A W g g      Ann's Footmen A (0,0) attack Bob's Warriors W (1,0)
  // row 1:  g g P g     Ann's Peasants P (2,1) may move or build, unrelated
  const start = (seed: number): GameState =>
    started(
      scenario(
        ['gggg', 'gggg'],
        [
          ['a', 'ann', 'footmen', 0, 0],
          ['w', 'bob', 'warriors', 1, 0],
          ['p', 'ann', 'peasants', 2, 1],
          ['k', 'bob', 'grunts', 3, 0],
        ],
      ),
      seed,
    );
  const attack: Order = { type: 'ATTACK', player: 'ann', unit: 'a', target: at(1, 0) };
  const move: Order = { type: 'MOVE', player: 'ann', unit: 'p', path: [at(3, 1)] };
  const build: Order = { type: 'BUILD', player: 'ann', unit: 'p', building: 'farm' };

  const faces = (state: GameState, orders: Order[]) => {
    const { events } = play(state, [...orders, endTurn('ann')], seededDice(state.seed));
    const report = combats(events)[0]!;
    return { attack: report.attackers[0]!.roll.faces, defence: report.defender.roll.faces };
  };

  it.each([1, 2, 3, 99, 12345])('seed %i: attack alone, after a move, before a build, or with a move taken back', (seed) => {
    const s = start(seed);
    const alone = faces(s, [attack]);
    expect(faces(s, [move, attack])).toEqual(alone);
    expect(faces(s, [attack, build])).toEqual(alone);
    const planned = play(s, [move, attack]).state;
    const taken = withdrawOrder(planned, 0);
    if (!taken.ok) throw new Error(taken.reason);
    expect(faces(taken.state, [])).toEqual(alone);
  });

  it('the faces come from the game seed: two seeds over a few games do not all agree', () => {
    const results = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => faces(start(seed), [attack]));
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBeGreaterThan(1);
  });
});

describe('scripted dice', () => {
  it('hand out the faces in order and count them', () => {
    const dice = scriptedDice([3, 1, 6]);
    expect([dice.roll(6, key('a')), dice.roll(8, key('a', 1, 'attack', 1)), dice.roll(6, key('b', 1, 'defence'))]).toEqual([3, 1, 6]);
    expect(dice.used()).toBe(3);
  });

  it('refuse to run out or to show a face the die does not have', () => {
    expect(() => scriptedDice([]).roll(6, key('a'))).toThrow(new DiceError('not enough dice faces: 0 given, a d6 roll needs one more'));
    expect(() => scriptedDice([7]).roll(6, key('a'))).toThrow('die 1 is 7, but a d6 shows 1 to 6');
    expect(() => scriptedDice([0]).roll(6, key('a'))).toThrow('die 1 is 0, but a d6 shows 1 to 6');
    expect(() => scriptedDice([2.5]).roll(6, key('a'))).toThrow('die 1 is 2.5, but a d6 shows 1 to 6');
  });

  it('in a pair with a re-roll: first attacker, its re-roll, second attacker, then the defender', () => {
    const s = board(
      ['ggg', 'ggg'],
      [
        ['a', 'ann', 'cavalry', 0, 0],
        ['b', 'ann', 'footmen', 2, 0],
        ['w', 'bob', 'warriors', 1, 0],
      ],
    );
    const dice = scriptedDice([1, 2, 3, 4]);
    const { events } = play(
      s,
      [{ type: 'ATTACK', player: 'ann', unit: 'a', target: at(1, 0) }, { type: 'ATTACK', player: 'ann', unit: 'b', target: at(1, 0) }, endTurn('ann')],
      dice,
    );
    const report = combats(events)[0]!;
    expect(report.attackers.map((x) => x.roll.faces)).toEqual([[1, 2], [3]]);
    expect(report.defender.roll.faces).toEqual([4]);
    expect(dice.used()).toBe(4);
  });

  it('reads typed faces: whole numbers by commas or spaces, else nothing', () => {
    expect(parseDiceFaces('5, 3')).toEqual([5, 3]);
    expect(parseDiceFaces(' 5 3,4 ')).toEqual([5, 3, 4]);
    expect(parseDiceFaces('')).toEqual([]);
    expect(parseDiceFaces('5, x')).toBeNull();
    expect(parseDiceFaces('2.5')).toBeNull();
    expect(parseDiceFaces('-1')).toBeNull();
  });
});
