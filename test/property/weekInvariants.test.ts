import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEvents, stateHash, type TurnStructureId } from '../../src/rules/index.ts';
import { brokenInvariants } from '../support/invariants.ts';
import { playRandomGame, randomScenario, type Step } from '../support/randomPlay.ts';

// Simultaneous weeks under random legal play: every move of a week resolves at once, so this is where
// two units could end in one hex, or an order could vanish without a word.

function checkStep({ before, order, after, events }: Step): void {
  const broken = brokenInvariants(after);
  if (stateHash(applyEvents(before, events)) !== stateHash(after)) broken.push('the events do not replay to the same state');
  // When a week's moves resolve, every MOVE planned for it either happened or was dropped with a reason.
  const resolvedMoves = order.type === 'END_TURN' && events.some((e) => e.type === 'ORDERS_SENT') && !after.week?.sent[order.player];
  if (resolvedMoves && before.week?.phase === 'orders') {
    const planned = [...Object.values(before.week.sent).flat(), ...before.pending].map((p) => p.order);
    for (const move of planned) {
      if (move.type !== 'MOVE') continue;
      const moved = events.some((e) => e.type === 'UNIT_MOVED' && e.unit === move.unit);
      const dropped = events.some((e) => e.type === 'ORDER_DROPPED' && e.order === move && e.reason !== '');
      if (!moved && !dropped) broken.push(`the move of ${move.unit} neither happened nor was dropped`);
    }
  }
  expect(broken, `after ${JSON.stringify(order)}`).toEqual([]);
}

describe.each<TurnStructureId>(['week', 'week-attacks-midweek'])('random legal play in %s mode', (mode) => {
  it('keeps every invariant after every order: one unit per hex, indexes, events that replay', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 10, max: 16 }), fc.integer({ min: 0, max: 0x7fffffff }), (players, size, seed) => {
        const scenario = { ...randomScenario(players, size, size, seed), mode };
        playRandomGame(scenario, seed, 300, { onStep: checkStep });
      }),
      { numRuns: 8 },
    );
  });

  it('makes progress: fights, captures and weeks that end', () => {
    let combats = 0;
    let weeks = 0;
    for (const seed of [1, 2, 3]) {
      const game = playRandomGame({ ...randomScenario(3, 10, 10, seed), mode }, seed, 1200);
      combats += game.stats.combats;
      weeks += game.state.round;
    }
    expect(combats).toBeGreaterThan(0);
    expect(weeks).toBeGreaterThan(6);
  });
});
