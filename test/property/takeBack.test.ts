import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activePlayer,
  moveDestinations,
  cheapestPath,
  planView,
  playOrder,
  seededDice,
  withdrawOrder,
  type KarnageCombatReport,
  type GameEvent,
  type GameState,
  type Order,
} from '../../src/rules/index.ts';
import { makeRng, playRandomGame, randomOrders, randomScenario } from '../support/randomPlay.ts';
import { karnageReport } from '../support/karnageReport.ts';

const NO_DICE = seededDice(0); // planning never rolls

function plan(state: GameState, orders: readonly Order[]): GameState {
  for (const order of orders) {
    const outcome = playOrder(state, order, NO_DICE);
    if (!outcome.ok) throw new Error(`${outcome.reason}: ${JSON.stringify(order)}`);
    state = outcome.state;
  }
  return state;
}

function endTurn(state: GameState): { state: GameState; combats: KarnageCombatReport[] } {
  const outcome = playOrder(state, { type: 'END_TURN', player: activePlayer(state).id }, seededDice(state.seed));
  if (!outcome.ok) throw new Error(outcome.reason);
  return { state: outcome.state, combats: combatsOf(outcome.events) };
}

/** Who fought whom, and the dice each rolled: what taking back another attack must leave as it was. */
function diceOf(report: KarnageCombatReport) {
  return {
    defender: { unit: report.defender.unitId, roll: report.defender.roll },
    attackers: report.attackers.map((a) => ({ unit: a.unitId, roll: a.roll })),
  };
}

function combatsOf(events: readonly GameEvent[]): KarnageCombatReport[] {
  return events.flatMap((e) => (e.type === 'COMBAT_RESOLVED' ? [karnageReport(e.report)] : []));
}

/** A position at the start of some turn of a random game, and the random orders of that turn (END_TURN left off). */
const turnArb = fc
  .record({ players: fc.integer({ min: 2, max: 4 }), seed: fc.integer({ min: 0, max: 0x7fffffff }), orders: fc.integer({ min: 20, max: 400 }) })
  .map(({ players, seed, orders }) => {
    const game = playRandomGame(randomScenario(players, 12, 12, seed), seed, orders);
    // Back to the start of the turn in progress.
    let state = game.state;
    if (state.pending.length > 0) state = { ...state, pending: [] };
    const turn = randomOrders(state, makeRng(seed + 1)).filter((o) => o.type !== 'END_TURN');
    return { state, turn, seed };
  })
  .filter(({ state }) => state.result === null);

describe('taking back a planned order never changes the dice of the combats that still happen', () => {
  it('a move planned somewhere in the turn and taken back', () => {
    let withCombats = 0;
    fc.assert(
      fc.property(turnArb, fc.nat(), fc.nat(), ({ state, turn }, where, which) => {
        const plain = endTurn(plan(state, turn));
        // An extra move for a unit without an order.
        const planned = plan(state, turn);
        const view = planView(planned);
        const idle = Object.values(state.units).filter((u) => u.owner === activePlayer(state).id && !view.acted.has(u.id));
        // Free in the final plan and free now, so it is free at every point of the plan.
        const standing = new Set(Object.values(state.units).map((u) => `${u.at.col},${u.at.row}`));
        const moves = idle.flatMap((unit) =>
          moveDestinations(planned, view, unit)
            .filter((to) => !standing.has(`${to.col},${to.row}`))
            .map((to) => ({ unit, to })),
        );
        fc.pre(moves.length > 0);
        const { unit, to } = moves[which % moves.length]!;
        const extra: Order = { type: 'MOVE', player: unit.owner, unit: unit.id, path: cheapestPath(state, unit, to)! };
        const at = where % (turn.length + 1);
        const withExtra = plan(state, [...turn.slice(0, at), extra, ...turn.slice(at)]);
        const taken = withdrawOrder(withExtra, at);
        expect(taken.ok).toBe(true);
        if (!taken.ok) return;
        expect(taken.events).toHaveLength(1); // nothing depended on it
        expect(taken.state.pending).toEqual(planned.pending);
        const after = endTurn(taken.state);
        expect(after.combats).toEqual(plain.combats);
        if (plain.combats.length > 0) withCombats++;
      }),
      { numRuns: 25 },
    );
    expect(withCombats).toBeGreaterThan(0);
  });

  it('an attack taken back: every other combat rolls the same dice', () => {
    fc.assert(
      fc.property(turnArb, fc.nat(), ({ state, turn }, which) => {
        const attacks = turn.flatMap((o, i) => (o.type === 'ATTACK' ? [i] : []));
        fc.pre(attacks.length > 0);
        const index = attacks[which % attacks.length]!;
        const withdrawn = turn[index]!;
        if (withdrawn.type !== 'ATTACK') return;
        const plain = endTurn(plan(state, turn));
        const taken = withdrawOrder(plan(state, turn), index);
        expect(taken.ok).toBe(true);
        if (!taken.ok) return;
        const after = endTurn(taken.state);
        // Combats on other targets are the same combats with the same dice; the one on the withdrawn
        // attack's target is gone (or, for a pair, fought by the partner alone). Their modifiers may change with
        // it: a fight not fought leaves, say, a building standing that counts for a later defender.
        const target = state.units[Object.values(state.units).find((u) => u.at.col === withdrawn.target.col && u.at.row === withdrawn.target.row)!.id]!.id;
        const others = (reports: KarnageCombatReport[]) => reports.filter((r) => r.defender.unitId !== target).map(diceOf);
        expect(others(after.combats)).toEqual(others(plain.combats));
        for (const report of after.combats.filter((r) => r.defender.unitId === target)) {
          const partner = plain.combats.find((r) => r.defender.unitId === target)!;
          // The partner's own die and the defender's die do not change either.
          expect(report.defender.roll).toEqual(partner.defender.roll);
          const mine = report.attackers[0]!;
          expect(partner.attackers.find((a) => a.unitId === mine.unitId)!.roll).toEqual(mine.roll);
        }
      }),
      { numRuns: 25 },
    );
  });
});
