import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TERRAIN_IDS, UNIT_TYPE_IDS, checkCombatSetup, seededDice, type CombatSetup, UNITS, type Probability } from '../../src/rules/index.ts';
import { COMBAT_SYSTEMS } from '../../src/rules/combat/allSystems.ts';

const karnage = COMBAT_SYSTEMS.karnage;

/** Legal combat setups: 1–2 attackers, any units and terrains units may stand in, 0–7 buildings. */
const setupArb: fc.Arbitrary<CombatSetup> = fc
  .record({
    attackers: fc.array(
      fc.record({ unit: fc.constantFrom(...UNIT_TYPE_IDS), terrain: fc.constantFrom(...TERRAIN_IDS), range: fc.integer({ min: 1, max: 2 }) }),
      { minLength: 1, maxLength: 2 },
    ),
    defender: fc.record({
      unit: fc.constantFrom(...UNIT_TYPE_IDS),
      terrain: fc.constantFrom(...TERRAIN_IDS),
      defending: fc.boolean(),
      fortress: fc.boolean(),
    }),
    attackerWeaponsmiths: fc.integer({ min: 0, max: 7 }),
    defenderArmories: fc.integer({ min: 0, max: 7 }),
  })
  .filter((setup) => checkCombatSetup(setup) === null);

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

function checkFraction(p: Probability): void {
  expect(Number.isSafeInteger(p.numerator)).toBe(true);
  expect(Number.isSafeInteger(p.denominator)).toBe(true);
  expect(p.denominator).toBeGreaterThan(0);
  expect(p.numerator).toBeGreaterThanOrEqual(0);
  expect(p.numerator).toBeLessThanOrEqual(p.denominator);
  expect(gcd(p.numerator, p.denominator)).toBe(1);
  expect(p.value).toBe(p.numerator / p.denominator);
}

/**
 * The exact chance that resolve() reports an attacker win, by walking every way its dice can fall:
 * each roll branches on its faces and a path weighs 1/sides per roll, so re-rolls weigh what they should.
 * Weights are integers over a common denominator (each attacker's sides², for a possible re-roll, × the
 * defender's sides).
 */
function enumerate(setup: CombatSetup): { wins: bigint; total: bigint; common: bigint } {
  const common = setup.attackers.reduce((p, a) => p * BigInt(UNITS[a.unit].attack) ** 2n, BigInt(UNITS[setup.defender.unit].defence));
  const BRANCH = Symbol('branch');
  let wins = 0n;
  let total = 0n;
  const stack: number[][] = [[]];
  while (stack.length > 0) {
    const prefix = stack.pop()!;
    let depth = 0;
    let weight = common;
    let branchSides = 0;
    let winner: 'attacker' | 'defender';
    try {
      winner = karnage.resolve(setup, (sides) => {
        if (depth < prefix.length) {
          weight /= BigInt(sides);
          return prefix[depth++]!;
        }
        branchSides = sides;
        throw BRANCH;
      }).winner;
    } catch (error) {
      if (error !== BRANCH) throw error;
      for (let face = 1; face <= branchSides; face++) stack.push([...prefix, face]);
      continue;
    }
    total += weight;
    if (winner === 'attacker') wins += weight;
  }
  return { wins, total, common };
}

describe('combat odds', () => {
  it('are exact fractions in [0, 1] that add up to exactly 1', () => {
    fc.assert(
      fc.property(setupArb, (setup) => {
        const { attackerWins: a, defenderWins: d } = karnage.odds(setup);
        checkFraction(a);
        checkFraction(d);
        // a + d = 1 as fractions: a.n·d.d + d.n·a.d = a.d·d.d
        expect(BigInt(a.numerator) * BigInt(d.denominator) + BigInt(d.numerator) * BigInt(a.denominator)).toBe(BigInt(a.denominator) * BigInt(d.denominator));
      }),
      { numRuns: 500 },
    );
  });

  it('equal the chance that resolve() gives the attack, over every way the dice can fall', () => {
    fc.assert(
      fc.property(setupArb, (setup) => {
        const { wins, total, common } = enumerate(setup);
        expect(total).toBe(common);
        const { attackerWins } = karnage.odds(setup);
        expect(wins * BigInt(attackerWins.denominator)).toBe(BigInt(attackerWins.numerator) * total);
      }),
      { numRuns: 40 },
    );
  });

  it('match sampling resolve() with seeded dice (20,000 combats each)', () => {
    const setups: CombatSetup[] = [
      // The seed's worked example: Cavalry from Grasslands (re-roll 1s), 3 Weaponsmiths, against defending Warriors, 3 Armories.
      {
        attackers: [{ unit: 'cavalry', terrain: 'grasslands', range: 1 }],
        defender: { unit: 'warriors', terrain: 'grasslands', defending: true, fortress: false },
        attackerWeaponsmiths: 3,
        defenderArmories: 3,
      },
      {
        attackers: [
          { unit: 'cavalry', terrain: 'grasslands', range: 1 },
          { unit: 'footmen', terrain: 'swamp', range: 1 },
        ],
        defender: { unit: 'ironguard', terrain: 'mountains', defending: true, fortress: true },
        attackerWeaponsmiths: 6,
        defenderArmories: 7,
      },
      {
        attackers: [{ unit: 'archers', terrain: 'forest', range: 2 }],
        defender: { unit: 'giants', terrain: 'hills', defending: false, fortress: false },
        attackerWeaponsmiths: 0,
        defenderArmories: 0,
      },
      {
        attackers: [
          { unit: 'trolls', terrain: 'swamp', range: 1 },
          { unit: 'brutes', terrain: 'swamp', range: 1 },
        ],
        defender: { unit: 'peasants', terrain: 'grasslands', defending: false, fortress: false },
        attackerWeaponsmiths: 2,
        defenderArmories: 4,
      },
      {
        attackers: [{ unit: 'grunts', terrain: 'desert', range: 1 }],
        defender: { unit: 'wardens', terrain: 'forest', defending: true, fortress: true },
        attackerWeaponsmiths: 7,
        defenderArmories: 0,
      },
    ];
    const samples = 20_000;
    for (const [n, setup] of setups.entries()) {
      expect(checkCombatSetup(setup)).toBeNull();
      const dice = seededDice(1000 + n);
      let wins = 0;
      for (let i = 0; i < samples; i++) {
        const report = karnage.resolve(setup, (sides, role, combatant, attempt) =>
          dice.roll(sides, { turnNumber: i, unit: `${role}-${combatant}`, role, attempt }),
        );
        if (report.winner === 'attacker') wins++;
      }
      const exact = karnage.odds(setup).attackerWins.value;
      expect(Math.abs(wins / samples - exact), `setup ${n}: exact ${exact}, sampled ${wins / samples}`).toBeLessThan(0.02);
    }
  });
});
