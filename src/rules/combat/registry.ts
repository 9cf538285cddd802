import type { CombatSystemId } from '../ids.ts';
import { karnageCombat } from './karnage/index.ts';
import type { CombatSystem } from './system.ts';

/** Every combat system a scenario may choose. */
export const COMBAT_SYSTEMS: Readonly<Record<CombatSystemId, CombatSystem>> = {
  karnage: karnageCombat,
};
