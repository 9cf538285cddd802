import { describe, expect, it } from 'vitest';
import { goldAvailable, validateOrder, withdrawOrder, type GameState, type PlannableOrder } from '../../src/rules/index.ts';
import { at, board, endTurn, gold, play } from './helpers.ts';

// docs/rules.md, "Orders": planned orders may be taken back until the turn ends.

function withdrawn(state: GameState, index: number) {
  const outcome = withdrawOrder(state, index);
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome;
}

const moveA: PlannableOrder = { type: 'MOVE', player: 'ann', unit: 'a', path: [at(2, 0)] };
const moveB: PlannableOrder = { type: 'MOVE', player: 'ann', unit: 'b', path: [at(1, 0)] };
const defendC: PlannableOrder = { type: 'DEFEND', player: 'ann', unit: 'c' };

// row 0: b a g g     b Footmen (0,0), a Footmen (1,0), c Peasants (3,0)
const three = () =>
  board(
    ['gggg', 'gggg'],
    [
      ['b', 'ann', 'footmen', 0, 0],
      ['a', 'ann', 'footmen', 1, 0],
      ['c', 'ann', 'peasants', 3, 0],
      ['x', 'bob', 'grunts', 3, 1],
    ],
  );

describe('withdrawOrder', () => {
  it('takes an order back: it leaves the plan and the unit may be given another order', () => {
    const { state } = play(three(), [defendC]);
    const { state: after, events } = withdrawn(state, 0);
    expect(events).toEqual([{ type: 'ORDER_WITHDRAWN', index: 0, order: defendC, reason: 'taken back' }]);
    expect(after.pending).toEqual([]);
    expect(validateOrder(after, { type: 'MOVE', player: 'ann', unit: 'c', path: [at(2, 0)] }).ok).toBe(true);
  });

  it('a taken-back order does not resolve', () => {
    const { state } = play(three(), [moveA]);
    const { state: after } = play(withdrawn(state, 0).state, [endTurn('ann')]);
    expect(after.units.a!.at).toEqual(at(1, 0));
  });

  it('later orders that depended on it are taken back too, each with its reason', () => {
    // b moves into the hex a plans to leave; taking a's move back leaves b's destination occupied.
    const { state } = play(three(), [moveA, moveB, defendC]);
    const { state: after, events } = withdrawn(state, 0);
    expect(events).toEqual([
      { type: 'ORDER_WITHDRAWN', index: 0, order: moveA, reason: 'taken back' },
      { type: 'ORDER_WITHDRAWN', index: 0, order: moveB, reason: '(1,0) will be occupied: one unit per hex' },
    ]);
    expect(after.pending.map((p) => p.order)).toEqual([defendC]);
  });

  it('independent orders stay, in their order', () => {
    const { state } = play(three(), [defendC, moveA, moveB]);
    const { state: after } = withdrawn(state, 0);
    expect(after.pending.map((p) => p.order)).toEqual([moveA, moveB]);
  });

  it('a recruit into a hex the withdrawn move would have freed is taken back too', () => {
    const start = board(
      ['ggg'],
      [
        ['a', 'ann', 'footmen', 0, 0],
        ['x', 'bob', 'grunts', 2, 0],
      ],
      [['keep', 'ann', 0, 0]],
    );
    const recruit: PlannableOrder = { type: 'RECRUIT', player: 'ann', at: at(0, 0), unitType: 'peasants' };
    const { state } = play(start, [{ type: 'MOVE', player: 'ann', unit: 'a', path: [at(1, 0)] }, recruit]);
    const { events, state: after } = withdrawn(state, 0);
    expect(events[1]).toEqual({ type: 'ORDER_WITHDRAWN', index: 0, order: recruit, reason: 'the Keep at (0,0) will be occupied: one unit per hex' });
    expect(after.pending).toEqual([]);
  });

  it('gold is restored: what the plan costs goes back to the player', () => {
    const start = board(
      ['ggg'],
      [
        ['p', 'ann', 'peasants', 0, 0],
        ['f', 'ann', 'footmen', 1, 0],
        ['x', 'bob', 'grunts', 2, 0],
      ],
    );
    const { state } = play(start, [
      { type: 'BUILD', player: 'ann', unit: 'f', building: 'fortress' },
      { type: 'BUILD', player: 'ann', unit: 'p', building: 'armory' },
    ]);
    expect(goldAvailable(state)).toBe(3);
    const { state: after } = withdrawn(state, 0);
    expect(goldAvailable(after)).toBe(8);
    expect(gold(after, 'ann')).toBe(10);
    const { state: resolved } = play(after, [endTurn('ann')]);
    expect(gold(resolved, 'ann')).toBe(8);
  });

  it('taking back a build frees gold for an order that was unaffordable', () => {
    const start = board(
      ['ggg'],
      [
        ['p', 'ann', 'peasants', 0, 0],
        ['f', 'ann', 'footmen', 1, 0],
        ['x', 'bob', 'grunts', 2, 0],
      ],
      [],
      { gold: [6, 10] },
    );
    const { state } = play(start, [{ type: 'BUILD', player: 'ann', unit: 'p', building: 'fortress' }]);
    expect(validateOrder(state, { type: 'BUILD', player: 'ann', unit: 'f', building: 'fortress' })).toEqual({
      ok: false,
      reason: 'not enough gold: Fortress costs 5, you have 3',
    });
    expect(validateOrder(withdrawn(state, 0).state, { type: 'BUILD', player: 'ann', unit: 'f', building: 'fortress' })).toEqual({ ok: true, cost: 5 });
  });

  it('withdrawing the first attacker of a pair keeps the second; a third may then join', () => {
    const start = board(
      ['ggg', 'ggg', 'ggg'],
      [
        ['a', 'ann', 'footmen', 1, 0],
        ['b', 'ann', 'footmen', 2, 1],
        ['c', 'ann', 'footmen', 1, 2],
        ['w', 'bob', 'warriors', 1, 1],
      ],
    );
    const attack = (unit: string): PlannableOrder => ({ type: 'ATTACK', player: 'ann', unit, target: at(1, 1) });
    const { state } = play(start, [attack('a'), attack('b')]);
    const { state: after } = withdrawn(state, 0);
    expect(after.pending.map((p) => p.order)).toEqual([attack('b')]);
    expect(validateOrder(after, attack('c')).ok).toBe(true);
  });

  it('no such order: a readable refusal, the state untouched', () => {
    const state = three();
    expect(withdrawOrder(state, 0)).toEqual({ ok: false, reason: 'there is no planned order number 1' });
    const { state: planned } = play(state, [defendC]);
    expect(withdrawOrder(planned, 4)).toEqual({ ok: false, reason: 'there is no planned order number 5' });
    expect(planned.pending).toHaveLength(1);
  });
});
