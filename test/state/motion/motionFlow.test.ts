// The ended turn plays out before what comes after it: nothing is ordered meanwhile, each beat the board
// finishes leads to the next, the last (or a skip) to the results or the curtain; with motion off, nothing plays.
import { describe, expect, test } from 'vitest';
import { activePlayer } from '../../../src/rules/index.ts';
import { motionShown } from '../../../src/state/motion/motionSlice.ts';
import { resultsShown } from '../../../src/state/turnEnd.ts';
import { sessionOf, startedStore } from '../gameFixtures.ts';

const U1 = { col: 1, row: 1 };
const U2 = { col: 1, row: 3 };
const WARRIORS = { col: 2, row: 1 };

/** Joe's Cavalry u1 attacks Kim's Warriors, u2 moves two hexes: a fight and a march. */
function foughtTurn(speed: 'off' | 'normal') {
  const { store } = startedStore();
  store.getState().setMotionSpeed(speed);
  store.getState().clickHex(U1);
  store.getState().clickHex(WARRIORS);
  store.getState().clickHex(U2);
  store.getState().clickHex({ col: 3, row: 3 });
  store.getState().endTurn();
  return store;
}

describe('a turn playing out on the board', () => {
  test('the game has moved on, but its results wait for the motion, and nothing can be ordered meanwhile', () => {
    const store = foughtTurn('normal');
    const motion = motionShown(store.getState());
    expect(activePlayer(sessionOf(store).state).id).toBe('kim');
    expect(motion?.beats.map((b) => b.kind)).toEqual(expect.arrayContaining(['fight', 'march']));
    expect(motion?.index).toBe(0);
    expect(resultsShown(store.getState())).toBeNull();
    expect(store.getState().ui.curtain).toBe(false);
    const session = sessionOf(store);
    store.getState().clickHex({ col: 4, row: 1 });
    store.getState().endTurn();
    expect(sessionOf(store)).toBe(session);
  });

  test('each beat done leads to the next; a late or repeated "done" is ignored; the last brings the results', () => {
    const store = foughtTurn('normal');
    const beats = motionShown(store.getState())?.beats ?? [];
    expect(beats.length).toBeGreaterThan(1);
    store.getState().beatDone(1);
    expect(motionShown(store.getState())?.index).toBe(0);
    beats.forEach((_, i) => {
      expect(motionShown(store.getState())?.index).toBe(i);
      store.getState().beatDone(i);
    });
    expect(motionShown(store.getState())).toBeNull();
    expect(resultsShown(store.getState())).toBe(sessionOf(store).lastReport);
    store.getState().passTurnOn();
    expect(store.getState().ui.curtain).toBe(true);
  });

  test('skipped, straight to the results; with motion off, none plays', () => {
    const store = foughtTurn('normal');
    store.getState().skipMotion();
    expect(motionShown(store.getState())).toBeNull();
    expect(resultsShown(store.getState())).not.toBeNull();

    const off = foughtTurn('off');
    expect(motionShown(off.getState())).toBeNull();
    expect(resultsShown(off.getState())).not.toBeNull();
  });

  test('a turn without fights goes to the curtain when its marches are over', () => {
    const { store } = startedStore();
    store.getState().setMotionSpeed('fast');
    store.getState().clickHex(U2);
    store.getState().clickHex({ col: 3, row: 3 });
    store.getState().clickHex(U1);
    store.getState().planDefend();
    store.getState().endTurn();
    expect(motionShown(store.getState())?.beats.map((b) => b.kind)).toEqual(['march']);
    expect(store.getState().ui.curtain).toBe(false);
    store.getState().beatDone(0);
    expect(store.getState().ui.curtain).toBe(true);
    expect(resultsShown(store.getState())).toBeNull();
  });
});
