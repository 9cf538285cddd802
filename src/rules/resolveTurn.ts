import { DuelError } from './champions/duelError.ts';
import type { DuelPlay } from './champions/play.ts';
import { describeHex, sameHex } from './hexGeometry.ts';
import { boardRulesOf } from './boardRulesOf.ts';
import type { DiceSource } from './dice.ts';
import { fight } from './fight.ts';
import type { UnitId } from './ids.ts';
import { moveUnit, unitOf } from './moveUnit.ts';
import { attacksByTarget, unitsWithOrders } from './planLog.ts';
import { EventRecorder } from './recorder.ts';
import { continueSieges } from './sieges.ts';
import { endSiegesThatCannotGoOn } from './siegesEnd.ts';
import { activePlayer } from './stateQueries.ts';
import type { AttackOrder, GameState, PlannableOrder, PlannedOrder, Unit } from './types.ts';

/**
 * Planned orders resolving, in three passes: moves and DEFEND stances, then builds and recruits, then
 * combats in the order they were declared [seed: combat is resolved after the orders are given]. Which
 * orders resolve when, and in what order, is the turn structure's to say (turnStructure.ts).
 */
export function resolveOrders(recorder: EventRecorder, planned: readonly PlannedOrder[], dice: DiceSource, duels: readonly DuelPlay[] = []): void {
  resolveBeforeCombats(recorder, planned);
  const bouts = new Map<UnitId, number>();
  const player = recorder.ask((state) => activePlayer(state).id);
  continueSieges(recorder, new Set([player]), unitsWithOrders(planned), dice, bouts);
  const combats = combatsInDeclaredOrder(planned);
  // A duel played for no hero's attack is a mistake of the screen or the file: said, not ignored.
  const stray = duels.find((d) => !combats.some(([first]) => first && sameHex(first.target, d.target)));
  if (stray) throw new DuelError(`a duel was played at ${describeHex(stray.target)}, but no hero attacks there this turn`);
  for (const attacks of combats) fight(recorder, attacks, dice, bouts, duels);
}

/** The passes that need no dice: moves (with captures) and DEFEND stances, then builds and recruits. */
function resolveBeforeCombats(recorder: EventRecorder, planned: readonly PlannedOrder[]): void {
  for (const { order } of planned) {
    if (order.type === 'MOVE') {
      moveUnit(recorder, order.unit, order.path);
      recorder.ask(boardRulesOf)?.afterMove(recorder, order.unit, order.path);
    }
    if (order.type === 'DEFEND') recorder.emit({ type: 'DEFEND_TAKEN', unit: order.unit });
  }
  for (const { order, cost } of planned) buildOrRecruit(recorder, order, cost);
  endSiegesThatCannotGoOn(recorder);
}

/**
 * The board as the turn's combats will find it: the active player's planned moves, captures, DEFEND
 * stances, builds and recruits done. What an attack's odds depend on (a Weaponsmith planned this
 * turn, an Armory captured by a move) is settled by then; only earlier combats of the turn, which
 * need dice, can still change it.
 */
export function stateBeforeCombats(state: GameState): GameState {
  if (state.pending.length === 0) return state;
  const recorder = new EventRecorder(state);
  resolveBeforeCombats(recorder, state.pending);
  return recorder.state;
}

export function buildOrRecruit(recorder: EventRecorder, order: PlannableOrder, cost: number): void {
  if (order.type === 'BUILD') {
    const unit = recorder.ask(unitOf(order.unit));
    if (unit) recorder.emit({ type: 'BUILDING_BUILT', at: unit.at, building: order.building, owner: unit.owner, by: unit.id, cost });
  } else if (order.type === 'RECRUIT') {
    const number = recorder.ask((state) => state.nextUnitNumber);
    const unit: Unit = { id: `u${number}`, owner: order.player, type: order.unitType, at: order.at, defending: false };
    recorder.emit({ type: 'UNIT_RECRUITED', unit, cost });
  }
}

/**
 * The combats the plan will fight at END_TURN, in the order they roll their dice: the planned attacks
 * grouped by target (a pair on one defender is one combat), placed where the first was declared.
 */
export function plannedCombats(state: GameState): AttackOrder[][] {
  return combatsInDeclaredOrder(state.pending);
}

/** Attacks grouped by target: a pair on one defender is one combat, placed where its first attack was declared. */
function combatsInDeclaredOrder(planned: readonly PlannedOrder[]): AttackOrder[][] {
  return [...attacksByTarget(planned).values()];
}
