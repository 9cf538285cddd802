import type { CombatSystem } from '../system.ts';
import { describeWarfareReport } from './describe.ts';
import { explainWarfareCombat } from './explain.ts';
import { warfareOdds } from './odds.ts';
import type { WarfareCombatReport } from './report.ts';
import { resolveWarfareCombat } from './resolve.ts';

/** Warfare: battles and sieges by Might [seed 002], the rules of docs/rules.md ("Warfare"). */
export const warfareCombat: CombatSystem<WarfareCombatReport> = {
  id: 'warfare',
  headline: ['winner', 'result', 'attackerMight', 'defenderMight'],
  resolve: resolveWarfareCombat,
  odds: warfareOdds,
  explain: explainWarfareCombat,
  describeReport: describeWarfareReport,
};
