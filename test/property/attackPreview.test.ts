import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plannedCombats, type KarnageCombatReport } from '../../src/rules/index.ts';
import { attackPreview } from '../../src/state/attackPreview.ts';
import { plannedFights } from '../../src/state/plannedFights.ts';
import { playRandomGame, randomScenario, type Step } from '../support/randomPlay.ts';

/**
 * At every End turn of random games: the preview of the turn's first fight lists exactly the modifiers
 * the fight then resolves with (its board is settled once moves and builds are done), and the dice
 * panel names the fights in the order they roll.
 */
function checkEndTurn({ before, order, events }: Step): number {
  if (order.type !== 'END_TURN') return 0;
  const combats = plannedCombats(before);
  const resolved = events.flatMap((e) => (e.type === 'COMBAT_RESOLVED' ? [e.report as KarnageCombatReport] : []));
  if (combats.length === 0) {
    expect(resolved).toEqual([]);
    return 0;
  }
  const first = combats[0]!;
  const preview = attackPreview(before, before.units[first[0]!.unit]!, first[0]!.target)!;
  const fight = resolved[0]!;
  expect(preview.earlierFights).toBe(0);
  expect(fight.attackers.map((a) => a.unitId)).toEqual(preview.attackers.map((a) => a.unit.id));
  expect(fight.defender.unitId).toBe(preview.defender.unit.id);
  expect(fight.attackModifiers).toEqual(preview.attackModifiers);
  expect(fight.attackers.map((a) => a.modifiers)).toEqual(preview.attackers.map((a) => a.modifiers));
  expect(fight.defender.modifiers).toEqual(preview.defender.modifiers);
  // Later fights may not happen (an earlier one killed their attacker), but never out of order.
  const plannedOrder = plannedFights(before).map((f) => f.defender.unit.id);
  const foughtOrder = resolved.map((r) => r.defender.unitId!);
  expect(foughtOrder.every((id, i) => i === 0 || plannedOrder.indexOf(id) > plannedOrder.indexOf(foughtOrder[i - 1]!))).toBe(true);
  return 1;
}

describe('the attack preview and the dice panel agree with the fights the rules resolve', () => {
  it('in random games', () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 3 }), fc.integer({ min: 0, max: 0x7fffffff }), (players, seed) => {
        playRandomGame(randomScenario(players, 12, 12, seed), seed, 400, {
          onStep: (step) => {
            checked += checkEndTurn(step);
          },
        });
      }),
      { numRuns: 8 },
    );
    // The property must have met fights to mean anything.
    expect(checked).toBeGreaterThan(10);
  });
});
