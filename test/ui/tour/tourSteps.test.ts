import { describe, expect, it } from 'vitest';
import { playOrder, type GameState, type Order } from '../../../src/rules/index.ts';
import { tourStep } from '../../../src/ui/tour/tourSteps.ts';
import { joeAndKim, started } from '../../support/scenarios.ts';

function planned(state: GameState, ...orders: Order[]): GameState {
  return orders.reduce((s, order) => {
    const played = playOrder(s, order);
    if (!played.ok) throw new Error(played.reason);
    return played.state;
  }, state);
}

describe('the first-game walkthrough', () => {
  const state = started(joeAndKim());
  const joeCavalry = state.units.u1!;

  it('asks for a unit of one’s own first; an enemy selected does not count', () => {
    expect(tourStep(state, null, false)).toBe('select');
    expect(tourStep(state, { col: 2, row: 1 }, false)).toBe('select');
    expect(tourStep(state, joeCavalry.at, false)).toBe('move');
  });

  it('then a move, then an attack (or the player says no enemy is near), then End turn', () => {
    const moved = planned(state, { type: 'MOVE', player: 'joe', unit: 'u2', path: [{ col: 1, row: 2 }] });
    expect(tourStep(moved, null, false)).toBe('attack');
    expect(tourStep(moved, null, true)).toBe('end');
    const attacked = planned(moved, { type: 'ATTACK', player: 'joe', unit: 'u1', target: { col: 2, row: 1 } });
    expect(tourStep(attacked, null, false)).toBe('end');
  });

  it('an attack planned first counts for the move step too: no one is made to move before fighting', () => {
    const attacked = planned(state, { type: 'ATTACK', player: 'joe', unit: 'u1', target: { col: 2, row: 1 } });
    expect(tourStep(attacked, null, false)).toBe('end');
  });
});
