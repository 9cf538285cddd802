import type { CombatSystem } from '../system.ts';
import { describeKarnageReport } from './describe.ts';
import { explainKarnageCombat } from './explain.ts';
import { karnageOdds } from './odds.ts';
import type { KarnageCombatReport } from './report.ts';
import { resolveKarnageCombat } from './resolve.ts';

export const karnageCombat: CombatSystem<KarnageCombatReport> = {
  id: 'karnage',
  headline: ['winner', 'attackTotal', 'defenceTotal'],
  resolve: resolveKarnageCombat,
  odds: karnageOdds,
  explain: explainKarnageCombat,
  describeReport: describeKarnageReport,
};
