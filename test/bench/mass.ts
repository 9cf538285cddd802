// Mass battle figures: resolving a fight by the formula, exact odds over a pair's running dice, and whole
// rounds of a mass game on a generated map (the board rules: marches, charges, regroup rounds).
import type { CombatSetup } from '../../src/rules/index.ts';
import { massOdds } from '../../src/rules/combat/mass/odds.ts';
import { resolveMassCombat } from '../../src/rules/combat/mass/resolve.ts';
import { playRandomGame, randomScenario } from '../support/randomPlay.ts';
import { msPerCall, row, type BenchRow, type BenchSuite } from './harness.ts';

const engage: CombatSetup = {
  attackers: [
    { unit: 'warriors', terrain: 'grasslands', range: 1 },
    { unit: 'warriors', terrain: 'grasslands', range: 1, men: 13.75 },
  ],
  defender: { unit: 'footmen', terrain: 'forest', defending: true, fortress: false },
  attackerWeaponsmiths: 3,
  defenderArmories: 3,
};
const twoCharges: CombatSetup = {
  attackers: [
    { unit: 'cavalry', terrain: 'grasslands', range: 2 },
    { unit: 'footmen', terrain: 'grasslands', range: 2 },
  ],
  defender: { unit: 'warriors', terrain: 'grasslands', defending: false, fortress: false },
  attackerWeaponsmiths: 0,
  defenderArmories: 0,
};

export const massSuite: BenchSuite = {
  name: 'Mass battle',
  run(): BenchRow[] {
    const rows: BenchRow[] = [];
    const resolveUs = msPerCall(() => resolveMassCombat(engage, () => 1), { batch: 2000, warmup: 3 }) * 1000;
    rows.push(row('resolve a pair engaging one unit (formula, no dice)', resolveUs, 'µs', { below: 50 }, 'every term and modifier in the report'));
    const oddsUs = msPerCall(() => massOdds(twoCharges), { batch: 200, warmup: 3 }) * 1000;
    rows.push(row('exact odds of two charges (36 ways to run)', oddsUs, 'µs', { below: 1000 }, 'expected losses as whole fractions'));
    const scenario = { ...randomScenario(4, 32, 24, 7), combatSystem: 'mass' as const };
    let orders = 0;
    const gameMs = msPerCall(
      () => {
        orders = 0;
        playRandomGame(scenario, 7, 2000, { onStep: () => void orders++ });
      },
      { runs: 3, warmup: 1 },
    );
    rows.push(
      row('random legal play, 4 players on 32×24: 2,000 orders', gameMs, 'ms', undefined, `${Math.round((orders / gameMs) * 1000)} orders/s with every check`),
    );
    return rows;
  },
};
