import { installDuelFighter } from '../champions/duelFighter.ts';
import { fightDuel } from '../champions/fightDuel.ts';
import type { CombatSystemId } from '../ids.ts';
import { karnageCombat } from './karnage/index.ts';
import { massCombat } from './mass/index.ts';
import type { CombatReport } from './report.ts';
import { installCombatSystem, type AnyCombatSystem } from './registry.ts';
import type { CombatSystem } from './system.ts';
import { warfareCombat } from './warfare/index.ts';

// Every combat system (and the duel rules of Champions) at once, for Node's entry points (the command line, the tests, benchmarks) and the
// checking worker: importing this module installs them all. The browser's page fetches the ones besides
// Karnage when a game needs them (registry.ts, loadCombatSystems).

/** Every combat system a scenario may choose; each keeps its own report type (COMBAT_SYSTEMS.karnage.resolve gives a Karnage report). */
export const COMBAT_SYSTEMS = {
  karnage: karnageCombat,
  warfare: warfareCombat,
  mass: massCombat,
} as const satisfies Readonly<Record<CombatSystemId, CombatSystem<CombatReport>>>;

for (const system of Object.values(COMBAT_SYSTEMS)) installCombatSystem(system as unknown as AnyCombatSystem);
installDuelFighter(fightDuel);
