import { describe, expect, it } from 'vitest';
import { cheapestPath, hexDistance, hexIndex, moveDestinations, neighbours, planView, reach, validateOrder, type HexCoord } from '../../src/rules/index.ts';
import { map } from '../support/scenarios.ts';
import { at, board, endTurn, expectRefused, play } from './helpers.ts';

// docs/rules.md, "The map" and "A turn, step by step": move costs, allowances, passing units, planned positions.

const keys = (hexes: readonly HexCoord[]) => hexes.map((h) => `${h.col},${h.row}`).sort();

describe('hex neighbours (pointy tops, odd rows shifted right)', () => {
  const m = map('ggggg', 'ggggg', 'ggggg', 'ggggg', 'ggggg');
  it('of (2,2), an even row', () => {
    expect(keys(neighbours(m, at(2, 2)))).toEqual(keys([at(2, 1), at(3, 2), at(2, 3), at(1, 3), at(1, 2), at(1, 1)]));
  });
  it('of (2,1), an odd row', () => {
    expect(keys(neighbours(m, at(2, 1)))).toEqual(keys([at(3, 0), at(3, 1), at(3, 2), at(2, 2), at(1, 1), at(2, 0)]));
  });
});

describe('hex distance agrees with steps between neighbours', () => {
  it('on a 7×7 map, from every hex to every hex', () => {
    const m = map(...Array.from({ length: 7 }, () => 'ggggggg'));
    for (let from = 0; from < 49; from++) {
      // Breadth-first steps from one hex.
      const steps = new Map<string, number>([[`${from % 7},${Math.floor(from / 7)}`, 0]]);
      const queue: HexCoord[] = [at(from % 7, Math.floor(from / 7))];
      while (queue.length) {
        const hex = queue.shift()!;
        for (const n of neighbours(m, hex)) {
          const k = `${n.col},${n.row}`;
          if (!steps.has(k)) {
            steps.set(k, steps.get(`${hex.col},${hex.row}`)! + 1);
            queue.push(n);
          }
        }
      }
      for (const [k, d] of steps) {
        const [col, row] = k.split(',').map(Number);
        expect(hexDistance(at(from % 7, Math.floor(from / 7)), at(col!, row!))).toBe(d);
      }
    }
  });
});

describe('move costs per terrain', () => {
  it.each([
    ['g', 1],
    ['d', 1],
    ['f', 2],
    ['h', 2],
    ['s', 2],
    ['t', 2],
  ] as const)('entering %s costs %i', (letter, cost) => {
    const state = board([`g${letter}g`], [['a', 'ann', 'footmen', 0, 0]]);
    expect(reach(state, state.units.a!).cost.get(hexIndex(state.map, at(1, 0)))).toBe(cost);
  });

  it('entering Mountains costs 3, more than Footmen’s move 2: they may climb in as their whole move, no further', () => {
    const state = board(['gmgg'], [['a', 'ann', 'footmen', 0, 0]]);
    expect(validateOrder(state, { type: 'MOVE', player: 'ann', unit: 'a', path: [at(1, 0)] })).toEqual({ ok: true, cost: 0 });
    expectRefused(state, { type: 'MOVE', player: 'ann', unit: 'a', path: [at(1, 0), at(2, 0)] }, 'Footmen move 2, this path costs 4');
    expect(reach(state, state.units.a!).cost.has(hexIndex(state.map, at(2, 0)))).toBe(false);
  });

  it('one adjacent hex is always allowed, but only as the first and only step', () => {
    const state = board(['gfmg'], [['a', 'ann', 'footmen', 0, 0]]);
    // g → f costs 2 (the whole allowance); f → m would make 5.
    expectRefused(state, { type: 'MOVE', player: 'ann', unit: 'a', path: [at(1, 0), at(2, 0)] }, 'Footmen move 2, this path costs 5');
  });

  it('the start hex costs nothing; each entered hex is paid: g g = 2 is fine, g f = 3 is not for move 2', () => {
    const state = board(['gggf'], [['a', 'ann', 'footmen', 0, 0]]);
    expect(validateOrder(state, { type: 'MOVE', player: 'ann', unit: 'a', path: [at(1, 0), at(2, 0)] })).toEqual({ ok: true, cost: 0 });
    const other = board(['ggfg'], [['a', 'ann', 'footmen', 0, 0]]);
    expectRefused(other, { type: 'MOVE', player: 'ann', unit: 'a', path: [at(1, 0), at(2, 0)] }, 'Footmen move 2, this path costs 3');
  });

  it('Cavalry (move 3) cross three Grasslands or Forest + Grasslands, but not Forest + Forest', () => {
    const state = board(['ggggg', 'gfggg', 'ggggg'], [['a', 'ann', 'cavalry', 0, 0]]);
    const cost = reach(state, state.units.a!).cost;
    expect(cost.get(hexIndex(state.map, at(3, 0)))).toBe(3);
    expect(cost.has(hexIndex(state.map, at(4, 0)))).toBe(false);
    const forests = board(['gffg'], [['a', 'ann', 'cavalry', 0, 0]]);
    expectRefused(forests, { type: 'MOVE', player: 'ann', unit: 'a', path: [at(1, 0), at(2, 0)] }, 'Cavalry move 3, this path costs 4');
  });

  it('Ironguard (move 1) step into Forest as their whole move, but cannot go on', () => {
    const state = board(['gfg', 'ggg'], [['a', 'bob', 'ironguard', 0, 0]], [], { races: ['orcs', 'dwarves'], firstPlayer: 'bob' });
    expect(validateOrder(state, { type: 'MOVE', player: 'bob', unit: 'a', path: [at(0, 1)] }).ok).toBe(true);
    expect(validateOrder(state, { type: 'MOVE', player: 'bob', unit: 'a', path: [at(1, 0)] }).ok).toBe(true);
    expectRefused(state, { type: 'MOVE', player: 'bob', unit: 'a', path: [at(1, 0), at(2, 0)] }, 'Ironguard move 1, this path costs 3');
  });

  it('Water is impassable to everyone', () => {
    const state = board(['gwg'], [['a', 'ann', 'cavalry', 0, 0]]);
    expectRefused(state, { type: 'MOVE', player: 'ann', unit: 'a', path: [at(1, 0)] }, 'Cavalry cannot enter Water');
    expect(reach(state, state.units.a!).cost.size).toBe(1); // only the start hex: the map is cut in two
  });

  it('mounted units cannot enter Mountains, foot units can', () => {
    const state = board(
      ['gmg', 'ggg'],
      [
        ['a', 'ann', 'cavalry', 0, 0],
        ['b', 'ann', 'footmen', 2, 0],
      ],
    );
    expectRefused(state, { type: 'MOVE', player: 'ann', unit: 'a', path: [at(1, 0)] }, 'Cavalry cannot enter Mountains');
    const dwarves = board(['gmg'], [['a', 'ann', 'axemen', 0, 0]], [], { races: ['dwarves', 'orcs'] });
    expect(validateOrder(dwarves, { type: 'MOVE', player: 'ann', unit: 'a', path: [at(1, 0)] }).ok).toBe(true);
    const wolves = board(['gmg'], [['a', 'ann', 'wolf-riders', 0, 0]], [], { races: ['orcs', 'humans'] });
    expectRefused(wolves, { type: 'MOVE', player: 'ann', unit: 'a', path: [at(1, 0)] }, 'Wolf Riders cannot enter Mountains');
  });

  it('each step must be next to the one before', () => {
    const state = board(['gggg'], [['a', 'ann', 'cavalry', 0, 0]]);
    expectRefused(state, { type: 'MOVE', player: 'ann', unit: 'a', path: [at(2, 0)] }, '(2,0) is not next to (0,0)');
    expectRefused(state, { type: 'MOVE', player: 'ann', unit: 'a', path: [] }, 'a move needs at least one hex to enter');
    expectRefused(state, { type: 'MOVE', player: 'ann', unit: 'a', path: [at(0, -1)] }, '(0,-1) is not on the map');
  });
});

describe('passing units', () => {
  it('a unit may pass through its own units', () => {
    const state = board(
      ['gggg'],
      [
        ['a', 'ann', 'cavalry', 0, 0],
        ['b', 'ann', 'footmen', 1, 0],
      ],
    );
    const { state: after } = play(state, [{ type: 'MOVE', player: 'ann', unit: 'a', path: [at(1, 0), at(2, 0)] }, endTurn('ann')]);
    expect(after.units.a!.at).toEqual(at(2, 0));
    expect(after.units.b!.at).toEqual(at(1, 0));
  });

  it('never through an enemy unit', () => {
    const state = board(
      ['gggg'],
      [
        ['a', 'ann', 'cavalry', 0, 0],
        ['e', 'bob', 'warriors', 1, 0],
      ],
    );
    expectRefused(state, { type: 'MOVE', player: 'ann', unit: 'a', path: [at(1, 0), at(2, 0)] }, 'Cavalry cannot move through the enemy unit at (1,0)');
    // A one-row map: the enemy cuts the way, so (2,0) is out of reach.
    expect(reach(state, state.units.a!).cost.has(hexIndex(state.map, at(2, 0)))).toBe(false);
  });

  it('the cheapest path goes round an enemy', () => {
    // row 0: C E g       C Cavalry (0,0), E enemy (1,0)
    // row 1:  g g g      around through (0,1) → (1,1) → (2,0): cost 3
    const state = board(
      ['ggg', 'ggg'],
      [
        ['a', 'ann', 'cavalry', 0, 0],
        ['e', 'bob', 'warriors', 1, 0],
      ],
    );
    const path = cheapestPath(state, state.units.a!, at(2, 0));
    expect(path).toHaveLength(3);
    expect(path).not.toContainEqual(at(1, 0));
    expect(validateOrder(state, { type: 'MOVE', player: 'ann', unit: 'a', path: path! }).ok).toBe(true);
  });

  it('a move may not end on a hex held by its own unit', () => {
    const state = board(
      ['gggg'],
      [
        ['a', 'ann', 'cavalry', 0, 0],
        ['b', 'ann', 'footmen', 1, 0],
      ],
    );
    expectRefused(state, { type: 'MOVE', player: 'ann', unit: 'a', path: [at(1, 0)] }, '(1,0) will be occupied: one unit per hex');
  });

  it('nor on an enemy unit', () => {
    const state = board(
      ['gggg'],
      [
        ['a', 'ann', 'cavalry', 0, 0],
        ['e', 'bob', 'warriors', 1, 0],
      ],
    );
    expectRefused(state, { type: 'MOVE', player: 'ann', unit: 'a', path: [at(1, 0)] }, 'Cavalry cannot move through the enemy unit at (1,0)');
  });
});

describe('planned positions', () => {
  const two = () =>
    board(
      ['gggg'],
      [
        ['a', 'ann', 'footmen', 1, 0],
        ['b', 'ann', 'footmen', 0, 0],
      ],
    );

  it('a move into a hex another unit plans to leave is fine, and both arrive', () => {
    const { state } = play(two(), [
      { type: 'MOVE', player: 'ann', unit: 'a', path: [at(2, 0)] },
      { type: 'MOVE', player: 'ann', unit: 'b', path: [at(1, 0)] },
      endTurn('ann'),
    ]);
    expect(state.units.a!.at).toEqual(at(2, 0));
    expect(state.units.b!.at).toEqual(at(1, 0));
  });

  it('a hex another unit plans to move into is taken', () => {
    const { state } = play(
      board(
        ['gggg'],
        [
          ['a', 'ann', 'footmen', 0, 0],
          ['b', 'ann', 'footmen', 3, 0],
        ],
      ),
      [{ type: 'MOVE', player: 'ann', unit: 'a', path: [at(1, 0)] }],
    );
    expectRefused(state, { type: 'MOVE', player: 'ann', unit: 'b', path: [at(2, 0), at(1, 0)] }, '(1,0) will be occupied: one unit per hex');
  });

  it('moving into a hex whose unit has not (yet) planned to leave is refused', () => {
    expectRefused(two(), { type: 'MOVE', player: 'ann', unit: 'b', path: [at(1, 0)] }, '(1,0) will be occupied: one unit per hex');
  });

  it('a hex where a recruit is planned is taken', () => {
    const start = board(['gggg'], [['a', 'ann', 'footmen', 2, 0]], [['keep', 'ann', 0, 0]]);
    const { state } = play(start, [{ type: 'RECRUIT', player: 'ann', at: at(0, 0), unitType: 'peasants' }]);
    expectRefused(state, { type: 'MOVE', player: 'ann', unit: 'a', path: [at(1, 0), at(0, 0)] }, '(0,0) will be occupied: one unit per hex');
  });

  it('moveDestinations lists the reachable hexes free once the plan resolves', () => {
    const start = board(
      ['ggggg'],
      [
        ['a', 'ann', 'footmen', 2, 0],
        ['b', 'ann', 'footmen', 4, 0],
        ['e', 'bob', 'warriors', 0, 0],
      ],
    );
    // Footmen at (2,0): (1,0), (3,0) at cost 1; (0,0) enemy; (4,0) own unit.
    expect(keys(moveDestinations(start, planView(start), start.units.a!))).toEqual(['1,0', '3,0']);
    const { state } = play(start, [{ type: 'MOVE', player: 'ann', unit: 'b', path: [at(3, 0)] }]);
    expect(keys(moveDestinations(state, planView(state), state.units.a!))).toEqual(['1,0', '4,0']);
  });
});
