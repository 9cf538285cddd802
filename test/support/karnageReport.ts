import type { CombatReport, KarnageCombatReport } from '../../src/rules/index.ts';

/** A fight of a Karnage game: events carry any combat system's report, and these tests play Karnage. */
export function karnageReport(report: CombatReport): KarnageCombatReport {
  if (report.system !== 'karnage') throw new Error(`expected a Karnage fight, not a ${report.system} one`);
  return report;
}
