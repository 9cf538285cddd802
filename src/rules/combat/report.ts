import type { KarnageCombatReport } from './karnage/report.ts';
import type { MassCombatReport } from './mass/report.ts';
import type { WarfareCombatReport } from './warfare/report.ts';

export type { CombatantReport, DieRoll, KarnageCombatReport, Modifier, ModifierSource } from './karnage/report.ts';
export type { ChargeRun, MassAction, MassCombatReport, MassForceReport } from './mass/report.ts';
export type { ExtraDice, ExtraDiceSource, WarfareCombatReport, WarfareForce, WarfareKind, WarfareResult, WarfareRoll } from './warfare/report.ts';

/** What every combat system's report holds: its system, and whom the fight destroyed (the rules act on these). */
export interface CombatReportBase {
  readonly system: string;
  /** Indexes into the setup's attackers of the units destroyed. */
  readonly attackersDestroyed: readonly number[];
  readonly defenderDestroyed: boolean;
  /** Each side's Might after the fight, for systems that wear units down (absent: no unit's Might changed). */
  readonly mightAfter?: { readonly attackers: readonly number[]; readonly defender: number };
  /** Each side's men after the fight, exact, for systems of units of many men (absent: no unit's men changed). */
  readonly menAfter?: { readonly attackers: readonly number[]; readonly defender: number };
  /** What the fight does to the losing side beyond its losses, for systems whose fights move pieces (absent: nothing). */
  readonly aftermath?: Aftermath;
}

/**
 * What a fight's loser does next, carried out by the rules on the board (resolveTurn.ts):
 * - `retreat`: steps back one hex away from the enemy, or is destroyed if it cannot;
 * - `rout`: flees to the nearest building of its owner's within its move, or is destroyed if none;
 * - `withdraw`: leaves the board, to come back at its owner's Keep at the next New Year;
 * - `capture`: the defender's building passes to the attackers (the garrison is destroyed by then);
 * - `siege-goes-on`: nobody moves; the siege is fought again in the attackers' next turn while both stay.
 * Survivors of a destroyed side do nothing.
 */
export interface Aftermath {
  readonly side: 'attacker' | 'defender';
  readonly effect: 'retreat' | 'rout' | 'withdraw' | 'capture' | 'siege-goes-on';
}

/** The reports a game stores in its events; other combat systems add theirs to this union. */
export type CombatReport = KarnageCombatReport | WarfareCombatReport | MassCombatReport;
