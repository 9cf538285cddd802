import { describe, expect, it } from 'vitest';
import { buildingAt, incomeOf, type GameEvent } from '../../src/rules/index.ts';
import { at, board, endTurn, gold, play } from './helpers.ts';
import { karnageReport } from '../support/karnageReport.ts';

// docs/rules.md, "Buildings": building, paying, capturing.

const captures = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'BUILDING_CAPTURED');

describe('BUILD', () => {
  it('the building stands in the builder’s hex at END_TURN, owned by its player, paid at the unit’s price', () => {
    const start = board(['ggg'], [['p', 'ann', 'peasants', 1, 0]], [], { gold: [10, 10] });
    const { state: planned } = play(start, [{ type: 'BUILD', player: 'ann', unit: 'p', building: 'fortress' }]);
    expect(buildingAt(planned, at(1, 0))).toBeUndefined(); // not before the turn ends
    expect(gold(planned, 'ann')).toBe(10);
    const { state, events } = play(planned, [endTurn('ann')]);
    expect(buildingAt(state, at(1, 0))).toEqual({ type: 'fortress', owner: 'ann', at: at(1, 0) });
    expect(gold(state, 'ann')).toBe(7); // Peasants pay 3 for a Fortress
    expect(events).toContainEqual({ type: 'BUILDING_BUILT', at: at(1, 0), building: 'fortress', owner: 'ann', by: 'p', cost: 3 });
  });

  it.each([
    ['dwarves', 'miners', 'mine', 'h', 1],
    ['dwarves', 'axemen', 'mine', 'm', 3],
    ['trolls', 'thralls', 'fortress', 'g', 4],
    ['giants', 'giants', 'fortress', 'g', 8],
    ['humans', 'cavalry', 'stable', 'g', 3],
    ['giants', 'hill-folk', 'farm', 'f', 2],
  ] as const)('%s %s pay for a %s what the formula says', (race, unit, building, terrain, cost) => {
    const start = board([`${terrain}g`], [['u', 'ann', unit, 0, 0]], [], { races: [race, 'orcs'], gold: [10, 10] });
    const { state } = play(start, [{ type: 'BUILD', player: 'ann', unit: 'u', building }, endTurn('ann')]);
    expect(gold(state, 'ann')).toBe(10 - cost);
    expect(buildingAt(state, at(0, 0))?.type).toBe(building);
  });

  it('the builder stays in its hex', () => {
    const start = board(['gg'], [['p', 'ann', 'peasants', 0, 0]]);
    const { state } = play(start, [{ type: 'BUILD', player: 'ann', unit: 'p', building: 'barracks' }, endTurn('ann')]);
    expect(state.units.p!.at).toEqual(at(0, 0));
  });

  it('a new Farm and Mine add to the builder’s income (Farm +1, Mine +2)', () => {
    const start = board(
      ['gh', 'gg'],
      [
        ['a', 'ann', 'peasants', 0, 0],
        ['b', 'ann', 'peasants', 1, 0],
      ],
      [['keep', 'ann', 0, 1]],
    );
    const { state } = play(start, [
      { type: 'BUILD', player: 'ann', unit: 'a', building: 'farm' },
      { type: 'BUILD', player: 'ann', unit: 'b', building: 'mine' },
      endTurn('ann'),
    ]);
    expect(incomeOf(state, 'ann')).toEqual(
      expect.arrayContaining([
        { source: 'keep', count: 1, gold: 2 },
        { source: 'farm', count: 1, gold: 1 },
        { source: 'mine', count: 1, gold: 2 },
      ]),
    );
    expect(incomeOf(state, 'ann')).toHaveLength(3);
  });
});

describe('captures: an enemy unit that ends a move on a building takes it', () => {
  it('ending a MOVE on Bob’s Farm makes it Ann’s', () => {
    const start = board(['ggg'], [['f', 'ann', 'footmen', 0, 0]], [['farm', 'bob', 1, 0]]);
    const { state, events } = play(start, [{ type: 'MOVE', player: 'ann', unit: 'f', path: [at(1, 0)] }, endTurn('ann')]);
    expect(buildingAt(state, at(1, 0))).toEqual({ type: 'farm', owner: 'ann', at: at(1, 0) });
    expect(captures(events)).toEqual([{ type: 'BUILDING_CAPTURED', at: at(1, 0), building: 'farm', from: 'bob', to: 'ann', by: 'f' }]);
  });

  it('passing through a building does not capture it', () => {
    const start = board(['ggg'], [['f', 'ann', 'footmen', 0, 0]], [['farm', 'bob', 1, 0]]);
    const { state, events } = play(start, [{ type: 'MOVE', player: 'ann', unit: 'f', path: [at(1, 0), at(2, 0)] }, endTurn('ann')]);
    expect(buildingAt(state, at(1, 0))!.owner).toBe('bob');
    expect(captures(events)).toEqual([]);
  });

  it('a unit ending its move on its own building captures nothing', () => {
    const start = board(['ggg'], [['f', 'ann', 'footmen', 0, 0]], [['farm', 'ann', 1, 0]]);
    const { events } = play(start, [{ type: 'MOVE', player: 'ann', unit: 'f', path: [at(1, 0)] }, endTurn('ann')]);
    expect(captures(events)).toEqual([]);
  });

  it('a Keep can be captured too, and its income then goes to the captor', () => {
    const start = board(
      ['ggg'],
      [
        ['f', 'ann', 'footmen', 0, 0],
        ['g', 'bob', 'grunts', 2, 0],
      ],
      [['keep', 'bob', 1, 0]],
    );
    const { state } = play(start, [{ type: 'MOVE', player: 'ann', unit: 'f', path: [at(1, 0)] }, endTurn('ann')]);
    expect(buildingAt(state, at(1, 0))!.owner).toBe('ann');
    expect(gold(state, 'bob')).toBe(10); // Bob's turn started without Keep income
  });

  it('advancing after a won attack captures the defender’s building', () => {
    const start = board(
      ['ggg'],
      [
        ['f', 'ann', 'footmen', 0, 0],
        ['w', 'bob', 'warriors', 1, 0],
      ],
      [['barracks', 'bob', 1, 0]],
    );
    const { state, events } = play(start, [{ type: 'ATTACK', player: 'ann', unit: 'f', target: at(1, 0), advance: true }, endTurn('ann')], [6, 1]);
    expect(state.units.f!.at).toEqual(at(1, 0));
    expect(buildingAt(state, at(1, 0))).toEqual({ type: 'barracks', owner: 'ann', at: at(1, 0) });
    expect(captures(events)).toHaveLength(1);
  });

  it('a won attack without advance leaves the attacker and the building where they were', () => {
    const start = board(
      ['ggg'],
      [
        ['f', 'ann', 'footmen', 0, 0],
        ['w', 'bob', 'warriors', 1, 0],
      ],
      [['barracks', 'bob', 1, 0]],
    );
    const { state, events } = play(start, [{ type: 'ATTACK', player: 'ann', unit: 'f', target: at(1, 0) }, endTurn('ann')], [6, 1]);
    expect(state.units.w).toBeUndefined();
    expect(state.units.f!.at).toEqual(at(0, 0));
    expect(buildingAt(state, at(1, 0))!.owner).toBe('bob');
    expect(captures(events)).toEqual([]);
  });

  it('a lost attack with advance moves nobody and captures nothing', () => {
    const start = board(
      ['ggg'],
      [
        ['f', 'ann', 'footmen', 0, 0],
        ['w', 'bob', 'warriors', 1, 0],
      ],
      [['barracks', 'bob', 1, 0]],
    );
    const { state } = play(start, [{ type: 'ATTACK', player: 'ann', unit: 'f', target: at(1, 0), advance: true }, endTurn('ann')], [1, 6]);
    expect(state.units.f).toBeUndefined();
    expect(state.units.w!.at).toEqual(at(1, 0));
    expect(buildingAt(state, at(1, 0))!.owner).toBe('bob');
  });

  it('in a pair, only the advancing attacker moves in', () => {
    const start = board(
      ['ggg', 'ggg'],
      [
        ['a', 'ann', 'footmen', 0, 0],
        ['b', 'ann', 'footmen', 2, 0],
        ['w', 'bob', 'warriors', 1, 0],
      ],
    );
    const { state } = play(
      start,
      [
        { type: 'ATTACK', player: 'ann', unit: 'a', target: at(1, 0) },
        { type: 'ATTACK', player: 'ann', unit: 'b', target: at(1, 0), advance: true },
        endTurn('ann'),
      ],
      [3, 3, 5],
    );
    expect(state.units.a!.at).toEqual(at(0, 0));
    expect(state.units.b!.at).toEqual(at(1, 0));
  });

  it('a captured Fortress protects its new owner’s unit', () => {
    const start = board(
      ['ggg'],
      [
        ['f', 'ann', 'footmen', 0, 0],
        ['w', 'bob', 'warriors', 2, 0],
      ],
      [['fortress', 'bob', 1, 0]],
    );
    const { state } = play(start, [{ type: 'MOVE', player: 'ann', unit: 'f', path: [at(1, 0)] }, endTurn('ann')]);
    expect(buildingAt(state, at(1, 0))!.owner).toBe('ann');
    const { events } = play(state, [{ type: 'ATTACK', player: 'bob', unit: 'w', target: at(1, 0) }, endTurn('bob')], [4, 3]);
    const report = events.find((e) => e.type === 'COMBAT_RESOLVED')!;
    expect(report.type === 'COMBAT_RESOLVED' && karnageReport(report.report).defender.modifiers.map((m) => m.source)).toEqual(['fortress']);
    expect(report.type === 'COMBAT_RESOLVED' && karnageReport(report.report).winner).toBe('defender');
  });
});
