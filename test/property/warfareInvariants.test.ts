import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEvents, stateHash, UNITS, type GameState, type TurnStructureId } from '../../src/rules/index.ts';
import { brokenInvariants } from '../support/invariants.ts';
import { playRandomGame, randomScenario, type Step } from '../support/randomPlay.ts';

// Warfare under random legal play: fights move pieces (retreats, routs, withdrawals, captures), so this
// is where two units could end in one hex, or a unit keep a Might it cannot have.

function mightBroken(state: GameState): string[] {
  const broken: string[] = [];
  for (const unit of Object.values(state.units)) {
    if (unit.might !== undefined && (unit.might < 1 || unit.might > UNITS[unit.type].might)) broken.push(`${unit.id} has Might ${unit.might}`);
  }
  for (const siege of state.sieges ?? []) if (!state.units[siege.garrison]) broken.push(`a siege of ${siege.garrison}, who is gone`);
  return broken;
}

function checkStep({ before, order, after, events }: Step): void {
  const broken = [...brokenInvariants(after), ...mightBroken(after)];
  if (stateHash(applyEvents(before, events)) !== stateHash(after)) broken.push('the events do not replay to the same state');
  expect(broken, `after ${JSON.stringify(order)}`).toEqual([]);
}

describe.each<TurnStructureId>(['hotseat', 'week'])('random legal play with Warfare (%s)', (mode) => {
  it('keeps every invariant: one unit per hex, Might between 1 and full, sieges of units still there', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 10, max: 16 }), fc.integer({ min: 0, max: 0x7fffffff }), (players, size, seed) => {
        const scenario = { ...randomScenario(players, size, size, seed), combatSystem: 'warfare' as const, mode, newYearEvery: 2 };
        playRandomGame(scenario, seed, 400, { onStep: checkStep });
      }),
      { numRuns: 8 },
    );
  });

  it('makes progress: fights that wear units down, and sieges that go on', () => {
    const seen = new Set<string>();
    for (const seed of [1, 2, 3, 4]) {
      const scenario = { ...randomScenario(3, 10, 10, seed), combatSystem: 'warfare' as const, mode, newYearEvery: 2 };
      playRandomGame(scenario, seed, 1500, {
        onStep: ({ events }) => {
          for (const e of events) if (e.type === 'COMBAT_RESOLVED' || e.type === 'UNIT_MIGHT_CHANGED' || e.type === 'SIEGE_GOES_ON') seen.add(e.type);
        },
      });
    }
    expect([...seen].sort()).toEqual(['COMBAT_RESOLVED', 'SIEGE_GOES_ON', 'UNIT_MIGHT_CHANGED']);
  });
});
