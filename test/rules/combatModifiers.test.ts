import { describe, expect, it } from 'vitest';
import { buildingAt } from '../../src/rules/index.ts';
import { mods, onlyCombat } from './helpers.ts';
import { D, fight, rows } from './combatBoard.ts';

// docs/rules.md, "Combat" [seed] and the terrain table: where a unit stands, and DEFEND (the board: combatBoard.ts).

describe('defender terrain: Forest and Hills +1, Mountains +2, the others 0', () => {
  it.each([
    ['g', []],
    ['f', [['terrain', 1]]],
    ['h', [['terrain', 1]]],
    ['m', [['terrain', 2]]],
    ['s', []],
    ['t', []],
  ] as const)('Footmen defending in %s', (letter, expected) => {
    const { events } = fight(
      rows('g', letter),
      [
        ['a', 'ann', 'footmen', 1, 1],
        ['d', 'bob', 'footmen', 2, 1],
      ],
      ['a'],
      [6, 4],
      [],
      { races: ['humans', 'humans'] },
    );
    const report = onlyCombat(events);
    expect(mods(report.defender.modifiers)).toEqual(expected);
    expect(report.defenceTotal).toBe(4 + expected.reduce((s, [, v]) => s + v, 0));
  });
});

describe('home terrain: +1 defence for a unit on its race’s home terrain, except Humans', () => {
  it.each([
    ['orcs', 'warriors', 'd', [['home-terrain', 1]]],
    [
      'elves',
      'wardens',
      'f',
      [
        ['terrain', 1],
        ['home-terrain', 1],
      ],
    ],
    [
      'dwarves',
      'axemen',
      'm',
      [
        ['terrain', 2],
        ['home-terrain', 1],
      ],
    ],
    ['trolls', 'trolls', 's', [['home-terrain', 1]]],
    [
      'giants',
      'giants',
      'h',
      [
        ['terrain', 1],
        ['home-terrain', 1],
      ],
    ],
    ['humans', 'footmen', 'g', []],
    ['elves', 'wardens', 'h', [['terrain', 1]]], // not at home in Hills
  ] as const)('%s %s in %s', (race, unit, letter, expected) => {
    const { events } = fight(
      rows('g', letter),
      [
        ['a', 'ann', 'footmen', 1, 1],
        ['d', 'bob', unit, 2, 1],
      ],
      ['a'],
      [2, 1],
      [],
      { races: ['humans', race] },
    );
    expect(mods(onlyCombat(events).defender.modifiers)).toEqual(expected);
  });

  it('home terrain does not help an attacker', () => {
    const { events } = fight(
      rows('d', 'g'),
      [
        ['a', 'ann', 'warriors', 1, 1],
        ['d', 'bob', 'footmen', 2, 1],
      ],
      ['a'],
      [3, 3],
      [],
      { races: ['orcs', 'humans'] },
    );
    const report = onlyCombat(events);
    expect(report.attackers[0]!.modifiers).toEqual([]);
    expect([report.attackTotal, report.winner]).toEqual([3, 'defender']);
  });
});

describe('Swamp: a non-Troll unit attacking from Swamp has −1 on its own roll', () => {
  it('Footmen attacking from Swamp: 4 − 1 = 3 ties the defender’s 3, the defender wins', () => {
    const { state, events } = fight(
      rows('s', 'g'),
      [
        ['a', 'ann', 'footmen', 1, 1],
        ['d', 'bob', 'warriors', 2, 1],
      ],
      ['a'],
      [4, 3],
    );
    const report = onlyCombat(events);
    expect(mods(report.attackers[0]!.modifiers)).toEqual([['attack-from', -1]]);
    expect([report.attackTotal, report.defenceTotal, report.winner]).toEqual([3, 3, 'defender']);
    expect(state.units.a).toBeUndefined();
  });

  it('every Troll-race unit is exempt (Trolls, Brutes, Thralls)', () => {
    for (const unit of ['trolls', 'brutes', 'thralls'] as const) {
      const { events } = fight(
        rows('s', 'g'),
        [
          ['a', 'ann', unit, 1, 1],
          ['d', 'bob', 'warriors', 2, 1],
        ],
        ['a'],
        [4, 3],
        [],
        { races: ['trolls', 'orcs'] },
      );
      const report = onlyCombat(events);
      expect(report.attackers[0]!.modifiers).toEqual([]);
      expect([report.attackTotal, report.winner]).toEqual([4, 'attacker']);
    }
  });

  it('Swamp does not change the defence of a unit standing in it', () => {
    const { events } = fight(
      rows('g', 's'),
      [
        ['a', 'ann', 'footmen', 1, 1],
        ['d', 'bob', 'warriors', 2, 1],
      ],
      ['a'],
      [4, 3],
    );
    expect(onlyCombat(events).defender.modifiers).toEqual([]);
  });

  it('in a pair, only the attacker in the Swamp loses 1', () => {
    const { events } = fight(
      rows('s', 'g', 'g'),
      [
        ['a', 'ann', 'footmen', 1, 1],
        ['b', 'ann', 'footmen', 2, 0],
        ['d', 'bob', 'warriors', 2, 1],
      ],
      ['a', 'b'],
      [4, 5, 6],
    );
    const report = onlyCombat(events);
    expect(report.attackers.map((a) => [a.unitId, a.total, mods(a.modifiers)])).toEqual([
      ['a', 3, [['attack-from', -1]]],
      ['b', 5, []],
    ]);
    expect(report.attackTotal).toBe(8);
  });
});

describe('Fortress: +1 defence to its owner’s unit standing in it', () => {
  it('Bob’s Warriors in Bob’s Fortress get +1', () => {
    const { events } = fight(
      rows(),
      [
        ['a', 'ann', 'footmen', 1, 1],
        ['d', 'bob', 'warriors', 2, 1],
      ],
      ['a'],
      [4, 3],
      [['fortress', 'bob', 2, 1]],
    );
    const report = onlyCombat(events);
    expect(mods(report.defender.modifiers)).toEqual([['fortress', 1]]);
    expect([report.defenceTotal, report.winner]).toEqual([4, 'defender']);
  });

  it('a unit standing in another player’s Fortress gets nothing', () => {
    const { events } = fight(
      rows(),
      [
        ['a', 'ann', 'footmen', 1, 1],
        ['d', 'bob', 'warriors', 2, 1],
      ],
      ['a'],
      [4, 3],
      [['fortress', 'ann', 2, 1]],
    );
    const report = onlyCombat(events);
    expect(report.defender.modifiers).toEqual([]);
    expect(report.winner).toBe('attacker');
  });

  it('a Fortress gives nothing to an attacker standing in it', () => {
    const { events } = fight(
      rows(),
      [
        ['a', 'ann', 'footmen', 1, 1],
        ['d', 'bob', 'warriors', 2, 1],
      ],
      ['a'],
      [3, 3],
      [['fortress', 'ann', 1, 1]],
    );
    const report = onlyCombat(events);
    expect([report.attackTotal, report.attackModifiers, report.attackers[0]!.modifiers]).toEqual([3, [], []]);
  });

  it('a building is never destroyed by combat: the Fortress stays Bob’s when his unit in it dies', () => {
    const { state } = fight(
      rows(),
      [
        ['a', 'ann', 'footmen', 1, 1],
        ['d', 'bob', 'warriors', 2, 1],
      ],
      ['a'],
      [6, 1],
      [['fortress', 'bob', 2, 1]],
    );
    expect(state.units.d).toBeUndefined();
    expect(buildingAt(state, D)).toEqual({ type: 'fortress', owner: 'bob', at: D });
  });
});

describe('DEFEND: +1 to the defence roll', () => {
  it('a defending unit gets +1, a unit without the stance nothing', () => {
    const with_ = fight(
      rows(),
      [
        ['a', 'ann', 'footmen', 1, 1],
        ['d', 'bob', 'warriors', 2, 1, true],
      ],
      ['a'],
      [4, 3],
    );
    expect(mods(onlyCombat(with_.events).defender.modifiers)).toEqual([['defend', 1]]);
    expect(onlyCombat(with_.events).winner).toBe('defender');
    const without = fight(
      rows(),
      [
        ['a', 'ann', 'footmen', 1, 1],
        ['d', 'bob', 'warriors', 2, 1],
      ],
      ['a'],
      [4, 3],
    );
    expect(onlyCombat(without.events).winner).toBe('attacker');
  });

  it('all defence modifiers add up: Mountains +2, home +1, Fortress +1, DEFEND +1, 3 Armories +1', () => {
    const { events } = fight(
      rows('g', 'm'),
      [
        ['a', 'ann', 'footmen', 1, 1],
        ['d', 'bob', 'axemen', 2, 1, true],
      ],
      ['a'],
      [6, 1],
      [
        ['fortress', 'bob', 2, 1],
        ['armory', 'bob', 4, 0],
        ['armory', 'bob', 4, 1],
        ['armory', 'bob', 4, 2],
      ],
      { races: ['humans', 'dwarves'] },
    );
    const report = onlyCombat(events);
    expect(report.defenceTotal).toBe(1 + 2 + 1 + 1 + 1 + 1);
    expect(report.winner).toBe('defender');
  });
});
