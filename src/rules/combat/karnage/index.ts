import type { CombatSystem } from '../system.ts';
import { karnageOdds } from './odds.ts';
import { resolveKarnageCombat } from './resolve.ts';

export const karnageCombat: CombatSystem = {
  id: 'karnage',
  resolve: resolveKarnageCombat,
  odds: karnageOdds,
};
