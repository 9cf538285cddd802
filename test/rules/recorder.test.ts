import { describe, expect, it } from 'vitest';
import { stateHash, type GameEvent } from '../../src/rules/index.ts';
import { EventRecorder } from '../../src/rules/recorder.ts';
import { deepFreeze } from '../property/deepFreeze.ts';
import { at, board } from './helpers.ts';

// The EventRecorder edits the units and buildings records it made itself in place, for speed; the
// states it hands out must still never change (see also test/property/frozen.test.ts).

const start = () =>
  board(
    ['gggg', 'gggg'],
    [
      ['a', 'ann', 'footmen', 0, 0],
      ['b', 'ann', 'footmen', 1, 0],
      ['c', 'ann', 'footmen', 2, 0],
      ['x', 'bob', 'grunts', 3, 1],
    ],
    [
      ['keep', 'ann', 0, 1],
      ['keep', 'bob', 3, 0],
    ],
  );

const destroyed = (unit: string, col: number): GameEvent => ({ type: 'UNIT_DESTROYED', unit, owner: 'ann', at: at(col, 0) });

describe('states handed out by an EventRecorder', () => {
  it('keep their units when later events remove others (they used to lose them)', () => {
    const recorder = new EventRecorder(start());
    recorder.emit(destroyed('a', 0));
    const read = recorder.state;
    const hash = stateHash(read);
    recorder.emit(destroyed('b', 1));
    recorder.emit({ type: 'DEFEND_TAKEN', unit: 'c' });
    expect(Object.keys(read.units).sort()).toEqual(['b', 'c', 'x']);
    expect(read.units.c?.defending).toBe(false);
    expect(stateHash(read)).toBe(hash);
    expect(Object.keys(recorder.state.units).sort()).toEqual(['c', 'x']);
  });

  it('keep their buildings when later events capture or build', () => {
    const recorder = new EventRecorder(start());
    recorder.emit({ type: 'BUILDING_BUILT', at: at(1, 1), building: 'farm', owner: 'ann', by: 'b', cost: 0 });
    const read = recorder.state;
    recorder.emit({ type: 'BUILDING_CAPTURED', at: at(0, 1), building: 'keep', from: 'ann', to: 'bob', by: 'x' });
    recorder.emit({ type: 'BUILDING_BUILT', at: at(2, 1), building: 'farm', owner: 'ann', by: 'c', cost: 0 });
    expect(
      Object.values(read.buildings)
        .map((b) => `${b.type}:${b.owner}`)
        .sort(),
    ).toEqual(['farm:ann', 'keep:ann', 'keep:bob']);
  });

  it('can be deep-frozen: the events after them copy what they change', () => {
    const recorder = new EventRecorder(start());
    const states = [recorder.state];
    const events: GameEvent[] = [
      destroyed('a', 0),
      { type: 'DEFEND_TAKEN', unit: 'b' },
      { type: 'UNIT_MOVED', unit: 'c', from: at(2, 0), to: at(2, 1), path: [at(2, 1)] },
      { type: 'BUILDING_CAPTURED', at: at(3, 0), building: 'keep', from: 'bob', to: 'ann', by: 'c' },
      { type: 'DEFEND_ENDED', player: 'ann', units: ['b'] },
    ];
    for (const event of events) {
      deepFreeze(states.at(-1));
      recorder.emit(event);
      states.push(recorder.state);
    }
    expect(states.map((s) => Object.keys(s.units).length)).toEqual([4, 3, 3, 3, 3, 3]);
    expect(states.map((s) => s.units.b?.defending ?? null)).toEqual([false, false, true, true, true, false]);
  });

  it("ask lends the state without handing it out: the records stay the recorder's to edit", () => {
    const recorder = new EventRecorder(start());
    recorder.emit(destroyed('a', 0));
    const units = recorder.ask((state) => state.units);
    recorder.emit(destroyed('b', 1));
    // The lent record was edited in place: why an answer must never hold one.
    expect(recorder.ask((state) => state.units)).toBe(units);
    expect(Object.keys(units).sort()).toEqual(['c', 'x']);
  });
});
