import type { CombatReportBase } from './combat/report.ts';
import type { PlayerId, UnitId, UnitTypeId } from './ids.ts';
import type { Plan } from './planLog.ts';
import type { EventRecorder } from './recorder.ts';
import type { AttackOrder, GameState, HexCoord, PlannableOrder, Unit } from './types.ts';

/**
 * What a combat system changes on the board beyond a fight's result: how far units attack, what orders
 * are allowed when, and what moving and fighting do to a unit. Karnage and Warfare change nothing here;
 * Mass battle has marches, charges and regroup rounds (mass/board.ts).
 */
export interface BoardRules {
  /** The farthest hex a unit of this type attacks. */
  attackRange(unit: UnitTypeId): number;
  /** Why this unit may not take this order now, or null. Checked after the common checks. */
  cannotOrder(state: GameState, plan: Plan, unit: Unit, order: Exclude<PlannableOrder, { type: 'RECRUIT' }>): string | null;
  /** A unit's planned move done. */
  afterMove(recorder: EventRecorder, unit: UnitId, path: readonly HexCoord[]): void;
  /** The attacks of one fight that can still be fought as the board now stands; each other one is dropped with its reason. */
  beforeFight(recorder: EventRecorder, attacks: readonly AttackOrder[]): AttackOrder[];
  /** A fight's report applied (losses, destroyed units): what else it does on the board. */
  afterFight(recorder: EventRecorder, attacks: readonly AttackOrder[], report: CombatReportBase): void;
  /** A player's turn (or week) starting, after its income. */
  atTurnStart(recorder: EventRecorder, player: PlayerId): void;
}
