import type { CombatSystem } from '../system.ts';
import { describeMassReport } from './describe.ts';
import { explainMassCombat } from './explain.ts';
import { massOdds } from './odds.ts';
import type { MassCombatReport } from './report.ts';
import { resolveMassCombat } from './resolve.ts';

/** Mass battle: units of many men, casualties by formula [seed 003], the rules of docs/rules.md ("Mass battle"). */
export const massCombat: CombatSystem<MassCombatReport> = {
  id: 'mass',
  headline: ['action', 'attackerLosses', 'defenderLosses', 'menAfter'],
  resolve: resolveMassCombat,
  odds: massOdds,
  explain: explainMassCombat,
  describeReport: describeMassReport,
};
