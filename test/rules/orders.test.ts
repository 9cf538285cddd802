import { describe, expect, it } from 'vitest';
import { goldAvailable, playOrder, scriptedDice, validateOrder, type GameState } from '../../src/rules/index.ts';
import { at, board, endTurn, expectRefused, play } from './helpers.ts';

// docs/rules.md, "Orders": which orders a player may give, and the reason when one is refused.
//
//   row 0:  g g g g m        Ann (Humans): Footmen f (1,1), Cavalry c (0,1), Archers-less; Peasants p (1,3)
//   row 1:   c f W g g       Bob (Orcs): Warriors W (2,1), Grunts G (4,1)
//   row 2:  g g g g g
//   row 3:   g p g g G

function field(gold = 10): GameState {
  return board(
    ['ggggm', 'ggggg', 'ggggg', 'ggggg'],
    [
      ['f', 'ann', 'footmen', 1, 1],
      ['c', 'ann', 'cavalry', 0, 1],
      ['p', 'ann', 'peasants', 1, 3],
      ['w', 'bob', 'warriors', 2, 1],
      ['g', 'bob', 'grunts', 4, 3],
    ],
    [],
    { gold: [gold, 10] },
  );
}

describe('whose order', () => {
  it('not your turn', () => {
    expectRefused(field(), { type: 'DEFEND', player: 'bob', unit: 'w' }, "it is Ann's turn, not Bob's");
    expectRefused(field(), endTurn('bob'), "it is Ann's turn, not Bob's");
  });

  it('not your unit', () => {
    expectRefused(field(), { type: 'DEFEND', player: 'ann', unit: 'w' }, "Warriors at (2,1) is not Ann's");
  });

  it('no such player or unit', () => {
    expectRefused(field(), { type: 'DEFEND', player: 'zed', unit: 'f' }, 'there is no player "zed"');
    expectRefused(field(), { type: 'DEFEND', player: 'ann', unit: 'nobody' }, 'there is no unit "nobody"');
  });

  it('one action per unit: a second order for the same unit is refused', () => {
    const { state } = play(field(), [{ type: 'DEFEND', player: 'ann', unit: 'f' }]);
    expectRefused(state, { type: 'ATTACK', player: 'ann', unit: 'f', target: at(2, 1) }, 'Footmen at (1,1) already has an order this turn');
    expectRefused(state, { type: 'MOVE', player: 'ann', unit: 'f', path: [at(1, 0)] }, 'Footmen at (1,1) already has an order this turn');
    expectRefused(state, { type: 'BUILD', player: 'ann', unit: 'f', building: 'farm' }, 'Footmen at (1,1) already has an order this turn');
    expectRefused(state, { type: 'DEFEND', player: 'ann', unit: 'f' }, 'Footmen at (1,1) already has an order this turn');
  });

  it('MOVE then ATTACK as two orders is refused: the seed’s MOVE + ATTACK is ATTACK with advance', () => {
    const { state } = play(field(), [{ type: 'MOVE', player: 'ann', unit: 'c', path: [at(0, 0)] }]);
    expectRefused(state, { type: 'ATTACK', player: 'ann', unit: 'c', target: at(2, 1) }, 'Cavalry at (0,1) already has an order this turn');
  });

  it('accepted orders are planned, not resolved, until END_TURN', () => {
    const start = field();
    const { state, events } = play(start, [{ type: 'MOVE', player: 'ann', unit: 'c', path: [at(0, 0)] }]);
    expect(events).toEqual([{ type: 'ORDER_PLANNED', order: { type: 'MOVE', player: 'ann', unit: 'c', path: [at(0, 0)] }, cost: 0 }]);
    expect(state.units.c!.at).toEqual(at(0, 1));
    expect(state.pending).toHaveLength(1);
  });
});

describe('ATTACK refusals', () => {
  it('nothing to attack', () => {
    expectRefused(field(), { type: 'ATTACK', player: 'ann', unit: 'f', target: at(2, 0) }, 'there is no unit to attack at (2,0)');
  });

  it('an own unit', () => {
    expectRefused(field(), { type: 'ATTACK', player: 'ann', unit: 'f', target: at(0, 1) }, 'Cavalry at (0,1) are your own');
  });

  it('not adjacent', () => {
    expectRefused(field(), { type: 'ATTACK', player: 'ann', unit: 'c', target: at(2, 1) }, 'Cavalry can only attack an adjacent hex');
  });

  it('off the map', () => {
    expectRefused(field(), { type: 'ATTACK', player: 'ann', unit: 'f', target: at(9, 9) }, '(9,9) is not on the map');
  });

  it('range 2 only for Archers and Stone-throwers, and not beyond', () => {
    const elves = board(
      ['gggggg'],
      [
        ['a', 'ann', 'archers', 0, 0],
        ['w', 'ann', 'wardens', 5, 0],
        ['x', 'bob', 'warriors', 2, 0],
        ['y', 'bob', 'grunts', 3, 0],
      ],
      [],
      {
        races: ['elves', 'orcs'],
      },
    );
    expect(validateOrder(elves, { type: 'ATTACK', player: 'ann', unit: 'a', target: at(2, 0) })).toEqual({ ok: true, cost: 0 });
    expectRefused(elves, { type: 'ATTACK', player: 'ann', unit: 'a', target: at(3, 0) }, 'Archers can attack at most 2 hexes away; (3,0) is 3');
    expectRefused(elves, { type: 'ATTACK', player: 'ann', unit: 'w', target: at(3, 0) }, 'Wardens can only attack an adjacent hex');
    const giants = board(
      ['gggg'],
      [
        ['s', 'ann', 'stone-throwers', 0, 0],
        ['h', 'ann', 'giants', 3, 0],
        ['x', 'bob', 'warriors', 2, 0],
      ],
      [],
      { races: ['giants', 'orcs'] },
    );
    expect(validateOrder(giants, { type: 'ATTACK', player: 'ann', unit: 's', target: at(2, 0) }).ok).toBe(true);
    const hidden = board(
      ['gggg'],
      [
        ['h', 'ann', 'giants', 0, 0],
        ['x', 'bob', 'warriors', 2, 0],
      ],
      [],
      { races: ['giants', 'orcs'] },
    );
    expectRefused(hidden, { type: 'ATTACK', player: 'ann', unit: 'h', target: at(2, 0) }, 'Giants can only attack an adjacent hex');
  });

  it('a third attacker on one defender', () => {
    const { state } = play(
      board(
        ['ggg', 'ggg', 'ggg'],
        [
          ['a', 'ann', 'footmen', 1, 0],
          ['b', 'ann', 'footmen', 2, 1],
          ['c', 'ann', 'footmen', 1, 2],
          ['w', 'bob', 'warriors', 1, 1],
        ],
      ),
      [
        { type: 'ATTACK', player: 'ann', unit: 'a', target: at(1, 1) },
        { type: 'ATTACK', player: 'ann', unit: 'b', target: at(1, 1) },
      ],
    );
    expectRefused(state, { type: 'ATTACK', player: 'ann', unit: 'c', target: at(1, 1) }, 'at most 2 units may attack one defender in a turn');
  });

  it('advance from range 2', () => {
    const elves = board(
      ['gggg'],
      [
        ['a', 'ann', 'archers', 0, 0],
        ['x', 'bob', 'warriors', 2, 0],
      ],
      [],
      { races: ['elves', 'orcs'] },
    );
    expectRefused(
      elves,
      { type: 'ATTACK', player: 'ann', unit: 'a', target: at(2, 0), advance: true },
      'Archers cannot advance after an attack from 2 hexes away',
    );
    expect(validateOrder(elves, { type: 'ATTACK', player: 'ann', unit: 'a', target: at(2, 0) }).ok).toBe(true);
  });

  it('two advancing attackers', () => {
    const { state } = play(
      board(
        ['ggg', 'ggg'],
        [
          ['a', 'ann', 'footmen', 0, 0],
          ['b', 'ann', 'footmen', 2, 0],
          ['w', 'bob', 'warriors', 1, 0],
        ],
      ),
      [{ type: 'ATTACK', player: 'ann', unit: 'a', target: at(1, 0), advance: true }],
    );
    expectRefused(state, { type: 'ATTACK', player: 'ann', unit: 'b', target: at(1, 0), advance: true }, 'only one attacker of a pair can advance into the hex');
    expect(validateOrder(state, { type: 'ATTACK', player: 'ann', unit: 'b', target: at(1, 0) }).ok).toBe(true);
  });

  it('Cavalry may attack into Mountains but not advance there', () => {
    const state = board(
      ['gm'],
      [
        ['c', 'ann', 'cavalry', 0, 0],
        ['x', 'bob', 'warriors', 1, 0],
      ],
    );
    expect(validateOrder(state, { type: 'ATTACK', player: 'ann', unit: 'c', target: at(1, 0) }).ok).toBe(true);
    expectRefused(state, { type: 'ATTACK', player: 'ann', unit: 'c', target: at(1, 0), advance: true }, 'Cavalry cannot enter Mountains');
  });
});

describe('MOVE refusals', () => {
  it('Cavalry cannot enter Mountains', () => {
    const state = board(['gm'], [['c', 'ann', 'cavalry', 0, 0]]);
    expectRefused(state, { type: 'MOVE', player: 'ann', unit: 'c', path: [at(1, 0)] }, 'Cavalry cannot enter Mountains');
  });
  it('through an enemy unit', () => {
    expectRefused(field(), { type: 'MOVE', player: 'ann', unit: 'f', path: [at(2, 1), at(3, 1)] }, 'Footmen cannot move through the enemy unit at (2,1)');
  });
  it('over the move allowance', () => {
    expectRefused(field(), { type: 'MOVE', player: 'ann', unit: 'p', path: [at(2, 3), at(3, 3), at(3, 2)] }, 'Peasants move 2, this path costs 3');
  });
  it('into Water', () => {
    const state = board(['gw'], [['f', 'ann', 'footmen', 0, 0]]);
    expectRefused(state, { type: 'MOVE', player: 'ann', unit: 'f', path: [at(1, 0)] }, 'Footmen cannot enter Water');
  });
});

describe('BUILD refusals and costs', () => {
  it('not enough gold, in the exact form "not enough gold: Fortress costs 5, you have 3"', () => {
    expectRefused(field(3), { type: 'BUILD', player: 'ann', unit: 'f', building: 'fortress' }, 'not enough gold: Fortress costs 5, you have 3');
  });

  it('gold already planned is not there any more', () => {
    const { state } = play(field(), [
      { type: 'BUILD', player: 'ann', unit: 'f', building: 'fortress' },
      { type: 'BUILD', player: 'ann', unit: 'c', building: 'armory' },
    ]);
    expect(goldAvailable(state)).toBe(1);
    expectRefused(state, { type: 'BUILD', player: 'ann', unit: 'p', building: 'fortress' }, 'not enough gold: Fortress costs 3, you have 1');
    expect(validateOrder(state, { type: 'BUILD', player: 'ann', unit: 'p', building: 'farm' })).toEqual({ ok: true, cost: 1 });
  });

  it('the order carries what this unit pays', () => {
    expect(validateOrder(field(), { type: 'BUILD', player: 'ann', unit: 'p', building: 'fortress' })).toEqual({ ok: true, cost: 3 });
    expect(validateOrder(field(), { type: 'BUILD', player: 'ann', unit: 'f', building: 'fortress' })).toEqual({ ok: true, cost: 5 });
  });

  it('Farm only on Grasslands or Forest', () => {
    const state = board(
      ['hfmg'],
      [
        ['a', 'ann', 'peasants', 0, 0],
        ['b', 'ann', 'footmen', 1, 0],
        ['c', 'ann', 'cavalry', 3, 0],
        ['d', 'ann', 'peasants', 2, 0],
      ],
    );
    expectRefused(state, { type: 'BUILD', player: 'ann', unit: 'a', building: 'farm' }, 'a Farm can only stand on Grasslands or Forest, not Hills');
    expectRefused(state, { type: 'BUILD', player: 'ann', unit: 'd', building: 'farm' }, 'a Farm can only stand on Grasslands or Forest, not Mountains');
    expect(validateOrder(state, { type: 'BUILD', player: 'ann', unit: 'b', building: 'farm' }).ok).toBe(true);
    expect(validateOrder(state, { type: 'BUILD', player: 'ann', unit: 'c', building: 'farm' }).ok).toBe(true);
  });

  it('Mine only on Hills or Mountains', () => {
    const state = board(
      ['hmgs'],
      [
        ['a', 'ann', 'peasants', 0, 0],
        ['b', 'ann', 'footmen', 1, 0],
        ['c', 'ann', 'cavalry', 2, 0],
        ['d', 'ann', 'peasants', 3, 0],
      ],
    );
    expect(validateOrder(state, { type: 'BUILD', player: 'ann', unit: 'a', building: 'mine' }).ok).toBe(true);
    expect(validateOrder(state, { type: 'BUILD', player: 'ann', unit: 'b', building: 'mine' }).ok).toBe(true);
    expectRefused(state, { type: 'BUILD', player: 'ann', unit: 'c', building: 'mine' }, 'a Mine can only stand on Hills or Mountains, not Grasslands');
    expectRefused(state, { type: 'BUILD', player: 'ann', unit: 'd', building: 'mine' }, 'a Mine can only stand on Hills or Mountains, not Swamp');
  });

  it('the other buildings may stand on any land', () => {
    const state = board(
      ['smtdfh'],
      [0, 1, 2, 3, 4, 5].map((col) => [`u${col}`, 'ann', 'footmen', col, 0] as const),
    );
    for (const building of ['weaponsmith', 'armory', 'stable', 'barracks', 'fortress'] as const) {
      for (let col = 0; col < 6; col++) expect(validateOrder(state, { type: 'BUILD', player: 'ann', unit: `u${col}`, building }).ok).toBe(true);
    }
  });

  it('a Keep cannot be built', () => {
    expectRefused(field(), { type: 'BUILD', player: 'ann', unit: 'p', building: 'keep' }, 'a Keep cannot be built');
  });

  it('a hex that already has a building, whoever owns it', () => {
    const mine = board(['gg'], [['f', 'ann', 'footmen', 0, 0]], [['farm', 'ann', 0, 0]]);
    expectRefused(mine, { type: 'BUILD', player: 'ann', unit: 'f', building: 'fortress' }, 'there is already a Farm at (0,0)');
    const theirs = board(['gg'], [['f', 'ann', 'footmen', 0, 0]], [['barracks', 'bob', 0, 0]]);
    expectRefused(theirs, { type: 'BUILD', player: 'ann', unit: 'f', building: 'fortress' }, 'there is already a Barracks at (0,0)');
  });
});

describe('RECRUIT refusals', () => {
  const base = (gold = 20) =>
    board(
      ['gggg', 'gggg'],
      [['x', 'ann', 'footmen', 3, 1]],
      [
        ['keep', 'ann', 0, 0],
        ['stable', 'ann', 1, 0],
        ['barracks', 'ann', 2, 0],
        ['farm', 'ann', 3, 0],
        ['barracks', 'bob', 0, 1],
        ['barracks', 'ann', 3, 1],
      ],
      { gold: [gold, 10] },
    );
  const recruit = (col: number, row: number, unitType: 'cavalry' | 'footmen' | 'peasants' | 'warriors') => ({
    type: 'RECRUIT' as const,
    player: 'ann',
    at: at(col, row),
    unitType,
  });

  it('another race’s unit', () => {
    expectRefused(base(), recruit(0, 0, 'warriors'), 'Humans cannot recruit Warriors');
  });

  it('Stable recruits only mounted units', () => {
    expect(validateOrder(base(), recruit(1, 0, 'cavalry'))).toEqual({ ok: true, cost: 6 });
    expectRefused(base(), recruit(1, 0, 'footmen'), 'a Stable recruits only mounted units, not Footmen');
  });

  it('Barracks recruits only foot units', () => {
    expect(validateOrder(base(), recruit(2, 0, 'footmen'))).toEqual({ ok: true, cost: 4 });
    expect(validateOrder(base(), recruit(2, 0, 'peasants'))).toEqual({ ok: true, cost: 2 });
    expectRefused(base(), recruit(2, 0, 'cavalry'), 'a Barracks recruits only foot units, not Cavalry');
  });

  it('Keep recruits any unit', () => {
    expect(validateOrder(base(), recruit(0, 0, 'cavalry')).ok).toBe(true);
    expect(validateOrder(base(), recruit(0, 0, 'footmen')).ok).toBe(true);
  });

  it('other buildings do not recruit; no building, or another player’s, is refused', () => {
    expectRefused(base(), recruit(3, 0, 'footmen'), 'a Farm does not recruit units');
    expectRefused(base(), recruit(1, 1, 'footmen'), 'you have no building at (1,1) to recruit in');
    expectRefused(base(), recruit(0, 1, 'footmen'), 'you have no building at (0,1) to recruit in');
  });

  it('onto an occupied hex, or twice onto one building', () => {
    expectRefused(base(), recruit(3, 1, 'footmen'), 'the Barracks at (3,1) will be occupied: one unit per hex');
    const { state } = play(base(), [recruit(0, 0, 'peasants')]);
    expectRefused(state, recruit(0, 0, 'peasants'), 'the Keep at (0,0) will be occupied: one unit per hex');
  });

  it('a Keep in the Mountains cannot take mounted recruits', () => {
    const state = board(['mg'], [], [['keep', 'ann', 0, 0]]);
    expectRefused(state, recruit(0, 0, 'cavalry'), 'Cavalry cannot enter Mountains');
    expect(validateOrder(state, recruit(0, 0, 'footmen')).ok).toBe(true);
  });

  it('not enough gold', () => {
    expectRefused(base(2), recruit(1, 0, 'cavalry'), 'not enough gold: Cavalry costs 6, you have 5'); // 2 + Keep 2 + Farm 1
  });
});

describe('a refused order changes nothing', () => {
  it('the same state object comes back untouched, and later orders still work', () => {
    const state = field();
    const snapshot = structuredClone(state);
    const outcome = playOrder(state, { type: 'ATTACK', player: 'ann', unit: 'f', target: at(3, 3) }, scriptedDice([]));
    expect(outcome.ok).toBe(false);
    expect(state).toEqual(snapshot);
    expect(state.pending).toEqual([]);
    expect(playOrder(state, { type: 'ATTACK', player: 'ann', unit: 'f', target: at(2, 1) }, scriptedDice([])).ok).toBe(true);
  });

  it('END_TURN with too few typed-in dice is refused and resolves nothing', () => {
    const { state } = play(field(), [{ type: 'ATTACK', player: 'ann', unit: 'f', target: at(2, 1) }]);
    expectRefused(state, endTurn('ann'), 'not enough dice faces: 1 given, a d6 roll needs one more', scriptedDice([4]));
    expectRefused(state, endTurn('ann'), 'die 1 is 7, but a d6 shows 1 to 6', scriptedDice([7, 1]));
  });

  it('after the game is over every order is refused', () => {
    const { state } = play(
      board(
        ['gg'],
        [
          ['f', 'ann', 'footmen', 0, 0],
          ['w', 'bob', 'warriors', 1, 0],
        ],
      ),
      [{ type: 'ATTACK', player: 'ann', unit: 'f', target: at(1, 0) }, endTurn('ann')],
      [6, 1],
    );
    expect(state.result).toEqual({ kind: 'won', winner: 'ann', reason: 'last-standing' });
    expectRefused(state, endTurn('ann'), 'the game is over');
    expectRefused(state, { type: 'DEFEND', player: 'ann', unit: 'f' }, 'the game is over');
  });
});
