import { describe, expect, it } from 'vitest';
import { at, board, endTurn, mods, onlyCombat, play, type BuildingSpec, type UnitSpec } from './helpers.ts';
import { D, fight, rows } from './combatBoard.ts';

// docs/rules.md, "Combat" [seed] and the building table: Weaponsmiths and Armories, and pairs, ties and losses
// (the board: combatBoard.ts).

describe('Weaponsmiths and Armories: +1 for each full three in play, owned by that player', () => {
  const smiths = (n: number, owner = 'ann'): BuildingSpec[] =>
    Array.from({ length: n }, (_, i) => ['weaponsmith', owner, i % 5, 3 + Math.floor(i / 5)] as const);
  const armories = (n: number, owner = 'bob'): BuildingSpec[] => Array.from({ length: n }, (_, i) => ['armory', owner, i % 5, 3 + Math.floor(i / 5)] as const);
  const bigRows = [...rows(), 'ggggg', 'ggggg'];
  const units: UnitSpec[] = [
    ['a', 'ann', 'footmen', 1, 1],
    ['d', 'bob', 'warriors', 2, 1],
  ];

  it.each([
    [0, 0],
    [2, 0],
    [3, 1],
    [5, 1],
    [6, 2],
  ])('%i Weaponsmiths → +%i to the attack', (count, bonus) => {
    const { events } = fight(bigRows, units, ['a'], [3, 1], smiths(count));
    const report = onlyCombat(events);
    expect(report.attackTotal).toBe(3 + bonus);
    expect(mods(report.attackModifiers)).toEqual(bonus ? [['weaponsmiths', bonus]] : []);
  });

  it.each([
    [2, 0],
    [3, 1],
    [5, 1],
    [6, 2],
  ])('%i Armories → +%i to the defence', (count, bonus) => {
    const { events } = fight(bigRows, units, ['a'], [6, 1], armories(count));
    expect(onlyCombat(events).defenceTotal).toBe(1 + bonus);
  });

  it('Weaponsmiths of the defender or of a third player do not help the attacker', () => {
    const { events } = fight(
      bigRows,
      units,
      ['a'],
      [3, 1],
      [...smiths(3, 'bob'), ['weaponsmith', 'cara', 0, 4], ['weaponsmith', 'cara', 1, 4], ['weaponsmith', 'cara', 2, 4]],
      {
        races: ['humans', 'orcs', 'elves'],
      },
    );
    expect(onlyCombat(events).attackTotal).toBe(3);
  });

  it('Armories of the attacker do not help the defender', () => {
    const { events } = fight(bigRows, units, ['a'], [2, 1], armories(3, 'ann'));
    expect(onlyCombat(events).defenceTotal).toBe(1);
  });

  it('a Weaponsmith captured earlier in the turn counts for its new owner (in play = on the map, owned)', () => {
    // Ann has 2 Weaponsmiths; her Peasants walk onto Bob's Weaponsmith at (4,4): 3 in play when the combat resolves.
    const start = board(bigRows, [...units, ['p', 'ann', 'peasants', 3, 4]], [...smiths(2), ['weaponsmith', 'bob', 4, 4]]);
    const { events } = play(
      start,
      [{ type: 'ATTACK', player: 'ann', unit: 'a', target: D }, { type: 'MOVE', player: 'ann', unit: 'p', path: [at(4, 4)] }, endTurn('ann')],
      [3, 3],
    );
    const report = onlyCombat(events);
    expect(mods(report.attackModifiers)).toEqual([['weaponsmiths', 1]]);
    expect(report.winner).toBe('attacker');
  });

  it('the Weaponsmith bonus is added once to a pair’s combined total', () => {
    const { events } = fight(
      [...rows(), 'ggggg', 'ggggg'],
      [
        ['a', 'ann', 'footmen', 1, 1],
        ['b', 'ann', 'footmen', 2, 0],
        ['d', 'bob', 'warriors', 2, 1],
      ],
      ['a', 'b'],
      [2, 3, 6],
      smiths(3),
    );
    const report = onlyCombat(events);
    expect(report.attackers.map((a) => a.total)).toEqual([2, 3]);
    expect(report.attackTotal).toBe(6);
    expect([report.defenceTotal, report.winner]).toEqual([6, 'defender']);
  });
});

describe('pairs, ties and losses [seed]', () => {
  const pair: UnitSpec[] = [
    ['a', 'ann', 'footmen', 1, 1],
    ['b', 'ann', 'peasants', 2, 0],
    ['d', 'bob', 'warriors', 2, 1],
  ];

  it('two attackers add their results: 3 + 2 = 5 beats 4', () => {
    const { state, events } = fight(rows(), pair, ['a', 'b'], [3, 2, 4]);
    const report = onlyCombat(events);
    expect([report.attackTotal, report.defenceTotal, report.winner]).toEqual([5, 4, 'attacker']);
    expect(state.units.d).toBeUndefined();
    expect(state.units.a!.at).toEqual(at(1, 1));
    expect(state.units.b!.at).toEqual(at(2, 0));
  });

  it('a pair that loses loses both units', () => {
    const { state, events } = fight(rows(), pair, ['a', 'b'], [1, 1, 3]);
    expect(onlyCombat(events).attackersDestroyed).toEqual([0, 1]);
    expect(state.units.a).toBeUndefined();
    expect(state.units.b).toBeUndefined();
    expect(state.units.d).toBeDefined();
  });

  it('a tie goes to the defender, and the attacker is destroyed', () => {
    const { state, events } = fight(rows(), pair, ['a'], [5, 5]);
    expect(onlyCombat(events).winner).toBe('defender');
    expect(state.units.a).toBeUndefined();
    expect(state.units.d).toBeDefined();
  });

  it('the loser is destroyed and removed: one more point than the defence wins', () => {
    const { state, events } = fight(rows(), pair, ['a'], [6, 5]);
    expect(onlyCombat(events).winner).toBe('attacker');
    expect(events.filter((e) => e.type === 'UNIT_DESTROYED').map((e) => e.type === 'UNIT_DESTROYED' && e.unit)).toEqual(['d']);
    expect(Object.keys(state.units).sort()).toEqual(['a', 'b']);
  });
});
