import type { CombatSystemId } from '../ids.ts';
import { karnageCombat } from './karnage/index.ts';
import { massCombat } from './mass/index.ts';
import { warfareCombat } from './warfare/index.ts';
import type { CombatReport, CombatReportBase } from './report.ts';
import type { CombatSystem } from './system.ts';
import type { CombatDescription } from './view.ts';

/** Every combat system a scenario may choose; each keeps its own report type (COMBAT_SYSTEMS.karnage.resolve gives a Karnage report). */
export const COMBAT_SYSTEMS = {
  karnage: karnageCombat,
  warfare: warfareCombat,
  mass: massCombat,
} as const satisfies Readonly<Record<CombatSystemId, CombatSystem<CombatReport>>>;

/** The system a scenario fights with when it names none. */
export const DEFAULT_COMBAT_SYSTEM: CombatSystemId = 'karnage';

/** A system as the screens and the command line see it: any report it makes, told through the interface. */
export type AnyCombatSystem = CombatSystem<CombatReportBase>;

const systems = new Map<string, AnyCombatSystem>(Object.values(COMBAT_SYSTEMS).map((system) => [system.id, system]));

/** The systems the game knows: the scenarios' own, and any a test registers beside them. */
export const combatSystems = {
  /** The system of this id; a scenario's id is checked when it is loaded, so an unknown one is a bug. */
  get(id: string): AnyCombatSystem {
    const system = systems.get(id);
    if (!system) throw new Error(`no combat system "${id}"`);
    return system;
  },
  /**
   * Adds a system the screens will use for a state or report naming its id, e.g. a test's own. Returns
   * what takes it away again. The game's systems are in COMBAT_SYSTEMS and cannot be replaced.
   */
  register<Report extends CombatReportBase>(system: CombatSystem<Report>): () => void {
    if (systems.has(system.id)) throw new Error(`combat system "${system.id}" is registered already`);
    systems.set(system.id, system);
    return () => void systems.delete(system.id);
  },
};

/** The combat system this game or scenario fights with. */
export function combatSystemFor(game: { readonly combatSystem: string }): AnyCombatSystem {
  return combatSystems.get(game.combatSystem);
}

/** A resolved fight told for a screen, by the system that resolved it. */
export function describeCombat(report: CombatReportBase): CombatDescription {
  return combatSystems.get(report.system).describeReport(report);
}
