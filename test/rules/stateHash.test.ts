import { describe, expect, it } from 'vitest';
import { normalizeOrder, playOrder, stateHash, type Order } from '../../src/rules/index.ts';
import { joeAndKim, started } from '../support/scenarios.ts';

describe('the state hash', () => {
  it('does not depend on how an order object was written', () => {
    const state = started(joeAndKim());
    const written: Order[] = [
      { type: 'ATTACK', player: 'joe', unit: 'u1', target: { col: 2, row: 1 } },
      { player: 'joe', target: { row: 1, col: 2 }, unit: 'u1', type: 'ATTACK' },
      { type: 'ATTACK', player: 'joe', unit: 'u1', target: { col: 2, row: 1 }, advance: false },
    ];
    const hashes = written.map((order) => {
      const outcome = playOrder(state, order);
      if (!outcome.ok) throw new Error(outcome.reason);
      return stateHash(outcome.state);
    });
    expect(new Set(hashes).size).toBe(1);
  });

  it('does not depend on the key order of the campaign', () => {
    const economics = started({ ...joeAndKim(), campaign: { kind: 'economics', wealthTarget: 100, turnLimit: null } });
    const reordered = { ...economics, campaign: { turnLimit: null, wealthTarget: 100, kind: 'economics' as const } };
    expect(stateHash(reordered)).toBe(stateHash(economics));
  });

  it('changes when anything that matters changes', () => {
    const state = started(joeAndKim());
    const moved = { ...state, units: { ...state.units, u2: { ...state.units.u2!, at: { col: 2, row: 3 } } } };
    expect(stateHash(moved)).not.toBe(stateHash(state));
    expect(stateHash({ ...state, players: state.players.map((p) => ({ ...p, gold: p.gold + 1 })) })).not.toBe(stateHash(state));
  });
});

describe('normalizeOrder', () => {
  it('keeps exactly the fields of the order, advance only when true', () => {
    const messy = { unit: 'u1', extra: 'x', target: { row: 1, col: 2, q: 9 }, advance: false, player: 'joe', type: 'ATTACK' } as unknown as Order;
    expect(JSON.stringify(normalizeOrder(messy))).toBe('{"type":"ATTACK","player":"joe","unit":"u1","target":{"col":2,"row":1}}');
  });
});
