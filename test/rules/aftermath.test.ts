import { describe, expect, it } from 'vitest';
import { afterTheFight } from '../../src/rules/aftermath.ts';
import type { Aftermath, CombatReportBase } from '../../src/rules/combat/report.ts';
import { EventRecorder } from '../../src/rules/recorder.ts';
import { areAdjacent, hexDistance, type GameEvent, type GameState, type Unit } from '../../src/rules/index.ts';
import { started } from '../support/scenarios.ts';
import { board, endTurn, play, scenario, type BuildingSpec, type UnitSpec } from './helpers.ts';

// What a fight leaves on the board besides its dead (Warfare's aftermath, combat/report.ts): carried out
// by the rules whatever system reported it. Reports here are made by hand; the dice are another test's.

const ROWS = ['gggggggg', 'gggggggg', 'gggggggg', 'gggggggg'];

function report(fields: Partial<CombatReportBase> & { aftermath?: Aftermath }): CombatReportBase {
  return { system: 'test', attackersDestroyed: [], defenderDestroyed: false, ...fields };
}

/** The aftermath of `made` on `state`; the combatants as they stood in `before` (by default, `state`). */
function aftermathOf(
  state: GameState,
  attackerIds: string[],
  defenderId: string,
  made: CombatReportBase,
  before = state,
): { state: GameState; events: GameEvent[] } {
  const recorder = new EventRecorder(state);
  const unit = (id: string): Unit => {
    const found = before.units[id];
    if (!found) throw new Error(id);
    return found;
  };
  afterTheFight(recorder, attackerIds.map(unit), unit(defenderId), made);
  return { state: recorder.state, events: recorder.events };
}

const types = (events: readonly GameEvent[]) => events.map((e) => e.type);

describe('Might', () => {
  it('a survivor whose Might changed is told so; one at its Might is not', () => {
    const state = board(ROWS, [
      ['a', 'ann', 'footmen', 1, 0],
      ['x', 'bob', 'grunts', 2, 0],
    ]);
    const { state: next, events } = aftermathOf(state, ['a'], 'x', report({ mightAfter: { attackers: [4], defender: 1 } }));
    expect(events).toEqual([{ type: 'UNIT_MIGHT_CHANGED', unit: 'x', might: 1 }]);
    expect(next.units.x?.might).toBe(1);
    expect(next.units.a?.might).toBeUndefined();
  });
});

describe('retreat', () => {
  it('the loser steps back one hex, away from the enemy', () => {
    const state = board(ROWS, [
      ['a', 'ann', 'footmen', 1, 1],
      ['x', 'bob', 'grunts', 2, 1],
    ]);
    const { state: next } = aftermathOf(state, ['a'], 'x', report({ aftermath: { side: 'defender', effect: 'retreat' } }));
    const at = next.units.x?.at;
    if (!at) throw new Error('gone');
    expect(areAdjacent(at, { col: 2, row: 1 })).toBe(true);
    expect(hexDistance(at, { col: 1, row: 1 })).toBe(2);
  });

  it('is destroyed when every hex away from the enemy is taken', () => {
    // Bob's Grunts at the map's edge (7,0), Ann's units on every hex around it.
    const units: UnitSpec[] = [
      ['x', 'bob', 'grunts', 7, 0],
      ['a', 'ann', 'footmen', 6, 0],
      ['b', 'ann', 'footmen', 6, 1],
      ['c', 'ann', 'footmen', 7, 1],
    ];
    const state = board(ROWS, units);
    const { state: next, events } = aftermathOf(state, ['a'], 'x', report({ aftermath: { side: 'defender', effect: 'retreat' } }));
    expect(types(events)).toEqual(['UNIT_DESTROYED']);
    expect(next.units.x).toBeUndefined();
  });
});

describe('rout', () => {
  const buildings: BuildingSpec[] = [
    ['keep', 'ann', 0, 0],
    ['farm', 'ann', 5, 3],
    ['keep', 'bob', 7, 3],
  ];

  it('the loser flees along its path to the nearest building of its own within its move', () => {
    const state = board(
      ROWS,
      [
        ['a', 'ann', 'footmen', 2, 0],
        ['x', 'bob', 'grunts', 3, 0],
      ],
      buildings,
    );
    const { state: next, events } = aftermathOf(state, ['a'], 'x', report({ aftermath: { side: 'attacker', effect: 'rout' } }));
    expect(next.units.a?.at).toEqual({ col: 0, row: 0 });
    expect(events.find((e) => e.type === 'UNIT_MOVED')).toMatchObject({
      unit: 'a',
      path: [
        { col: 1, row: 0 },
        { col: 0, row: 0 },
      ],
    });
  });

  it('is destroyed with no building of its own within its move', () => {
    const state = board(
      ROWS,
      [
        ['a', 'ann', 'footmen', 4, 0],
        ['x', 'bob', 'grunts', 5, 0],
      ],
      [
        ['keep', 'ann', 0, 3],
        ['keep', 'bob', 7, 3],
      ],
    );
    const { state: next } = aftermathOf(state, ['a'], 'x', report({ aftermath: { side: 'attacker', effect: 'rout' } }));
    expect(next.units.a).toBeUndefined();
  });
});

describe('withdrawal and the New Year', () => {
  it('a withdrawn unit leaves the board and comes home at its Keep when the New Year comes', () => {
    const s = {
      ...scenario(
        ROWS,
        [
          ['a', 'ann', 'footmen', 4, 0],
          ['b', 'ann', 'footmen', 6, 3],
          ['x', 'bob', 'grunts', 5, 0],
        ],
        [
          ['keep', 'ann', 0, 0],
          ['keep', 'bob', 7, 3],
        ],
      ),
      newYearEvery: 1,
    };
    const state = started(s);
    const { state: away } = aftermathOf(state, ['a'], 'x', report({ aftermath: { side: 'attacker', effect: 'withdraw' } }));
    expect(away.units.a).toBeUndefined();
    expect(away.withdrawn?.map((w) => w.unit.id)).toEqual(['a']);
    const round2 = play(away, [endTurn('ann'), endTurn('bob')]);
    expect(round2.events.filter((e) => e.type === 'NEW_YEAR' || e.type === 'UNIT_RETURNED').map((e) => e.type)).toEqual(['NEW_YEAR', 'UNIT_RETURNED']);
    expect(round2.state.units.a?.at).toEqual({ col: 0, row: 0 });
    expect(round2.state.withdrawn).toBeUndefined();
  });

  it('no New Year is said in a year without withdrawn units', () => {
    const s = {
      ...scenario(ROWS, [
        ['a', 'ann', 'footmen', 4, 0],
        ['x', 'bob', 'grunts', 5, 2],
      ]),
      newYearEvery: 1,
    };
    const { events } = play(started(s), [endTurn('ann'), endTurn('bob')]);
    expect(types(events)).not.toContain('NEW_YEAR');
  });
});

describe('capture and sieges', () => {
  it('a garrison lost: the building passes to the attackers, and the one next to it moves in', () => {
    const state = board(
      ROWS,
      [
        ['a', 'ann', 'footmen', 2, 0],
        ['x', 'bob', 'grunts', 3, 0],
        ['y', 'bob', 'grunts', 7, 3],
      ],
      [['fortress', 'bob', 3, 0]],
    );
    const destroyed = applyDestroyed(state, 'x');
    const { state: next } = aftermathOf(
      destroyed.state,
      ['a'],
      'x',
      report({ defenderDestroyed: true, aftermath: { side: 'defender', effect: 'capture' } }),
      state,
    );
    expect(next.buildings['3,0']?.owner).toBe('ann');
    expect(next.units.a?.at).toEqual({ col: 3, row: 0 });
  });

  it('a siege that goes on is fought again in the besiegers’ next turn, with no order given; an order lifts it', () => {
    const units: UnitSpec[] = [
      ['a', 'ann', 'footmen', 2, 0],
      ['x', 'bob', 'grunts', 3, 0],
      ['y', 'bob', 'grunts', 7, 3],
    ];
    const state = board(ROWS, units, [['fortress', 'bob', 3, 0]]);
    const { state: besieged } = aftermathOf(state, ['a'], 'x', report({ aftermath: { side: 'defender', effect: 'siege-goes-on' } }));
    expect(besieged.sieges).toEqual([{ target: { col: 3, row: 0 }, attackers: ['a'], garrison: 'x' }]);
    // Ann's turn ends with no order for her Footmen: the siege is fought (Karnage dice here: 1 vs 6, it fails).
    const fought = play(besieged, [endTurn('ann')], [1, 6]);
    expect(types(fought.events).slice(0, 3)).toEqual(['COMBAT_RESOLVED', 'UNIT_DESTROYED', 'SIEGE_ENDED']);
    // Given an order instead, the Footmen lift the siege.
    const lifted = play(besieged, [{ type: 'DEFEND', player: 'ann', unit: 'a' }, endTurn('ann')]);
    expect(lifted.events.find((e) => e.type === 'SIEGE_ENDED')).toMatchObject({ reason: 'the besiegers left, fell or were given other orders' });
    expect(types(lifted.events)).not.toContain('COMBAT_RESOLVED');
    expect(lifted.state.sieges).toBeUndefined();
  });
});

function applyDestroyed(state: GameState, id: string): { state: GameState } {
  const recorder = new EventRecorder(state);
  const unit = state.units[id];
  if (!unit) throw new Error(id);
  recorder.emit({ type: 'UNIT_DESTROYED', unit: id, owner: unit.owner, at: unit.at });
  return { state: recorder.state };
}
