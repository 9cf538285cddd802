import type { KarnageCombatReport } from './karnage/report.ts';

export type { CombatantReport, DieRoll, KarnageCombatReport, Modifier, ModifierSource } from './karnage/report.ts';

/** What every combat system's report holds: its system, and whom the fight destroyed (the rules act on these). */
export interface CombatReportBase {
  readonly system: string;
  /** Indexes into the setup's attackers of the units destroyed. */
  readonly attackersDestroyed: readonly number[];
  readonly defenderDestroyed: boolean;
}

/** The reports a game stores in its events; other combat systems add theirs to this union. */
export type CombatReport = KarnageCombatReport;
