import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cannotEnter } from '../../src/rules/cannotEnter.ts';
import { TERRAIN_IDS, UNIT_TYPE_IDS, type UnitTypeId } from '../../src/rules/ids.ts';
import type { AttackerSetup, CombatSetup } from '../../src/rules/combat/setup.ts';
import type { RollDie } from '../../src/rules/combat/system.ts';
import { describeMassReport } from '../../src/rules/combat/mass/describe.ts';
import { explainMassCombat } from '../../src/rules/combat/mass/explain.ts';
import { massOdds } from '../../src/rules/combat/mass/odds.ts';
import { checkMassSetup, resolveMassCombat } from '../../src/rules/combat/mass/resolve.ts';
import { boardActionAt } from '../../src/rules/combat/mass/setupForces.ts';
import { MASS_UNITS } from '../../src/rules/combat/mass/table.ts';

// Mass battle on random fights of the board: the losses obey the formula's bounds whatever the units,
// ranges, men (in 64ths, as volleys leave them), buildings and terrain; the odds are the mean over the dice.

const BOWS = UNIT_TYPE_IDS.filter((unit) => MASS_UNITS[unit].bows);
const men = fc.integer({ min: 6 * 64, max: 40 * 64 }).map((n) => n / 64);

/** An attacker of a kind of fight: melee next door (or a charge from two hexes, without bows), fire at 2–5, volleys at 6–19. */
function attackerOf(kind: 'melee' | 'fire' | 'volley'): fc.Arbitrary<AttackerSetup> {
  const units: readonly UnitTypeId[] = kind === 'melee' ? UNIT_TYPE_IDS : BOWS;
  const range = kind === 'melee' ? fc.integer({ min: 1, max: 2 }) : kind === 'fire' ? fc.integer({ min: 2, max: 5 }) : fc.integer({ min: 6, max: 19 });
  return fc
    .record({ unit: fc.constantFrom(...units), terrain: fc.constantFrom(...TERRAIN_IDS), range, men })
    .map((a) => (kind === 'melee' && MASS_UNITS[a.unit].bows ? { ...a, range: 1 } : a));
}

const setupArb: fc.Arbitrary<CombatSetup> = fc
  .constantFrom('melee' as const, 'fire' as const, 'volley' as const)
  .chain((kind) =>
    fc.record({
      attackers: fc.array(attackerOf(kind), { minLength: 1, maxLength: 2 }),
      defender: fc.record({
        unit: fc.constantFrom(...UNIT_TYPE_IDS),
        terrain: fc.constantFrom(...TERRAIN_IDS),
        defending: fc.boolean(),
        fortress: fc.boolean(),
        marching: fc.boolean(),
        men,
      }),
      attackerWeaponsmiths: fc.integer({ min: 0, max: 9 }),
      defenderArmories: fc.integer({ min: 0, max: 9 }),
    }),
  )
  .filter((setup) => [...setup.attackers, setup.defender].every((side) => cannotEnter(side.unit, side.terrain) === null));

const chargersOf = (setup: CombatSetup): number[] => setup.attackers.flatMap((a, i) => (boardActionAt(a) === 'charge' ? [i] : []));
const facesRoll =
  (chargers: readonly number[], faces: readonly number[]): RollDie =>
  (_sides, _role, combatant) =>
    faces[chargers.indexOf(combatant)] ?? 6;
const is64ths = (n: number): boolean => Number.isInteger(n * 64);

describe('Mass battle on random fights', () => {
  it('losses are never negative nor more than the men; men after = men − losses; destroyed exactly at 5 men standing or fewer', () => {
    fc.assert(
      fc.property(setupArb, fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 2, maxLength: 2 }), (setup, faces) => {
        expect(checkMassSetup(setup)).toBeNull();
        const report = resolveMassCombat(setup, facesRoll(chargersOf(setup), faces));
        const sides = [
          ...setup.attackers.map((a, i) => ({
            men: a.men ?? 0,
            lost: report.attackerLosses[i] ?? -1,
            after: report.menAfter.attackers[i] ?? -1,
            destroyed: report.attackersDestroyed.includes(i),
            dissolved: report.dissolved.attackers.includes(i),
          })),
          {
            men: setup.defender.men ?? 0,
            lost: report.defenderLosses,
            after: report.menAfter.defender,
            destroyed: report.defenderDestroyed,
            dissolved: report.dissolved.defender,
          },
        ];
        for (const side of sides) {
          expect(side.lost).toBeGreaterThanOrEqual(0);
          expect(side.lost).toBeLessThanOrEqual(side.men);
          expect(is64ths(side.lost)).toBe(true);
          expect(side.after).toBe(side.men - side.lost);
          expect(side.destroyed).toBe(Math.ceil(side.after) <= 5);
          expect(side.dissolved).toBe(side.destroyed && side.after > 0);
        }
        // Fire and volleys strike one way; a charge that falls short strikes not at all.
        if (report.action === 'fire' || report.action === 'volley' || report.fighting.length === 0)
          expect(report.attackerLosses.every((n) => n === 0)).toBe(true);
        if (report.fighting.length === 0) expect(report.defenderLosses).toBe(0);
        // Every fight can be told.
        const told = describeMassReport(report);
        expect(told.steps?.length).toBeGreaterThan(0);
        expect(told.outcome.winner).toBe(
          report.defenderDestroyed === report.attackersDestroyed.length > 0 ? null : report.defenderDestroyed ? 'attacker' : 'defender',
        );
      }),
      { numRuns: 300 },
    );
  });

  it("massOdds' expected losses are the mean over every face of the running dice", () => {
    fc.assert(
      fc.property(setupArb, (setup) => {
        const chargers = chargersOf(setup);
        const ways = 6 ** chargers.length;
        const attack64 = setup.attackers.map(() => 0);
        let defence64 = 0;
        for (let way = 0; way < ways; way++) {
          const faces = chargers.map((_, k) => (Math.floor(way / 6 ** k) % 6) + 1);
          const report = resolveMassCombat(setup, facesRoll(chargers, faces));
          report.attackerLosses.forEach((n, i) => {
            attack64[i] = (attack64[i] ?? 0) + n * 64;
          });
          defence64 += report.defenderLosses * 64;
        }
        const expected = massOdds(setup).expectedLosses;
        // expected = sum64 / (64 × ways), compared without division.
        const same = (amount: { numerator: number; denominator: number } | undefined, sum64: number) =>
          expect((amount?.numerator ?? -1) * 64 * ways).toBe(sum64 * (amount?.denominator ?? 0));
        same(expected?.defender, defence64);
        for (const [i, sum] of attack64.entries()) same(expected?.attackers[i], sum);
        expect(explainMassCombat(setup).notes.some((note) => note.startsWith('Expected: '))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
