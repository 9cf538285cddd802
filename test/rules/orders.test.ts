import { describe, expect, it } from 'vitest';
import { validateOrder } from '../../src/rules/index.ts';
import { at, board, endTurn, expectRefused, play } from './helpers.ts';
import { field } from './ordersField.ts';

// docs/rules.md, "Orders": whose order it is, and why an ATTACK or a MOVE is refused (the field: ordersField.ts).

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
