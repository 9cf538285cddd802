import { describe, expect, it } from 'vitest';
import { buildingAt, playOrder, scriptedDice, stateHash, type GameEvent, type GameState, type Order } from '../../src/rules/index.ts';
import { joeAndKim, started } from '../support/scenarios.ts';
import { karnageReport } from '../support/karnageReport.ts';

// docs/rules.md, "A fight told in full: Joe and Kim" (the original rules' worked example, which must come out exactly so).
function joesTurn(faces: number[]): { state: GameState; events: GameEvent[] } {
  let state = started(joeAndKim());
  const events: GameEvent[] = [];
  const orders: Order[] = [
    { type: 'ATTACK', player: 'joe', unit: 'u1', target: { col: 2, row: 1 } },
    { type: 'BUILD', player: 'joe', unit: 'u2', building: 'stable' },
    { type: 'END_TURN', player: 'joe' },
  ];
  const dice = scriptedDice(faces);
  for (const order of orders) {
    const outcome = playOrder(state, order, dice);
    if (!outcome.ok) throw new Error(outcome.reason);
    state = outcome.state;
    events.push(...outcome.events);
  }
  expect(dice.used()).toBe(faces.length);
  return { state, events };
}

function combatOf(events: GameEvent[]) {
  const combat = events.find((e) => e.type === 'COMBAT_RESOLVED');
  if (combat?.type !== 'COMBAT_RESOLVED') throw new Error('no combat');
  return karnageReport(combat.report);
}

describe("the seed's worked example: Joe's Cavalry attack Kim's defending Warriors", () => {
  it('Joe rolls 5 +1 Weaponsmiths = 6, Kim rolls 3 +1 Armories +1 DEFEND = 5: the Warriors are destroyed', () => {
    const { state, events } = joesTurn([5, 3]);
    const report = combatOf(events);
    expect(report.attackers[0]!.roll).toEqual({ sides: 8, faces: [5], result: 5 });
    expect(report.attackModifiers.map((m) => [m.source, m.value])).toEqual([['weaponsmiths', 1]]);
    expect(report.attackTotal).toBe(6);
    expect(report.defender.roll).toEqual({ sides: 6, faces: [3], result: 3 });
    expect(report.defender.modifiers.map((m) => [m.source, m.value])).toEqual([
      ['defend', 1],
      ['armories', 1],
    ]);
    expect(report.defenceTotal).toBe(5);
    expect(report.winner).toBe('attacker');

    expect(state.units.u3).toBeUndefined(); // the Orc Warriors are removed from play
    expect(state.units.u1!.at).toEqual({ col: 1, row: 1 }); // no MOVE: the Cavalry stay in their hex
    expect(buildingAt(state, { col: 1, row: 3 })).toEqual({ type: 'stable', owner: 'joe', at: { col: 1, row: 3 } });
    // The Stable is paid at full cost (Cavalry are no builders): 10 gold, no income, −3.
    expect(state.players.find((p) => p.id === 'joe')!.gold).toBe(7);
    expect(events.map((e) => e.type)).toEqual([
      'ORDER_PLANNED',
      'ORDER_PLANNED',
      'BUILDING_BUILT',
      'COMBAT_RESOLVED',
      'UNIT_DESTROYED',
      'TURN_ENDED',
      'TURN_STARTED',
    ]);
  });

  it('had Kim rolled a 4 (total 6), the tie goes to her and Joe’s Cavalry are destroyed', () => {
    const { state, events } = joesTurn([5, 4]);
    const report = combatOf(events);
    expect([report.attackTotal, report.defenceTotal, report.winner]).toEqual([6, 6, 'defender']);
    expect(state.units.u1).toBeUndefined();
    expect(state.units.u3!.at).toEqual({ col: 2, row: 1 });
  });

  it('a 1 on the Cavalry’s d8 from Grasslands is re-rolled once', () => {
    const { events } = joesTurn([1, 5, 3]);
    const report = combatOf(events);
    expect(report.attackers[0]!.roll.faces).toEqual([1, 5]);
    expect(report.attackers[0]!.roll.reroll).toMatch(/re-roll 1/);
    expect(report.attackTotal).toBe(6);
    expect(report.winner).toBe('attacker');
  });

  it('the re-roll happens once: a second 1 stands', () => {
    const { events } = joesTurn([1, 1, 1]);
    const report = combatOf(events);
    expect(report.attackers[0]!.roll).toMatchObject({ faces: [1, 1], result: 1 });
    expect(report.attackTotal).toBe(2);
    expect(report.winner).toBe('defender');
  });
});

describe('the worked example with the dice on the END_TURN order (a referee typing physical dice)', () => {
  const joesOrders = (rolls: number[]): Order[] => [
    { type: 'ATTACK', player: 'joe', unit: 'u1', target: { col: 2, row: 1 } },
    { type: 'BUILD', player: 'joe', unit: 'u2', building: 'stable' },
    { type: 'END_TURN', player: 'joe', rolls },
  ];
  function playAll(orders: readonly Order[]) {
    let state = started(joeAndKim());
    for (const order of orders) {
      const outcome = playOrder(state, order); // the game's seeded dice, unless the order carries faces
      if (!outcome.ok) return outcome;
      state = outcome.state;
    }
    return { ok: true as const, state };
  }

  it('5 and 3 typed on END_TURN settle the fight exactly as in the example', () => {
    const typed = playAll(joesOrders([5, 3]));
    const scripted = joesTurn([5, 3]);
    expect(typed.ok && stateHash(typed.state)).toBe(stateHash(scripted.state));
  });

  it('too few faces, a face too big for its die, or faces left over: refused, with the reason', () => {
    expect(playAll(joesOrders([5]))).toMatchObject({ ok: false, reason: expect.stringMatching(/not enough dice faces/) });
    expect(playAll(joesOrders([5, 7]))).toMatchObject({ ok: false, reason: expect.stringMatching(/a d6 shows 1 to 6/) });
    expect(playAll(joesOrders([5, 3, 2]))).toMatchObject({ ok: false, reason: "3 dice typed, but this turn's fights roll only 2" });
  });
});
