import type { CombatSetup } from '../setup.ts';
import type { CombatOdds, ExactAmount, Probability, RollDie } from '../system.ts';
import { resolveMassCombat } from './resolve.ts';
import { boardActionAt } from './setupForces.ts';
import { RUNNING_DIE } from './table.ts';

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** An exact fraction, reduced. Losses are whole 64ths and there are at most 36 ways to run two charges, so it stays small. */
function exact(numerator: number, denominator: number): ExactAmount {
  const common = gcd(Math.abs(numerator), denominator) || 1;
  return { numerator: numerator / common, denominator: denominator / common, value: numerator / denominator };
}

/**
 * Exact odds: the formula has no dice, so only a charge's running die can change a fight; every way its dice
 * can fall is resolved and counted. A side "wins" when the other is destroyed (or dissolved) by the fight;
 * most fights end with neither, and the expected losses say more.
 */
export function massOdds(setup: CombatSetup): CombatOdds {
  const chargers = setup.attackers.flatMap((a, i) => (boardActionAt(a) === 'charge' ? [i] : []));
  const ways = RUNNING_DIE ** chargers.length;
  let attackerWins = 0;
  let defenderWins = 0;
  const attackerLosses64 = setup.attackers.map(() => 0);
  let defenderLosses64 = 0;
  for (let way = 0; way < ways; way++) {
    const faces = chargers.map((_, k) => (Math.floor(way / RUNNING_DIE ** k) % RUNNING_DIE) + 1);
    const roll: RollDie = (_sides, _role, combatant) => faces[chargers.indexOf(combatant)] ?? 1;
    const report = resolveMassCombat(setup, roll);
    // A side wins when the other is destroyed and it is not: a fight that destroys both is nobody's win.
    const attackGone = report.attackersDestroyed.length === setup.attackers.length;
    if (report.defenderDestroyed && !attackGone) attackerWins++;
    if (attackGone && !report.defenderDestroyed) defenderWins++;
    report.attackerLosses.forEach((loss, i) => {
      attackerLosses64[i] = (attackerLosses64[i] ?? 0) + Math.round(loss * 64);
    });
    defenderLosses64 += Math.round(report.defenderLosses * 64);
  }
  const chance = (count: number): Probability => exact(count, ways);
  return {
    attackerWins: chance(attackerWins),
    defenderWins: chance(defenderWins),
    expectedLosses: {
      attackers: attackerLosses64.map((n) => exact(n, 64 * ways)),
      defender: exact(defenderLosses64, 64 * ways),
    },
  };
}
