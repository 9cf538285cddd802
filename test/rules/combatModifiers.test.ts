import { describe, expect, it } from 'vitest';
import { buildingAt, type GameEvent, type GameState, type Order } from '../../src/rules/index.ts';
import { COMBAT_SYSTEMS } from '../../src/rules/combat/allSystems.ts';
import { at, board, endTurn, mods, onlyCombat, play, type BoardOptions, type BuildingSpec, type UnitSpec } from './helpers.ts';

// docs/rules.md, "Combat" [seed] and the terrain, unit and building tables: every modifier on a board.
//
//   row 0:  g g X g g        X = (2,0): a second attacker's hex
//   row 1:   g A D g g       A = (1,1) attacker, D = (2,1) defender; (0,1) is 2 hexes from D
//   row 2:  g g Y g g        Y = (2,2): another hex next to D

const D = at(2, 1);

function rows(attackerTerrain = 'g', defenderTerrain = 'g', second = 'g'): string[] {
  return [`gg${second}gg`, `g${attackerTerrain}${defenderTerrain}gg`, 'ggggg'];
}

/** Ann attacks the unit at (2,1) with the listed units, in order; the faces feed END_TURN. */
function fight(
  terrain: string[],
  units: readonly UnitSpec[],
  attackers: readonly string[],
  faces: readonly number[],
  buildings: readonly BuildingSpec[] = [],
  options: BoardOptions = {},
): { state: GameState; events: GameEvent[] } {
  const start = board(terrain, units, buildings, options);
  const orders: Order[] = attackers.map((unit) => ({ type: 'ATTACK', player: 'ann', unit, target: D }));
  return play(start, [...orders, endTurn('ann')], faces);
}

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

describe('ranged attacks: Archers and Stone-throwers at range 2', () => {
  it('Archers that lose at range 2 survive', () => {
    const { state, events } = fight(
      rows(),
      [
        ['a', 'ann', 'archers', 0, 1],
        ['d', 'bob', 'warriors', 2, 1],
      ],
      ['a'],
      [1, 6],
      [],
      { races: ['elves', 'orcs'] },
    );
    const report = onlyCombat(events);
    expect([report.winner, report.attackersDestroyed]).toEqual(['defender', []]);
    expect(state.units.a!.at).toEqual(at(0, 1));
  });

  it('Archers that win at range 2 destroy the defender', () => {
    const { state } = fight(
      rows(),
      [
        ['a', 'ann', 'archers', 0, 1],
        ['d', 'bob', 'warriors', 2, 1],
      ],
      ['a'],
      [8, 1],
      [],
      { races: ['elves', 'orcs'] },
    );
    expect(state.units.d).toBeUndefined();
  });

  it('Archers that lose an adjacent attack are destroyed', () => {
    const { state, events } = fight(
      rows(),
      [
        ['a', 'ann', 'archers', 1, 1],
        ['d', 'bob', 'warriors', 2, 1],
      ],
      ['a'],
      [1, 6],
      [],
      { races: ['elves', 'orcs'] },
    );
    expect(onlyCombat(events).attackersDestroyed).toEqual([0]);
    expect(state.units.a).toBeUndefined();
  });

  it('Stone-throwers too: survive at range 2, die adjacent', () => {
    const far = fight(
      rows(),
      [
        ['a', 'ann', 'stone-throwers', 0, 1],
        ['d', 'bob', 'warriors', 2, 1],
      ],
      ['a'],
      [1, 6],
      [],
      { races: ['giants', 'orcs'] },
    );
    expect(far.state.units.a).toBeDefined();
    const near = fight(
      rows(),
      [
        ['a', 'ann', 'stone-throwers', 1, 1],
        ['d', 'bob', 'warriors', 2, 1],
      ],
      ['a'],
      [1, 6],
      [],
      { races: ['giants', 'orcs'] },
    );
    expect(near.state.units.a).toBeUndefined();
  });

  it('a losing pair of a ranged and an adjacent attacker: both are destroyed, the one at range 2 included [seed]', () => {
    // Seed 000: "If you lose though, you lose both armies that are attacking." The Archers' house note
    // (a lost ranged attack costs nothing) covers only a ranged unit attacking alone.
    const { state, events } = fight(
      rows(),
      [
        ['a', 'ann', 'archers', 0, 1],
        ['b', 'ann', 'wardens', 2, 0],
        ['d', 'bob', 'warriors', 2, 1],
      ],
      ['a', 'b'],
      [1, 1, 6],
      [],
      { races: ['elves', 'orcs'] },
    );
    expect(onlyCombat(events).attackersDestroyed).toEqual([0, 1]);
    const destroyed = events.flatMap((e) => (e.type === 'UNIT_DESTROYED' ? [e.unit] : []));
    expect(destroyed).toEqual(['a', 'b']);
    expect(state.units.a).toBeUndefined();
    expect(state.units.b).toBeUndefined();
    expect(state.units.d).toBeDefined();
  });

  it('a pair of two ranged units both shooting from range 2 is destroyed whole when it loses', () => {
    const { state, events } = fight(
      rows(),
      [
        ['a', 'ann', 'archers', 0, 1],
        ['b', 'ann', 'archers', 4, 1],
        ['d', 'bob', 'warriors', 2, 1],
      ],
      ['a', 'b'],
      [1, 1, 6],
      [],
      { races: ['elves', 'orcs'] },
    );
    expect(onlyCombat(events).attackersDestroyed).toEqual([0, 1]);
    expect([state.units.a, state.units.b]).toEqual([undefined, undefined]);
  });
});

describe('Cavalry re-roll attack 1s only from Grasslands [seed]', () => {
  const cav = (terrain: string, faces: number[]) =>
    fight(
      rows(terrain, 'g'),
      [
        ['a', 'ann', 'cavalry', 1, 1],
        ['d', 'bob', 'warriors', 2, 1],
      ],
      ['a'],
      faces,
    );

  it('from Grasslands a 1 is re-rolled once', () => {
    const report = onlyCombat(cav('g', [1, 7, 6]).events);
    expect(report.attackers[0]!.roll).toMatchObject({ faces: [1, 7], result: 7 });
    expect(report.winner).toBe('attacker');
  });

  it.each(['d', 'f', 'h', 's', 't'])('from %s a 1 stands', (terrain) => {
    const report = onlyCombat(cav(terrain, [1, 1]).events);
    expect(report.attackers[0]!.roll).toEqual({ sides: 8, faces: [1], result: 1 });
    expect(report.defender.roll.faces).toEqual([1]);
  });

  it('other faces are never re-rolled', () => {
    const report = onlyCombat(cav('g', [2, 1]).events);
    expect(report.attackers[0]!.roll).toEqual({ sides: 8, faces: [2], result: 2 });
  });

  it('Wolf Riders (also mounted, d8) do not re-roll from Grasslands', () => {
    const { events } = fight(
      rows(),
      [
        ['a', 'ann', 'wolf-riders', 1, 1],
        ['d', 'bob', 'footmen', 2, 1],
      ],
      ['a'],
      [1, 1],
      [],
      { races: ['orcs', 'humans'] },
    );
    expect(onlyCombat(events).attackers[0]!.roll.faces).toEqual([1]);
  });

  it('defending Cavalry do not re-roll their defence die', () => {
    const { events } = fight(
      rows(),
      [
        ['a', 'ann', 'warriors', 1, 1],
        ['d', 'bob', 'cavalry', 2, 1],
      ],
      ['a'],
      [2, 1],
      [],
      { races: ['orcs', 'humans'] },
    );
    const report = onlyCombat(events);
    expect(report.defender.roll.faces).toEqual([1]);
    expect(report.winner).toBe('attacker');
  });

  it('in a pair each Cavalry die is re-rolled on its own, dice taken in roll order', () => {
    const { events } = fight(
      rows(),
      [
        ['a', 'ann', 'cavalry', 1, 1],
        ['b', 'ann', 'cavalry', 2, 0],
        ['d', 'bob', 'warriors', 2, 1],
      ],
      ['a', 'b'],
      [3, 1, 4, 6],
    );
    const report = onlyCombat(events);
    expect(report.attackers.map((a) => a.roll.faces)).toEqual([[3], [1, 4]]);
    expect([report.attackTotal, report.defenceTotal]).toEqual([7, 6]);
  });
});

describe('the karnage combat system on its own (no board)', () => {
  it('resolve rolls attackers then the defender and reports the winner', () => {
    const faces = [5, 3];
    const report = COMBAT_SYSTEMS.karnage.resolve(
      {
        attackers: [{ unit: 'cavalry', terrain: 'grasslands', range: 1 }],
        defender: { unit: 'warriors', terrain: 'grasslands', defending: true, fortress: false },
        attackerWeaponsmiths: 3,
        defenderArmories: 3,
      },
      () => faces.shift()!,
    );
    expect([report.attackTotal, report.defenceTotal, report.winner, report.defenderDestroyed]).toEqual([6, 5, 'attacker', true]);
  });
});
