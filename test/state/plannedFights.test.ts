import { describe, expect, test } from 'vitest';
import { playOrder, type GameState, type Order } from '../../src/rules/index.ts';
import { parseTypedFaces, plannedFights } from '../../src/state/plannedFights.ts';
import { joeAndKim, started } from '../support/scenarios.ts';

function planned(orders: readonly Order[]): GameState {
  let state = started(joeAndKim());
  for (const order of orders) {
    const outcome = playOrder(state, order);
    if (!outcome.ok) throw new Error(outcome.reason);
    state = outcome.state;
  }
  return state;
}

describe('the dice a turn needs, for a referee rolling real ones', () => {
  test('one entry per fight, in the order the attacks were declared, with each die', () => {
    expect(plannedFights(planned([]))).toEqual([]);
    const state = planned([{ type: 'ATTACK', player: 'joe', unit: 'u1', target: { col: 2, row: 1 } }]);
    const fights = plannedFights(state);
    expect(fights).toHaveLength(1);
    expect(fights[0]!.attackers.map((a) => [a.unit.id, a.die])).toEqual([['u1', 'd8']]);
    expect(fights[0]!.attackers[0]!.reroll).toMatch(/re-roll 1/);
    expect(fights[0]!.defender.die).toBe('d6');
  });

  test('typed faces: whole numbers by commas or spaces, else nothing', () => {
    expect(parseTypedFaces('5, 3')).toEqual([5, 3]);
    expect(parseTypedFaces(' 5 3,4 ')).toEqual([5, 3, 4]);
    expect(parseTypedFaces('')).toBeNull();
    expect(parseTypedFaces('5, x')).toBeNull();
    expect(parseTypedFaces('2.5')).toBeNull();
    expect(parseTypedFaces('-1')).toBeNull();
  });
});
