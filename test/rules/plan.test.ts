import { freeze } from 'immer';
import { describe, expect, it } from 'vitest';
import { goldAvailable, hexIndex, planView, playOrder, validateOrder, type GameState, type PlannableOrder } from '../../src/rules/index.ts';
import { naivePlanView } from '../property/naive.ts';
import { at, board, endTurn, play, type UnitSpec } from './helpers.ts';

// States planned one after another share one log of orders (src/rules/planLog.ts); each must still see
// exactly its own plan, and `pending`, made only when read, must read as the plain array it always was —
// in a short plan and in a long one.

// row 0: a b g c …   Ann's Footmen a (0,0) and b (1,0), her Peasants c (3,0); Bob's Grunts x (9,0); Ann's Keep (0,1);
// rows 2–9: 80 more Footmen of Ann, f0 … f79. Ann has 10 gold + 2 from the Keep.
const crowd: UnitSpec[] = Array.from({ length: 80 }, (_, i) => [`f${i}`, 'ann', 'footmen', i % 10, 2 + Math.floor(i / 10)] as const);
const start = () =>
  board(
    Array.from({ length: 10 }, () => 'gggggggggg'),
    [['a', 'ann', 'footmen', 0, 0], ['b', 'ann', 'footmen', 1, 0], ['c', 'ann', 'peasants', 3, 0], ...crowd, ['x', 'bob', 'grunts', 9, 0]],
    [['keep', 'ann', 0, 1]],
  );

const defend = (unit: string): PlannableOrder => ({ type: 'DEFEND', player: 'ann', unit });
const recruit: PlannableOrder = { type: 'RECRUIT', player: 'ann', at: at(0, 1), unitType: 'peasants' };

function planned(state: GameState, order: PlannableOrder): GameState {
  const outcome = playOrder(state, order);
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.state;
}

/** The start with `lead` DEFEND orders of the crowd planned already (not named `after`: Biome takes that for a test hook). */
const startWith = (lead: number): GameState => crowd.slice(0, lead).reduce((state, [id]) => planned(state, defend(id)), start());
const orders = (state: GameState) => state.pending.slice(-2).map((p) => p.order);

describe.each([0, 70])('a plan shared by the states planned from each other, %i orders in already', (lead) => {
  it('an earlier state keeps its plan when more orders are planned from it, read before or after', () => {
    const first = planned(startWith(lead), defend('a'));
    const second = planned(first, defend('b'));
    const third = planned(second, recruit);
    expect(orders(second)).toEqual([defend('a'), defend('b')]);
    expect(first.pending).toHaveLength(lead + 1);
    expect(first.pending.at(-1)!.order).toEqual(defend('a'));
    expect(third.pending).toHaveLength(lead + 3);
    expect(first.pending).toBe(first.pending);
    expect(validateOrder(first, defend('b')).ok).toBe(true);
    expect(validateOrder(second, defend('b'))).toEqual({ ok: false, reason: 'Footmen at (1,0) already has an order this turn' });
    expect(goldAvailable(second)).toBe(12);
    expect(goldAvailable(third)).toBe(10);
  });

  it('two orders planned from one state give two plans, neither seeing the other', () => {
    const base = planned(startWith(lead), defend('a'));
    const left = planned(base, defend('b'));
    const right = planned(base, recruit);
    expect(orders(left)).toEqual([defend('a'), defend('b')]);
    expect(orders(right)).toEqual([defend('a'), recruit]);
    expect(planView(right).acted.has('b')).toBe(false);
    expect(planView(left).occupantAfterPlan(hexIndex(left.map, at(0, 1)))).toBeUndefined();
    expect(planView(right).occupantAfterPlan(hexIndex(right.map, at(0, 1)))).toBe('recruit');
    expect(goldAvailable(left)).toBe(12);
    expect(goldAvailable(right)).toBe(10);
    // Each plan goes on on its own.
    expect(planned(right, defend('b')).pending).toHaveLength(lead + 3);
    expect(planned(left, recruit).pending).toHaveLength(lead + 3);
  });

  it('`pending` reads as a plain array: spread, JSON, structured clone and equality', () => {
    const state = planned(planned(startWith(lead), defend('a')), recruit);
    const plain = { ...state };
    expect(Array.isArray(state.pending)).toBe(true);
    expect(plain.pending).toBe(state.pending);
    expect(JSON.parse(JSON.stringify(state)).pending.slice(-2)).toEqual([
      { order: defend('a'), cost: 0 },
      { order: recruit, cost: 2 },
    ]);
    expect(structuredClone(state)).toEqual(state);
    expect(Object.keys(state)).toEqual(Object.keys(start()));
  });

  it('plays on from a deeply frozen state, as the store keeps them', () => {
    const state = freeze(planned(startWith(lead), defend('a')), true);
    const next = planned(state, defend('b'));
    expect(Object.isFrozen(state.pending)).toBe(true);
    expect(next.pending).toHaveLength(lead + 2);
    const { state: ended } = play(next, [endTurn('ann')]);
    expect([ended.units.a!.defending, ended.units.b!.defending]).toEqual([true, true]);
  });
});

describe('a plan given by hand', () => {
  it('with two moves for one unit, is viewed as a scan of it views it', () => {
    const state = start();
    const moves: PlannableOrder[] = [
      { type: 'MOVE', player: 'ann', unit: 'a', path: [at(0, 0)] },
      { type: 'MOVE', player: 'ann', unit: 'b', path: [at(2, 0)] },
      { type: 'MOVE', player: 'ann', unit: 'a', path: [at(1, 0)] },
      { type: 'ATTACK', player: 'ann', unit: 'c', target: at(3, 1) },
    ];
    const byHand: GameState = { ...state, pending: moves.map((order) => ({ order, cost: 0 })) };
    const view = planView(byHand);
    const scan = naivePlanView(byHand);
    for (let i = 0; i < state.map.terrain.length; i++) expect(view.occupantAfterPlan(i), `hex ${i}`).toBe(scan.occupantAfterPlan(i));
    expect([...view.acted]).toEqual([...scan.acted]);
    expect([...view.attacksOn]).toEqual([...scan.attacksOn]);
  });
});
