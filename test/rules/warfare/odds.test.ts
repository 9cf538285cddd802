import { describe, expect, it } from 'vitest';
import type { CombatSetup, RollDie } from '../../../src/rules/index.ts';
import { warfareExactOdds, warfareOdds } from '../../../src/rules/combat/warfare/odds.ts';
import { resolveWarfareCombat } from '../../../src/rules/combat/warfare/resolve.ts';
import { battle, siege } from './fixtures.ts';

// Warfare's odds [docs/rules.md, "Warfare"] against a computation of their own: every face of every die of
// a roll enumerated, the seed's tables read afresh, the Regroup's endless repeats summed by algebra.

interface Fraction {
  readonly n: bigint;
  readonly d: bigint;
}
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
const frac = (n: bigint, d: bigint): Fraction => {
  const g = gcd(n < 0n ? -n : n, d) || 1n;
  return { n: n / g, d: d / g };
};
const add = (a: Fraction, b: Fraction) => frac(a.n * b.d + b.n * a.d, a.d * b.d);
const times = (a: Fraction, b: Fraction) => frac(a.n * b.n, a.d * b.d);
const text = (f: Fraction) => `${f.n}/${f.d}`;
type Ends = Map<string, Fraction>;

/** How many of the 6^(a + d) ways the dice can fall give each net number of successes: every face counted. */
function netCounts(attackDice: number, defenceDice: number): Map<number, bigint> {
  const counts = new Map<number, bigint>();
  const dice = attackDice + defenceDice;
  for (let code = 0; code < 6 ** dice; code++) {
    let net = 0;
    for (let die = 0, rest = code; die < dice; die++, rest = Math.floor(rest / 6)) {
      if (rest % 6 >= 4) net += die < attackDice ? 1 : -1; // faces 5 and 6
    }
    counts.set(net, (counts.get(net) ?? 0n) + 1n);
  }
  return counts;
}

const BATTLE = ['Regroup', 'Wounded', 'Retreat', 'Routed', 'Defeated', 'Annihilated'];
const SIEGE = ['Retaliate', 'Grazed', 'Maimed', 'Crippled', 'Broken', 'Devastated'];

/** The chance of every ending from Mights (a, d) with the given extra dice, as "loser:result" → fraction. */
function exhaustive(kind: 'battle' | 'siege', a: number, d: number, extraA: number, extraD: number, memo = new Map<string, Ends>()): Ends {
  const key = `${a},${d}`;
  const known = memo.get(key);
  if (known) return known;
  const table = kind === 'battle' ? BATTLE : SIEGE;
  const counts = netCounts(a + extraA, d + extraD);
  const total = 6n ** BigInt(a + extraA + d + extraD);
  let stay = 0n;
  let ends: Ends = new Map();
  const addEnd = (name: string, weight: Fraction) => ends.set(name, add(ends.get(name) ?? frac(0n, 1n), weight));
  for (const [net, count] of counts) {
    const weight = frac(count, total);
    if (kind === 'battle' && net === 0) {
      stay += count;
      continue;
    }
    const loser = net > 0 ? 'defender' : 'attacker';
    const row = Math.min(Math.abs(net), 5);
    const might = loser === 'attacker' ? a : d;
    const loss = row === 5 ? might : row === 0 ? 1 : row;
    const goesOn = row === 0 || (kind === 'battle' && row === 1);
    if (might - loss <= 0) addEnd(`${loser}:${table[5]}`, weight);
    else if (goesOn) {
      const next = exhaustive(kind, loser === 'attacker' ? a - loss : a, loser === 'defender' ? d - loss : d, extraA, extraD, memo);
      for (const [name, p] of next) addEnd(name, times(weight, p));
    } else addEnd(`${loser}:${table[row]}`, weight);
  }
  // The Regroup repeats the state: V = rest + r·V, so V = rest / (1 − r).
  const keep = frac(total, total - stay);
  ends = new Map([...ends].map(([name, p]) => [name, times(p, keep)]));
  memo.set(key, ends);
  return ends;
}

function expectExact(setup: CombatSetup, expected: Ends): void {
  const exact = warfareExactOdds(setup);
  const got = new Map(exact.outcomes.map((o) => [`${o.loser}:${o.result}`, o.probability.exact]));
  for (const [name, p] of expected) expect([name, got.get(name)]).toEqual([name, text(p)]);
  for (const [name, shown] of got) if (!expected.has(name)) expect([name, shown]).toEqual([name, '0/1']);
  const attackWins = [...expected].filter(([name]) => name.startsWith('defender:')).reduce((sum, [, p]) => add(sum, p), frac(0n, 1n));
  expect(exact.attackerWins.exact).toBe(text(attackWins));
}

describe('exact odds against every face of the dice', () => {
  it.each([
    [1, 1],
    [2, 1],
    [1, 3],
    [2, 2],
    [3, 2],
    [3, 3],
  ])('a battle, Might %i against %i', (a, d) => {
    expectExact(battle(a, d), exhaustive('battle', a, d, 0, 0));
  });

  it.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [2, 4],
  ])('a siege, Might %i against %i', (a, d) => {
    expectExact(siege(a, d), exhaustive('siege', a, d, 0, 0));
  });

  it('a pair with Weaponsmiths against a defender on a Hill under DEFEND', () => {
    const setup = battle([1, 1], 2, { attackerWeaponsmiths: 3 });
    const hill = { ...setup, defender: { ...setup.defender, terrain: 'hills' as const, defending: true } };
    expectExact(hill, exhaustive('battle', 2, 2, 1, 2));
  });

  it('a siege of a Fortress with three Armories', () => {
    const setup = siege(3, 1, { defenderArmories: 3 });
    expectExact({ ...setup, defender: { ...setup.defender, fortress: true } }, exhaustive('siege', 3, 1, 0, 2));
  });

  it('1 against 1: an even battle, and a siege the besieger wins only by 1 success to none', () => {
    expect(warfareOdds(battle(1, 1)).attackerWins).toMatchObject({ numerator: 1, denominator: 2, value: 0.5, fractionIsExact: true });
    // Net 0 is a Retaliate (the besieger falls), net −1 a Grazed at Might 1: only 6 or 5 against 1–4 wins.
    expect(warfareOdds(siege(1, 1)).attackerWins).toMatchObject({ numerator: 2, denominator: 9, fractionIsExact: true });
    // Two dice against one: 11/15 at once, and 4/15 of the time Wounded into an even 1 against 1.
    expect(warfareOdds(battle(2, 1)).attackerWins).toMatchObject({ numerator: 13, denominator: 15 });
  });
});

describe('the outcomes', () => {
  it.each([
    ['battle', battle(4, 3)],
    ['siege', siege(5, 4, { attackerWeaponsmiths: 6 })],
    ['battle of a pair', battle([6, 5], 6)],
  ])('%s: every ending listed, in table order, defender losing first; they add up to 1 exactly', (_name, setup) => {
    const odds = warfareOdds(setup);
    const exact = warfareExactOdds(setup);
    const sum = exact.outcomes.reduce(
      (total, o) => {
        const [n, d] = o.probability.exact.split('/').map(BigInt) as [bigint, bigint];
        return add(total, frac(n, d));
      },
      frac(0n, 1n),
    );
    expect(sum).toEqual({ n: 1n, d: 1n });
    expect(odds.outcomes.reduce((total, o) => total + o.probability.value, 0)).toBeCloseTo(1, 12);
    const attack = odds.outcomes.filter((o) => o.loser === 'defender').reduce((total, o) => total + o.probability.value, 0);
    expect(attack).toBeCloseTo(odds.attackerWins.value, 12);
    expect(odds.attackerWins.value + odds.defenderWins.value).toBeCloseTo(1, 14);
    const names = setup.defender.garrison ? ['Grazed', 'Maimed', 'Crippled', 'Broken', 'Devastated'] : ['Retreat', 'Routed', 'Defeated', 'Annihilated'];
    expect(odds.outcomes.map((o) => `${o.loser} ${o.result}`)).toEqual([...names.map((n) => `defender ${n}`), ...names.map((n) => `attacker ${n}`)]);
  });

  it('a fraction too long for safe integers keeps its value, and the closest safe fraction beside it', () => {
    const { attackerWins } = warfareOdds(battle(10, 9));
    const exact = warfareExactOdds(battle(10, 9)).attackerWins.exact;
    expect(exact.length).toBeGreaterThan(100);
    expect(attackerWins.fractionIsExact).toBe(false);
    expect(Number.isSafeInteger(attackerWins.numerator) && Number.isSafeInteger(attackerWins.denominator)).toBe(true);
    expect(attackerWins.numerator / attackerWins.denominator).toBeCloseTo(attackerWins.value, 15);
    const [n, d] = exact.split('/').map(BigInt) as [bigint, bigint];
    // value is the fraction to within a unit in the last place.
    const scaled = Number((n * 10n ** 20n) / d) / 1e20;
    expect(Math.abs(scaled - attackerWins.value)).toBeLessThan(1e-15);
  });

  it('a symmetric battle is even, however long its chain', () => {
    expect(warfareExactOdds(battle(10, 10)).attackerWins.exact).toBe('1/2');
  });
});

/** mulberry32: a small seeded generator, so the sampling below is the same on every run. */
function seededRollDie(seed: number): RollDie {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return 1 + Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * 6);
  };
}

describe('exact odds against fights resolved with random dice', () => {
  it.each([
    ['a battle, a pair of 4 and 3 with 3 Weaponsmiths against 6 in a Forest', battle([4, 3], 6, { attackerWeaponsmiths: 3 }), 'forest'],
    ['a siege, 6 against 4 in a Fortress', siege(6, 4), 'fortress'],
  ] as const)('%s', (_name, base, where) => {
    const setup: CombatSetup =
      where === 'forest' ? { ...base, defender: { ...base.defender, terrain: 'forest' } } : { ...base, defender: { ...base.defender, fortress: true } };
    const fights = 20_000;
    const roll = seededRollDie(2024);
    const seen = new Map<string, number>();
    for (let i = 0; i < fights; i++) {
      const report = resolveWarfareCombat(setup, roll);
      const name = `${report.winner === 'attacker' ? 'defender' : 'attacker'}:${report.result}`;
      seen.set(name, (seen.get(name) ?? 0) + 1);
    }
    for (const outcome of warfareOdds(setup).outcomes) {
      const p = outcome.probability.value;
      const share = (seen.get(`${outcome.loser}:${outcome.result}`) ?? 0) / fights;
      // Within 4.5 standard deviations of the exact chance.
      expect(Math.abs(share - p)).toBeLessThanOrEqual(4.5 * Math.sqrt((p * (1 - p)) / fights) + 1e-9);
    }
  });
});
