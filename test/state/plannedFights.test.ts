import { describe, expect, test } from 'vitest';
import { playOrder, type GameState, type Order } from '../../src/rules/index.ts';
import { plannedFights } from '../../src/state/plannedFights.ts';
import { joeAndKim, started } from '../support/scenarios.ts';

/** Joe and Kim, with a second unit of Kim's next to Joe's second Cavalry. */
function twoFronts() {
  const base = joeAndKim();
  return { ...base, units: [...base.units, { id: 'u4', owner: 'kim', type: 'warriors' as const, at: { col: 2, row: 3 } }] };
}

function planned(orders: readonly Order[]): GameState {
  let state = started(twoFronts());
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
    expect(fights[0]!.attackers.map((a) => [a.unit.id, a.strength])).toEqual([['u1', 'd8']]);
    expect(fights[0]!.attackers[0]!.notes.join()).toMatch(/re-roll 1/);
    expect(fights[0]!.defender.strength).toBe('d6');
  });
  test('two fights come in the order their first attack was declared, a pair as one fight', () => {
    const state = planned([
      { type: 'ATTACK', player: 'joe', unit: 'u2', target: { col: 2, row: 3 } },
      { type: 'ATTACK', player: 'joe', unit: 'u1', target: { col: 2, row: 1 } },
    ]);
    expect(plannedFights(state).map((f) => [f.target, f.attackers.map((a) => a.unit.id), f.defender.unit.id])).toEqual([
      [{ col: 2, row: 3 }, ['u2'], 'u4'],
      [{ col: 2, row: 1 }, ['u1'], 'u3'],
    ]);
    expect(plannedFights(state).map((f) => f.earlierFights)).toEqual([0, 1]);
  });
});
