import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEvents, stateHash } from '../../src/rules/index.ts';
import { brokenInvariants } from '../support/invariants.ts';
import { playRandomGame, randomScenario, type Step } from '../support/randomPlay.ts';

function checkStep({ before, order, after, events }: Step): void {
  const broken = brokenInvariants(after);
  for (const event of events) {
    if (event.type === 'UNIT_DESTROYED' && event.unit in after.units) broken.push(`destroyed unit ${event.unit} is still on the board`);
  }
  if (order.type === 'END_TURN') {
    if (after.pending.length !== 0) broken.push('orders still pending after END_TURN');
    if (!after.result && after.turnNumber !== before.turnNumber + 1) broken.push('END_TURN did not start the next turn');
  } else if (after.pending.length !== before.pending.length + 1) {
    broken.push('a planned order was not added to the plan');
  }
  // The events alone lead from the state before to the state after (what a screen replaying them sees).
  if (stateHash(applyEvents(before, events)) !== stateHash(after)) broken.push('the events do not replay to the same state');
  expect(broken, `after ${JSON.stringify(order)}`).toEqual([]);
}

describe('random legal play keeps every invariant after every order', () => {
  it('2–4 players on small random maps', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 10, max: 18 }), fc.integer({ min: 0, max: 0x7fffffff }), (players, size, seed) => {
        const scenario = randomScenario(players, size, size, seed);
        expect(brokenInvariants(playRandomGame(scenario, seed, 0).start)).toEqual([]);
        playRandomGame(scenario, seed, 300, { onStep: checkStep });
      }),
      { numRuns: 10 },
    );
  });

  it('games make progress: combats, captures, builds, recruits and eliminations happen', () => {
    const totals = { combats: 0, attackerWins: 0, captures: 0, buildingsBuilt: 0, recruits: 0, eliminations: 0, finished: 0 };
    for (const seed of [1, 2, 3]) {
      const game = playRandomGame(randomScenario(2 + (seed % 2), 10, 10, seed), seed, 1500);
      for (const key of ['combats', 'attackerWins', 'captures', 'buildingsBuilt', 'recruits', 'eliminations'] as const) totals[key] += game.stats[key];
      if (game.state.result) totals.finished++;
    }
    for (const [key, value] of Object.entries(totals)) expect(value, key).toBeGreaterThan(0);
  });
});
