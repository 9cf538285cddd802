import { describe, expect, it } from 'vitest';
import { buildingsOf, hexIndex, incomeOf, occupancy, unitAt, unitsOf, type GameEvent } from '../../src/rules/index.ts';
import { defendingUnitsOf } from '../../src/rules/pieces.ts';
import { EventRecorder } from '../../src/rules/recorder.ts';
import { naiveBuildingsOf, naiveDefending, naiveIncomeOf, naiveOccupancy, naiveUnitsOf } from '../property/naive.ts';
import { at, board } from './helpers.ts';

// The indexes of src/rules/pieces.ts, kept up to date while an EventRecorder edits its own records in
// place: each case asks first (so the index exists), then changes the pieces, then asks again.

const farms = () =>
  board(['gggg', 'gggg'], [['a', 'ann', 'footmen', 0, 1], ['x', 'bob', 'grunts', 3, 1]], [
    ['farm', 'ann', 0, 0],
    ['keep', 'ann', 1, 0],
    ['farm', 'ann', 2, 0],
    ['keep', 'bob', 3, 0],
  ]);

const built: GameEvent = { type: 'BUILDING_BUILT', at: at(3, 1), building: 'barracks', owner: 'bob', by: 'x', cost: 0 };

describe('indexes of pieces edited in place', () => {
  it('income lines follow the first building of each type, also after that building is captured', () => {
    const recorder = new EventRecorder(farms());
    recorder.emit(built);
    expect(incomeOf(recorder.state, 'ann').map((l) => [l.source, l.count])).toEqual([['farm', 2], ['keep', 1]]);
    recorder.emit({ type: 'BUILDING_CAPTURED', at: at(0, 0), building: 'farm', from: 'ann', to: 'bob', by: 'x' });
    expect(incomeOf(recorder.state, 'ann').map((l) => [l.source, l.count])).toEqual([['keep', 1], ['farm', 1]]);
    for (const player of ['ann', 'bob']) {
      expect(incomeOf(recorder.state, player)).toEqual(naiveIncomeOf(recorder.state, player));
      expect(buildingsOf(recorder.state, player)).toEqual(naiveBuildingsOf(recorder.state, player));
    }
  });

  it('units come in the record\'s key order, where ids such as "3" come first', () => {
    const state = board(['gggg', 'gggg'], [['7', 'ann', 'footmen', 0, 0], ['a', 'ann', 'footmen', 1, 0], ['x', 'bob', 'grunts', 3, 1]]);
    const recorder = new EventRecorder(state);
    recorder.emit({ type: 'DEFEND_TAKEN', unit: 'a' });
    expect(unitsOf(recorder.state, 'ann').map((u) => u.id)).toEqual(['7', 'a']);
    recorder.emit({ type: 'UNIT_RECRUITED', unit: { id: '3', owner: 'ann', type: 'peasants', at: at(2, 0), defending: false }, cost: 0 });
    recorder.emit({ type: 'UNIT_RECRUITED', unit: { id: 'u9', owner: 'ann', type: 'peasants', at: at(3, 0), defending: false }, cost: 0 });
    expect(unitsOf(recorder.state, 'ann').map((u) => u.id)).toEqual(['3', '7', 'a', 'u9']);
    expect(unitsOf(recorder.state, 'ann')).toEqual(naiveUnitsOf(recorder.state, 'ann'));
  });

  it('units taking DEFEND in any order end it in key order', () => {
    const state = board(['gggg'], [['u1', 'ann', 'footmen', 0, 0], ['u2', 'ann', 'footmen', 1, 0], ['u3', 'ann', 'footmen', 2, 0], ['x', 'bob', 'grunts', 3, 0]]);
    const recorder = new EventRecorder(state);
    recorder.emit({ type: 'DEFEND_TAKEN', unit: 'u3' });
    expect(defendingUnitsOf(recorder.state, 'ann')).toEqual(['u3']);
    recorder.emit({ type: 'DEFEND_TAKEN', unit: 'u1' });
    expect(defendingUnitsOf(recorder.state, 'ann')).toEqual(['u1', 'u3']);
    recorder.emit({ type: 'UNIT_DESTROYED', unit: 'u3', owner: 'ann', at: at(2, 0) });
    expect(defendingUnitsOf(recorder.state, 'ann')).toEqual(naiveDefending(recorder.state, 'ann'));
  });

  it('two units put in one hex (no real game does) are found as a scan finds them', () => {
    const state = board(['gggg'], [['a', 'ann', 'footmen', 0, 0], ['b', 'ann', 'footmen', 1, 0], ['x', 'bob', 'grunts', 3, 0]]);
    const recorder = new EventRecorder(state);
    recorder.emit({ type: 'DEFEND_TAKEN', unit: 'x' });
    expect(unitAt(recorder.state, at(1, 0))?.id).toBe('b');
    recorder.emit({ type: 'UNIT_MOVED', unit: 'a', from: at(0, 0), to: at(1, 0), path: [at(1, 0)] });
    expect([...occupancy(recorder.state)].sort()).toEqual([...naiveOccupancy(recorder.state)].sort());
    recorder.emit({ type: 'UNIT_MOVED', unit: 'b', from: at(1, 0), to: at(2, 0), path: [at(2, 0)] });
    expect([...occupancy(recorder.state)].sort()).toEqual([...naiveOccupancy(recorder.state)].sort());
    expect(unitAt(recorder.state, at(1, 0))?.id).toBe('a');
    expect(occupancy(recorder.state).get(hexIndex(recorder.state.map, at(0, 0)))).toBeUndefined();
  });

  it('the record a state was planned from is never edited: its indexes still answer for it', () => {
    const state = farms();
    expect(unitAt(state, at(0, 1))?.id).toBe('a');
    const recorder = new EventRecorder(state);
    recorder.emit({ type: 'UNIT_MOVED', unit: 'a', from: at(0, 1), to: at(1, 1), path: [at(1, 1)] });
    expect(unitAt(recorder.state, at(1, 1))?.id).toBe('a');
    expect(unitAt(state, at(0, 1))?.id).toBe('a');
    expect(unitAt(state, at(1, 1))).toBeUndefined();
  });
});
