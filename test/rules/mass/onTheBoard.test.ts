import { describe, expect, it } from 'vitest';
import type { GameEvent, GameState, MassCombatReport, Order, RaceId } from '../../../src/rules/index.ts';
import { started } from '../../support/scenarios.ts';
import { endTurn, expectRefused, play, scenario, type BuildingSpec, type UnitSpec } from '../helpers.ts';

// Mass battle on the board: men lost and kept, marches, charges through a free hex, regroup rounds,
// dissolving. Only a charge rolls a die (its running die); everything else is the formula.

const ROWS = ['gggggggggggggggggggggg', 'gggggggggggggggggggggg', 'gggggggggggggggggggggg', 'gggggggggggggggggggggg'];

function mass(units: readonly UnitSpec[], races: readonly RaceId[] = ['humans', 'orcs'], buildings: readonly BuildingSpec[] = []): GameState {
  return started({ ...scenario(ROWS, units, buildings, { races }), combatSystem: 'mass' });
}

const attack = (unit: string, col: number, row: number, player = 'ann'): Order => ({ type: 'ATTACK', player, unit, target: { col, row } });
const move = (unit: string, path: readonly [number, number][], player = 'ann'): Order => ({
  type: 'MOVE',
  player,
  unit,
  path: path.map(([col, row]) => ({ col, row })),
});
const reports = (events: readonly GameEvent[]): MassCombatReport[] =>
  events.flatMap((e) => (e.type === 'COMBAT_RESOLVED' && e.report.system === 'mass' ? [e.report] : []));

describe('Mass battle on the board', () => {
  it('an Engage is simultaneous: both units keep the men the formula leaves them', () => {
    // Bob's Warriors (20, AvDam 5, AvTough 4) attack Ann's Footmen (20, AvDam 3, spears, AvTough 5).
    const state = mass(
      [
        ['f', 'ann', 'footmen', 3, 1],
        ['w', 'bob', 'warriors', 4, 1],
      ],
      ['humans', 'orcs'],
    );
    const { state: next, events } = play(state, [endTurn('ann'), attack('w', 3, 1, 'bob'), endTurn('bob')]);
    const [report] = reports(events);
    expect(report?.action).toBe('engage');
    // 10 × 5 − 10 × 5 = 0: exactly 0 kills one. Back: 15 × 3 − 10 × 4 = 5, 5/4 rounds up to 2.
    expect(report?.defenderLosses).toBe(1);
    expect(report?.attackerLosses).toEqual([2]);
    expect(next.units.f?.men).toBe(19);
    expect(next.units.w?.men).toBe(18);
    expect(events.filter((e) => e.type === 'UNIT_MEN_CHANGED')).toHaveLength(2);
  });

  it('a March tires the unit: it cannot strike back, and rests through the regroup round', () => {
    const state = mass([
      ['c', 'ann', 'cavalry', 1, 1],
      ['w', 'bob', 'warriors', 5, 1],
    ]);
    const marched = play(state, [
      move('c', [
        [2, 1],
        [3, 1],
        [4, 1],
      ]),
      endTurn('ann'),
    ]);
    expect(marched.state.units.c?.tired).toBe('march');
    const { events, state: afterBob } = play(marched.state, [attack('w', 4, 1, 'bob'), endTurn('bob')]);
    const [report] = reports(events);
    expect(report?.riposte).toBeUndefined();
    expect(report?.attackerLosses).toEqual([0]);
    // Round 2 is a regroup round: the tired Cavalry take no order, and nobody attacks.
    expect(afterBob.round).toBe(2);
    expectRefused(afterBob, move('c', [[3, 1]]), 'Cavalry at (4,1) marched last round and rest through this regroup round');
    const regroup = play(afterBob, [endTurn('ann')]).state;
    expectRefused(regroup, attack('w', 4, 1, 'bob'), 'round 2 is a regroup round: no attacks, units only move a hex and re-form');
    expectRefused(
      regroup,
      move(
        'w',
        [
          [6, 1],
          [7, 1],
        ],
        'bob',
      ),
      'round 2 is a regroup round: units move one hex at most',
    );
    // Round 3: Ann's turn starts and the Cavalry have rested.
    const round3 = play(regroup, [endTurn('bob')]);
    expect(round3.events.some((e) => e.type === 'UNITS_RESTED' && e.units.includes('c'))).toBe(true);
    expect(round3.state.units.c?.tired).toBeUndefined();
  });

  it('a charge from two hexes runs into the free hex between: a 2 reaches, a 1 falls short', () => {
    const units: UnitSpec[] = [
      ['c', 'ann', 'cavalry', 2, 1],
      ['w', 'bob', 'warriors', 4, 1],
    ];
    const reached = play(mass(units), [attack('c', 4, 1), endTurn('ann')], [2]);
    const [hit] = reports(reached.events);
    expect(hit?.action).toBe('charge');
    expect(hit?.charges).toEqual([{ attacker: 0, pace: 5, die: 2, needed: 7, reached: true }]);
    expect(hit?.attack?.strikers[0]?.value).toBe(6); // AvDam 5, +1 charging with lances
    expect(reached.state.units.c?.at).toEqual({ col: 3, row: 1 });
    expect(reached.state.units.c?.tired).toBe('charge');

    const short = play(mass(units), [attack('c', 4, 1), endTurn('ann')], [1]);
    const [miss] = reports(short.events);
    expect(miss?.action).toBe('charge');
    expect(miss?.charges[0]?.reached).toBe(false);
    expect(miss?.defenderLosses).toBe(0);
    expect(miss?.attackerLosses).toEqual([0]);
    expect(short.state.units.c?.at).toEqual({ col: 3, row: 1 });
  });

  it('a charge needs a free hex between', () => {
    const state = mass([
      ['c', 'ann', 'cavalry', 2, 0],
      ['p', 'ann', 'peasants', 3, 0],
      ['w', 'bob', 'warriors', 4, 0],
    ]);
    expectRefused(state, attack('c', 4, 0), 'Cavalry have no free hex to charge through towards (4,0)');
  });

  it('Archers fire at 2–5 hexes and volley beyond; a volley leaves exact fractions', () => {
    const state = mass(
      [
        ['a', 'ann', 'archers', 1, 1],
        ['f', 'bob', 'footmen', 9, 1],
      ],
      ['elves', 'humans'],
    );
    const { state: next, events } = play(state, [attack('a', 9, 1), endTurn('ann')]);
    const [report] = reports(events);
    expect(report?.action).toBe('volley');
    // Footmen: AvTough 5 with a shield: (max(0, 4 − 5) + (0.5 − 0.25)) × 20 / 4 = 1.25.
    expect(report?.volley?.wounds).toBe(1.25);
    expect(next.units.f?.men).toBe(18.75);

    const near = mass(
      [
        ['a', 'ann', 'archers', 1, 1],
        ['f', 'bob', 'footmen', 5, 1],
        ['x', 'bob', 'peasants', 21, 1],
      ],
      ['elves', 'humans'],
    );
    const fired = reports(play(near, [attack('a', 5, 1), endTurn('ann')]).events)[0];
    // 4 hexes is medium range: AvDam 3 − 1 + 1 for the extra rank behind.
    expect(fired?.action).toBe('fire');
    expect(fired?.attack?.strikers[0]?.value).toBe(3);
    expectRefused(near, attack('a', 21, 1), 'Archers can attack at most 19 hexes away; (21,1) is 20');
  });

  it('a unit brought to 5 men or fewer is dissolved', () => {
    const state = mass(
      [
        ['t', 'ann', 'trolls', 3, 1],
        ['g', 'bob', 'peasants', 4, 1],
      ],
      ['trolls', 'humans'],
    );
    const worn = { ...state, units: { ...state.units, g: { ...state.units.g!, men: 7 } } };
    const { state: next, events } = play(worn, [attack('t', 4, 1), endTurn('ann')]);
    const [report] = reports(events);
    expect(report?.dissolved.defender || report?.menAfter.defender === 0).toBe(true);
    expect(report?.defenderDestroyed).toBe(true);
    expect(next.units.g).toBeUndefined();
  });
});

describe('a planned charge keeps its hex', () => {
  it('a later move into the only free hex between is refused, with the reason', () => {
    const state = mass([
      ['c', 'ann', 'cavalry', 2, 0],
      ['p', 'ann', 'peasants', 2, 1],
      ['w', 'bob', 'warriors', 4, 0],
    ]);
    const planned = play(state, [attack('c', 4, 0)]).state;
    expectRefused(planned, move('p', [[3, 0]]), 'that would fill the only free hex the Cavalry at (2,0) charge through towards (4,0)');
  });
});

describe('direct fire needs a line of sight', () => {
  const rows = ['gggggggggggggggggggggg', 'gggfgggggggggggggggggg', 'gggggggggggggggggggggg', 'gggggggggggggggggggggg'];
  const shooting = (extra: readonly UnitSpec[] = []) =>
    started({
      ...scenario(rows, [['a', 'ann', 'archers', 1, 1], ['f', 'bob', 'footmen', 5, 1], ['g', 'bob', 'footmen', 9, 1], ...extra], [], {
        races: ['elves', 'humans'],
      }),
      combatSystem: 'mass',
    });

  it('a Forest between hides the target from fire; a volley from 6 hexes or more needs no sight', () => {
    const state = shooting();
    expectRefused(state, attack('a', 5, 1), 'Archers cannot see (5,1) to fire: Forest at (3,1) is in the way (volleys, from 6 hexes, need no sight)');
    const [volley] = reports(play(state, [attack('a', 9, 1), endTurn('ann')]).events);
    expect(volley?.action).toBe('volley');
  });

  it('a unit between hides it too, and so does one of ours moved into the line before the shot', () => {
    const open = started({
      ...scenario(
        ROWS,
        [
          ['a', 'ann', 'archers', 1, 1],
          ['p', 'ann', 'wardens', 3, 2],
          ['f', 'bob', 'footmen', 5, 1],
        ],
        [],
        { races: ['elves', 'humans'] },
      ),
      combatSystem: 'mass',
    });
    const planned = play(open, [attack('a', 5, 1)]).state;
    // The Wardens' move into the line is refused as planned (the plan knows where they will stand).
    expectRefused(planned, move('p', [[3, 1]]), 'Archers cannot see (5,1) to fire: a unit at (3,1) is in the way (volleys, from 6 hexes, need no sight)');
  });
});
