import { describe, expect, test } from 'vitest';
import { playOrder, type GameState, type Order } from '../../src/rules/index.ts';
import { plannedFights } from '../../src/state/plannedFights.ts';
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
});
