import { duelFighterInstalled, installDuelFighter } from '../champions/duelFighter.ts';
import type { CombatSystemId } from '../ids.ts';
import { karnageCombat } from './karnage/index.ts';
import type { CombatReportBase } from './report.ts';
import type { CombatSystem } from './system.ts';
import type { CombatDescription } from './view.ts';

/** The system a scenario fights with when it names none. */
export const DEFAULT_COMBAT_SYSTEM: CombatSystemId = 'karnage';

/** A system as the screens and the command line see it: any report it makes, told through the interface. */
export type AnyCombatSystem = CombatSystem<CombatReportBase>;

const systems = new Map<string, AnyCombatSystem>([[karnageCombat.id, karnageCombat]]);

/**
 * The systems a scenario may choose besides Karnage, each fetched when first needed: in the browser each is
 * a chunk of its own, so a first visit playing Karnage never downloads them. Node's entry points (the command
 * line, the tests, the checking worker) import ./allSystems.ts, which has them all from the start.
 */
const LOADERS: Readonly<Record<Exclude<CombatSystemId, 'karnage'>, () => Promise<AnyCombatSystem>>> = {
  warfare: () => import('./warfare/index.ts').then((m) => m.warfareCombat as AnyCombatSystem),
  mass: () => import('./mass/index.ts').then((m) => m.massCombat as AnyCombatSystem),
};
let loading: Promise<void> | null = null;

/** Adds one of the game's own systems (idempotent: a chunk and ./allSystems.ts may both bring it). */
export function installCombatSystem(system: AnyCombatSystem): void {
  if (!systems.has(system.id)) systems.set(system.id, system);
}

/** Whether every system a scenario may choose is here, so any game can be played, checked or replayed at once. */
export function combatSystemsLoaded(): boolean {
  return Object.keys(LOADERS).every((id) => systems.has(id)) && duelFighterInstalled();
}

/** Fetches every system a scenario may choose (once); await it before opening a game that may fight by any of them. */
export function loadCombatSystems(): Promise<void> {
  if (combatSystemsLoaded()) return Promise.resolve();
  loading ??= Promise.all([
    ...Object.values(LOADERS).map((load) => load().then(installCombatSystem)),
    import('../champions/fightDuel.ts').then((m) => installDuelFighter(m.fightDuel)),
  ]).then(
    () => undefined,
    (error: unknown) => {
      loading = null; // a failed fetch may be tried again
      throw error;
    },
  );
  return loading;
}

/** The systems the game knows: the scenarios' own, and any a test registers beside them. */
export const combatSystems = {
  /** The system of this id; a scenario's id is checked when it is loaded, and its system fetched, so a missing one is a bug. */
  get(id: string): AnyCombatSystem {
    const system = systems.get(id);
    if (!system) throw new Error(Object.hasOwn(LOADERS, id) ? `combat system "${id}" is not loaded yet` : `no combat system "${id}"`);
    return system;
  },
  /**
   * Adds a system the screens will use for a state or report naming its id, e.g. a test's own. Returns
   * what takes it away again. The game's own systems cannot be replaced.
   */
  register<Report extends CombatReportBase>(system: CombatSystem<Report>): () => void {
    if (systems.has(system.id) || Object.hasOwn(LOADERS, system.id)) throw new Error(`combat system "${system.id}" is registered already`);
    systems.set(system.id, system as unknown as AnyCombatSystem);
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
