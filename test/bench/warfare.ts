// Warfare figures: exact odds from the absorbing chain (BigInt), the whole fractions, and resolving fights.
import { seededDice, type CombatSetup } from '../../src/rules/index.ts';
import { warfareExactOdds, warfareOdds } from '../../src/rules/combat/warfare/odds.ts';
import { resolveWarfareCombat } from '../../src/rules/combat/warfare/resolve.ts';
import { msPerCall, row, type BenchRow, type BenchSuite } from './harness.ts';

function fight(attack: readonly number[], defence: number, garrison = false, extra: Partial<CombatSetup> = {}): CombatSetup {
  return {
    attackers: attack.map((might) => ({ unit: 'axemen', terrain: 'hills', range: 1, might })),
    defender: { unit: 'trolls', terrain: 'hills', defending: false, fortress: false, might: defence, garrison },
    attackerWeaponsmiths: 0,
    defenderArmories: 0,
    ...extra,
  };
}

export const warfareSuite: BenchSuite = {
  name: 'Warfare combat',
  run(): BenchRow[] {
    const rows: BenchRow[] = [];
    const tenAgainstTen = fight([10], 10);
    const ms = msPerCall(() => warfareOdds(tenAgainstTen), { batch: 20, warmup: 20, runs: 9 });
    rows.push(row('odds, battle of Might 10 against 10', ms, 'ms', { below: 1 }, 'exact: 100 states, fractions of 1,700 bits'));
    // A pair of full-Might Axemen with 3 Weaponsmiths against Trolls on a Hill under DEFEND with 3 Armories.
    const typical = fight([5, 5], 5, false, { attackerWeaponsmiths: 3, defenderArmories: 3 });
    const typicalSetup = { ...typical, defender: { ...typical.defender, defending: true } };
    rows.push(
      row('odds, a pair of Might 5 against 5, 4 extra dice', msPerCall(() => warfareOdds(typicalSetup), { batch: 50, warmup: 10 }) * 1000, 'µs', {
        below: 500,
      }),
    );
    rows.push(
      row('odds, siege of Might 10 against 10', msPerCall(() => warfareOdds(fight([10], 10, true)), { batch: 50, warmup: 10 }) * 1000, 'µs', { below: 1000 }),
    );
    rows.push(
      row(
        'whole fractions (karnage odds), 10 against 10',
        msPerCall(() => warfareExactOdds(tenAgainstTen), { batch: 5, warmup: 5 }),
        'ms',
        undefined,
        'reduced and printed in decimal',
      ),
    );
    let seed = 0;
    const six = fight([6], 6);
    const resolveMs = msPerCall(
      () => {
        const dice = seededDice(seed++);
        resolveWarfareCombat(six, (sides, role, combatant, attempt) => dice.roll(sides, { turnNumber: 1, unit: `${role}${combatant}`, role, attempt }));
      },
      { batch: 500, warmup: 3 },
    );
    rows.push(row('resolve a battle of Might 6 against 6, seeded dice', resolveMs * 1000, 'µs', { below: 100 }, 'every roll to the end'));
    return rows;
  },
};
