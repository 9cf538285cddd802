import { describe, expect, it } from 'vitest';
import type { CombatSetup, Probability } from '../../src/rules/index.ts';
import { COMBAT_SYSTEMS } from '../../src/rules/combat/allSystems.ts';

// Exact odds [docs/rules.md, "Combat"]: computed by hand below, and checked against every face of resolve().

const { odds, resolve } = COMBAT_SYSTEMS.karnage;

const workedExample: CombatSetup = {
  attackers: [{ unit: 'cavalry', terrain: 'grasslands', range: 1 }],
  defender: { unit: 'warriors', terrain: 'grasslands', defending: true, fortress: false },
  attackerWeaponsmiths: 3,
  defenderArmories: 3,
};

function plain(attacker: CombatSetup['attackers'][number]['unit'], defender: CombatSetup['defender']['unit'], extra: Partial<CombatSetup> = {}): CombatSetup {
  return {
    attackers: [{ unit: attacker, terrain: 'grasslands', range: 1 }],
    defender: { unit: defender, terrain: 'grasslands', defending: false, fortress: false },
    attackerWeaponsmiths: 0,
    defenderArmories: 0,
    ...extra,
  };
}

/** a/b as the same fraction: compares cross products, so 189/384 and 63/128 are equal. */
function expectFraction(p: Probability, numerator: number, denominator: number): void {
  expect(p.numerator * denominator).toBe(numerator * p.denominator);
  expect(p.value).toBeCloseTo(numerator / denominator, 12);
}

function expectComplementary(setup: CombatSetup): void {
  const { attackerWins: a, defenderWins: d } = odds(setup);
  expect(a.numerator * d.denominator + d.numerator * a.denominator).toBe(a.denominator * d.denominator);
}

/**
 * Exhaustive: every sequence of faces resolve() can ask for, weighted so each die is uniform.
 * Returns the attacker's winning weight over the total weight, as integers.
 */
function enumerate(setup: CombatSetup): { wins: number; total: number } {
  let wins = 0;
  let total = 0;
  // Depth-first over the faces the next roll can take: re-run resolve with a prefix until it asks for no more.
  const explore = (prefix: number[], weight: number): void => {
    let asked = -1;
    let askedSides = 0;
    try {
      const report = resolve(setup, (sides) => {
        asked++;
        if (asked < prefix.length) return prefix[asked]!;
        askedSides = sides;
        throw new Error('more');
      });
      total += weight;
      if (report.winner === 'attacker') wins += weight;
    } catch {
      for (let face = 1; face <= askedSides; face++) explore([...prefix, face], weight / askedSides);
    }
  };
  explore([], 1);
  // Weights are products of 1/sides: scale to integers through the least common scale.
  const scale = 8 ** 4 * 6 ** 2 * 10 * 12 * 4;
  return { wins: Math.round(wins * scale), total: Math.round(total * scale) };
}

describe('the worked example’s odds', () => {
  it('are exactly 189/384 (= 63/128): Cavalry d8 re-rolling 1s once +1 against d6 +2', () => {
    // P(1) = 1/64 (1 then 1), P(k) = 1/8 + 1/64 = 9/64 for k = 2..8. Win when X + 1 > Y + 2, i.e. X ≥ Y + 2:
    // Σ over Y = 1..6 of (6, 5, 4, 3, 2, 1) × 9/64 ÷ 6 = 21 × 9 / 384 = 189/384.
    const result = odds(workedExample);
    expectFraction(result.attackerWins, 189, 384);
    expect([result.attackerWins.numerator, result.attackerWins.denominator]).toEqual([63, 128]);
    expectFraction(result.defenderWins, 195, 384);
  });

  it('agree with every face resolve() can roll', () => {
    const { wins, total } = enumerate(workedExample);
    expect(wins * 384).toBe(189 * total);
  });

  it('without the re-roll (Cavalry in Desert) fall to 21/48', () => {
    const result = odds({ ...workedExample, attackers: [{ unit: 'cavalry', terrain: 'desert', range: 1 }] });
    expectFraction(result.attackerWins, 21, 48);
  });
});

describe('more hand-computed odds', () => {
  it('plain d6 against d6 (Footmen attack Warriors on Grasslands): 15/36', () => {
    expectFraction(odds(plain('footmen', 'warriors')).attackerWins, 15, 36);
    expectFraction(odds(plain('footmen', 'warriors')).defenderWins, 21, 36);
  });

  it('a pair of d4s against a d4 (two Peasants on Peasants): 54/64', () => {
    // 2d4 totals 2..8 with weights 1,2,3,4,3,2,1; P(S > Y) for Y = 1..4: 16, 15, 13, 10 out of 16.
    const setup: CombatSetup = {
      ...plain('peasants', 'peasants'),
      attackers: [
        { unit: 'peasants', terrain: 'grasslands', range: 1 },
        { unit: 'peasants', terrain: 'grasslands', range: 1 },
      ],
    };
    expectFraction(odds(setup).attackerWins, 54, 64);
    const { wins, total } = enumerate(setup);
    expect(wins * 64).toBe(54 * total);
  });

  it('a pair with 3 Weaponsmiths adds +1 once: 2d4 + 1 against a d4 is 60/64', () => {
    // P(S + 1 > Y) = P(S ≥ Y): Y = 1..4: 16, 16, 15, 13 out of 16.
    const setup: CombatSetup = {
      ...plain('peasants', 'peasants'),
      attackers: [
        { unit: 'peasants', terrain: 'grasslands', range: 1 },
        { unit: 'peasants', terrain: 'grasslands', range: 1 },
      ],
      attackerWeaponsmiths: 3,
    };
    expectFraction(odds(setup).attackerWins, 60, 64);
  });

  it('Archers d8 against Wardens d8 at home in Forest (+2): 15/64', () => {
    const setup: CombatSetup = {
      attackers: [{ unit: 'archers', terrain: 'grasslands', range: 2 }],
      defender: { unit: 'wardens', terrain: 'forest', defending: false, fortress: false },
      attackerWeaponsmiths: 0,
      defenderArmories: 0,
    };
    expectFraction(odds(setup).attackerWins, 15, 64);
  });

  it('Footmen d6 attacking from Swamp (−1) against Footmen d8: 10/48', () => {
    const setup: CombatSetup = { ...plain('footmen', 'footmen'), attackers: [{ unit: 'footmen', terrain: 'swamp', range: 1 }] };
    expectFraction(odds(setup).attackerWins, 10, 48);
  });

  it('Brutes d12 against Ironguard d10 in a Fortress, defending, in Mountains at home (+5): 21/120', () => {
    // X > Y + 5 ⇔ X ≥ Y + 6: Y = 1..6 gives 6, 5, 4, 3, 2, 1 faces of 12; out of 12 × 10.
    const setup: CombatSetup = {
      attackers: [{ unit: 'brutes', terrain: 'grasslands', range: 1 }],
      defender: { unit: 'ironguard', terrain: 'mountains', defending: true, fortress: true },
      attackerWeaponsmiths: 0,
      defenderArmories: 0,
    };
    expectFraction(odds(setup).attackerWins, 21, 120);
    const { wins, total } = enumerate(setup);
    expect(wins * 120).toBe(21 * total);
  });

  it('a hopeless attack is exactly 0, a sure one exactly 1', () => {
    const hopeless: CombatSetup = {
      attackers: [{ unit: 'peasants', terrain: 'swamp', range: 1 }],
      defender: { unit: 'ironguard', terrain: 'mountains', defending: true, fortress: true },
      attackerWeaponsmiths: 0,
      defenderArmories: 6,
    };
    expect(odds(hopeless).attackerWins.numerator).toBe(0);
    expect(odds(hopeless).defenderWins.value).toBe(1);
    const sure: CombatSetup = { ...plain('giants', 'peasants'), attackerWeaponsmiths: 12 }; // d12 + 4 > d4 always
    expect(odds(sure).attackerWins.value).toBe(1);
  });

  it('attackerWins + defenderWins = 1 exactly, as fractions', () => {
    for (const setup of [
      workedExample,
      plain('footmen', 'warriors'),
      plain('giants', 'ironguard', { attackerWeaponsmiths: 5, defenderArmories: 7 }),
      {
        ...plain('cavalry', 'wardens'),
        attackers: [
          { unit: 'cavalry', terrain: 'grasslands', range: 1 },
          { unit: 'footmen', terrain: 'swamp', range: 1 },
        ],
      } as CombatSetup,
    ]) {
      expectComplementary(setup);
    }
  });
});
