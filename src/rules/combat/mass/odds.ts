import type { CombatSetup } from '../setup.ts';
import type { CombatOdds, Probability } from '../system.ts';
import { exact } from './fractions.ts';
import type { MassCombatReport } from './report.ts';
import { everyWay } from './ways.ts';

/**
 * Exact odds: the formula has no dice, so only a charge's running die can change a fight; every way its dice
 * can fall is resolved and counted. A side "wins" when the other is destroyed (or dissolved) by the fight;
 * most fights end with neither, and the expected losses say more.
 */
export function massOdds(setup: CombatSetup): CombatOdds {
  return oddsOfWays(setup.attackers.length, everyWay(setup));
}

/** The odds counted over every way a fight of `attackers` attackers can go (ways.ts), each as likely as the others. */
export function oddsOfWays(attackers: number, reports: readonly MassCombatReport[]): CombatOdds {
  const ways = reports.length;
  let attackerWins = 0;
  let defenderWins = 0;
  const attackerLosses64 = new Array<number>(attackers).fill(0);
  let defenderLosses64 = 0;
  for (const report of reports) {
    // A side wins when the other is destroyed and it is not: a fight that destroys both is nobody's win.
    const attackGone = report.attackersDestroyed.length === attackers;
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
