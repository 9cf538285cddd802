import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEvents, fullMenOf, isRegroupRound, stateHash, type GameState, type TurnStructureId } from '../../src/rules/index.ts';
import { brokenInvariants } from '../support/invariants.ts';
import { playRandomGame, randomScenario, type Step } from '../support/randomPlay.ts';

// Mass battle under random legal play: fights cost men (fractions from volleys), charges move pieces into
// the hex between, marches tire units. This is where a unit could keep men it cannot have, stand with 5
// men or fewer, or two units end in one hex.

function menBroken(state: GameState): string[] {
  const broken: string[] = [];
  for (const unit of Object.values(state.units)) {
    if (unit.men === undefined) continue;
    if (!(unit.men > 5 && unit.men < fullMenOf(unit))) broken.push(`${unit.id} has ${unit.men} men`);
    if (!Number.isInteger(unit.men * 64)) broken.push(`${unit.id}'s men ${unit.men} are not whole 64ths`);
  }
  return broken;
}

function checkStep({ before, order, after, events }: Step): void {
  const broken = [...brokenInvariants(after), ...menBroken(after)];
  if (stateHash(applyEvents(before, events)) !== stateHash(after)) broken.push('the events do not replay to the same state');
  if (isRegroupRound(before) && order.type === 'ATTACK') broken.push('an attack was accepted in a regroup round');
  expect(broken, `after ${JSON.stringify(order)}`).toEqual([]);
}

describe.each<TurnStructureId>(['hotseat', 'week'])('random legal play with Mass battle (%s)', (mode) => {
  it('keeps every invariant: one unit per hex, men above 5 and below full, no attack in a regroup round', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 10, max: 16 }), fc.integer({ min: 0, max: 0x7fffffff }), (players, size, seed) => {
        const scenario = { ...randomScenario(players, size, size, seed), combatSystem: 'mass' as const, mode };
        playRandomGame(scenario, seed, 400, { onStep: checkStep });
      }),
      { numRuns: 8 },
    );
  });

  it('makes progress: fights that cost men, marches, charges and units dissolved', () => {
    const seen = new Set<string>();
    for (const seed of [1, 2, 3, 4]) {
      const scenario = { ...randomScenario(3, 10, 10, seed), combatSystem: 'mass' as const, mode };
      playRandomGame(scenario, seed, 1500, {
        onStep: ({ events }) => {
          for (const e of events) {
            if (e.type === 'COMBAT_RESOLVED' && e.report.system === 'mass') seen.add(e.report.action);
            if (e.type === 'UNIT_MEN_CHANGED' || e.type === 'UNITS_RESTED' || e.type === 'UNIT_DESTROYED') seen.add(e.type);
            if (e.type === 'UNIT_TIRED') seen.add(`tired by ${e.by}`);
          }
        },
      });
    }
    expect([...seen].sort()).toEqual([
      'UNITS_RESTED',
      'UNIT_DESTROYED',
      'UNIT_MEN_CHANGED',
      'charge',
      'engage',
      'fire',
      'tired by charge',
      'tired by march',
      'volley',
    ]);
  });
});
