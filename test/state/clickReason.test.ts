import { describe, expect, test } from 'vitest';
import { attemptedPath, type Scenario } from '../../src/rules/index.ts';
import { JOE, KIM, scenarioOf, started } from '../support/scenarios.ts';
import { sessionOf, startedStore } from './gameFixtures.ts';

// A click on a hex the selected unit cannot reach says why, in the rules' words, as the D and R keys' refusals do.

/**
 *   row 0:  g g g g g g g g
 *   row 1:   g R g g f g m g     R = Kim's Wolf Riders (r1), f = Forest, m = Mountains
 *   row 2:  g g g g g g g w     w = Water
 *   row 3:   g g g g g g g g     W = Joe's Warriors (w1), far off at (7,5)
 */
function riders(): Scenario {
  return scenarioOf('Wolf Riders', ['gggggggg', 'ggggfgmg', 'gggggggw', 'gggggggg', 'gggggggg', 'gggggggg'], {
    players: [KIM, JOE],
    units: [
      { id: 'r1', owner: 'kim', type: 'wolf-riders', at: { col: 1, row: 1 } },
      { id: 'w1', owner: 'joe', type: 'footmen', at: { col: 7, row: 5 } },
    ],
  });
}

describe('a click on a hex out of reach', () => {
  test('names the moves needed against the unit’s move, and keeps the selection', () => {
    const { store } = startedStore(riders());
    store.getState().clickHex({ col: 1, row: 1 });
    const before = sessionOf(store);
    // Two Grasslands and a Forest: 4 moves by the cheapest way.
    store.getState().clickHex({ col: 4, row: 1 });
    expect(store.getState().ui.refusal).toBe('Wolf Riders move 3, this path costs 4');
    expect(store.getState().ui.selected).toEqual({ col: 1, row: 1 });
    expect(sessionOf(store)).toBe(before);
    store.getState().clickHex({ col: 6, row: 4 });
    expect(store.getState().ui.refusal).toBe('Wolf Riders move 3, this path costs 6');
  });

  test('names the terrain the unit can never enter', () => {
    const { store } = startedStore(riders());
    store.getState().clickHex({ col: 1, row: 1 });
    store.getState().clickHex({ col: 6, row: 1 });
    expect(store.getState().ui.refusal).toBe('Wolf Riders cannot enter Mountains');
    store.getState().clickHex({ col: 7, row: 2 });
    expect(store.getState().ui.refusal).toBe('Wolf Riders cannot enter Water');
  });

  test('a reachable hex is still a move, an own unit is still selected, and without a selection a click only deselects', () => {
    const { store } = startedStore(riders());
    store.getState().clickHex({ col: 4, row: 4 });
    expect(store.getState().ui.refusal).toBeNull();
    expect(store.getState().ui.selected).toBeNull();
    store.getState().clickHex({ col: 1, row: 1 });
    store.getState().clickHex({ col: 3, row: 1 });
    expect(store.getState().ui.refusal).toBeNull();
    expect(sessionOf(store).state.pending).toHaveLength(1);
  });

  test('the path tried is the rules’ cheapest past a short budget, else the straight way there', () => {
    const state = started(riders());
    const unit = state.units.r1!;
    expect(attemptedPath(state, unit, { col: 4, row: 1 })).toEqual([
      { col: 2, row: 1 },
      { col: 3, row: 1 },
      { col: 4, row: 1 },
    ]);
    expect(attemptedPath(state, unit, unit.at)).toBeNull();
    expect(attemptedPath(state, unit, { col: 9, row: 1 })).toBeNull();
    // Mountains are never entered by a mounted unit: the straight way, which the rules refuse at the Mountains.
    expect(attemptedPath(state, unit, { col: 6, row: 1 })?.at(-1)).toEqual({ col: 6, row: 1 });
  });
});
