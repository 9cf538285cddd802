import type { CombatDescription } from '../view.ts';
import type { MassCombatReport } from './report.ts';

/** A Mass battle fight told for a screen (placeholder, being written). */
export function describeMassReport(report: MassCombatReport): CombatDescription {
  return {
    title: report.action,
    sides: [],
    outcome: { text: `${report.defenderLosses} men lost`, winner: null },
    summary: [`${report.action}`],
  };
}
