import { describe, expect, it } from 'vitest';
import { buildingsOf, hexIndex, incomeOf, occupancy, unitAt, unitsOf, type GameEvent } from '../../src/rules/index.ts';
import { defendingUnitsOf } from '../../src/rules/pieces.ts';
import { EventRecorder } from '../../src/rules/recorder.ts';
import { naiveBuildingsOf, naiveDefending, naiveIncomeOf, naiveOccupancy, naiveUnitsOf } from '../property/naive.ts';
import { at, board } from './helpers.ts';

// The indexes of src/rules/pieces.ts, kept up to date while an EventRecorder edits its own records in
// place: each case asks first (so the index exists), then changes the pieces, then asks again. It asks
// through recorder.ask, which lends the state: reading recorder.state would hand it out, and the next
// event would copy the records instead of editing them.

const farms = () =>
  board(
    ['gggg', 'gggg'],
    [
      ['a', 'ann', 'footmen', 0, 1],
      ['x', 'bob', 'grunts', 3, 1],
    ],
    [
      ['farm', 'ann', 0, 0],
      ['keep', 'ann', 1, 0],
      ['farm', 'ann', 2, 0],
      ['keep', 'bob', 3, 0],
    ],
  );

const built: GameEvent = { type: 'BUILDING_BUILT', at: at(3, 1), building: 'barracks', owner: 'bob', by: 'x', cost: 0 };

describe('indexes of pieces edited in place', () => {
  it('income lines follow the first building of each type, also after that building is captured', () => {
    const recorder = new EventRecorder(farms());
    recorder.emit(built);
    expect(recorder.ask((s) => incomeOf(s, 'ann')).map((l) => [l.source, l.count])).toEqual([
      ['farm', 2],
      ['keep', 1],
    ]);
    recorder.emit({ type: 'BUILDING_CAPTURED', at: at(0, 0), building: 'farm', from: 'ann', to: 'bob', by: 'x' });
    expect(recorder.ask((s) => incomeOf(s, 'ann')).map((l) => [l.source, l.count])).toEqual([
      ['keep', 1],
      ['farm', 1],
    ]);
    for (const player of ['ann', 'bob']) {
      expect(recorder.ask((s) => incomeOf(s, player))).toEqual(recorder.ask((s) => naiveIncomeOf(s, player)));
      expect(recorder.ask((s) => buildingsOf(s, player))).toEqual(recorder.ask((s) => naiveBuildingsOf(s, player)));
    }
  });

  it('units come in the record\'s key order, where ids such as "3" come first', () => {
    const state = board(
      ['gggg', 'gggg'],
      [
        ['7', 'ann', 'footmen', 0, 0],
        ['a', 'ann', 'footmen', 1, 0],
        ['x', 'bob', 'grunts', 3, 1],
      ],
    );
    const recorder = new EventRecorder(state);
    recorder.emit({ type: 'DEFEND_TAKEN', unit: 'a' });
    expect(recorder.ask((s) => unitsOf(s, 'ann')).map((u) => u.id)).toEqual(['7', 'a']);
    recorder.emit({ type: 'UNIT_RECRUITED', unit: { id: '3', owner: 'ann', type: 'peasants', at: at(2, 0), defending: false }, cost: 0 });
    recorder.emit({ type: 'UNIT_RECRUITED', unit: { id: 'u9', owner: 'ann', type: 'peasants', at: at(3, 0), defending: false }, cost: 0 });
    expect(recorder.ask((s) => unitsOf(s, 'ann')).map((u) => u.id)).toEqual(['3', '7', 'a', 'u9']);
    expect(recorder.ask((s) => unitsOf(s, 'ann'))).toEqual(recorder.ask((s) => naiveUnitsOf(s, 'ann')));
  });

  it('units taking DEFEND in any order end it in key order', () => {
    const state = board(
      ['gggg'],
      [
        ['u1', 'ann', 'footmen', 0, 0],
        ['u2', 'ann', 'footmen', 1, 0],
        ['u3', 'ann', 'footmen', 2, 0],
        ['x', 'bob', 'grunts', 3, 0],
      ],
    );
    const recorder = new EventRecorder(state);
    recorder.emit({ type: 'DEFEND_TAKEN', unit: 'u3' });
    expect(recorder.ask((s) => defendingUnitsOf(s, 'ann'))).toEqual(['u3']);
    recorder.emit({ type: 'DEFEND_TAKEN', unit: 'u1' });
    expect(recorder.ask((s) => defendingUnitsOf(s, 'ann'))).toEqual(['u1', 'u3']);
    recorder.emit({ type: 'UNIT_DESTROYED', unit: 'u3', owner: 'ann', at: at(2, 0) });
    expect(recorder.ask((s) => defendingUnitsOf(s, 'ann'))).toEqual(recorder.ask((s) => naiveDefending(s, 'ann')));
  });

  it('two units put in one hex (no real game does) are found as a scan finds them', () => {
    const state = board(
      ['gggg'],
      [
        ['a', 'ann', 'footmen', 0, 0],
        ['b', 'ann', 'footmen', 1, 0],
        ['x', 'bob', 'grunts', 3, 0],
      ],
    );
    const recorder = new EventRecorder(state);
    recorder.emit({ type: 'DEFEND_TAKEN', unit: 'x' });
    expect(recorder.ask((s) => unitAt(s, at(1, 0)))?.id).toBe('b');
    recorder.emit({ type: 'UNIT_MOVED', unit: 'a', from: at(0, 0), to: at(1, 0), path: [at(1, 0)] });
    expect([...recorder.ask(occupancy)].sort()).toEqual([...recorder.ask(naiveOccupancy)].sort());
    recorder.emit({ type: 'UNIT_MOVED', unit: 'b', from: at(1, 0), to: at(2, 0), path: [at(2, 0)] });
    expect([...recorder.ask(occupancy)].sort()).toEqual([...recorder.ask(naiveOccupancy)].sort());
    expect(recorder.ask((s) => unitAt(s, at(1, 0)))?.id).toBe('a');
    expect(recorder.ask((s) => occupancy(s).get(hexIndex(s.map, at(0, 0))))).toBeUndefined();
  });

  it('the record a state was planned from is never edited: its indexes still answer for it', () => {
    const state = farms();
    expect(unitAt(state, at(0, 1))?.id).toBe('a');
    const recorder = new EventRecorder(state);
    recorder.emit({ type: 'UNIT_MOVED', unit: 'a', from: at(0, 1), to: at(1, 1), path: [at(1, 1)] });
    expect(recorder.ask((s) => unitAt(s, at(1, 1)))?.id).toBe('a');
    expect(unitAt(state, at(0, 1))?.id).toBe('a');
    expect(unitAt(state, at(1, 1))).toBeUndefined();
  });
});
