import { COMBAT_SYSTEMS } from './combat/registry.ts';
import { combatSetupFor } from './combatSetupFor.ts';
import type { DiceSource } from './dice.ts';
import { ownEntry } from './pieces.ts';
import { attacksByTarget } from './planLog.ts';
import type { UnitId } from './ids.ts';
import { EventRecorder } from './recorder.ts';
import { buildingAt, unitAt } from './stateQueries.ts';
import type { AttackOrder, GameState, HexCoord, PlannableOrder, PlannedOrder, Unit } from './types.ts';

/**
 * Planned orders resolving, in three passes: moves and DEFEND stances, then builds and recruits, then
 * combats in the order they were declared [seed: combat is resolved after the orders are given]. Which
 * orders resolve when, and in what order, is the turn structure's to say (turnStructure.ts).
 */
export function resolveOrders(recorder: EventRecorder, planned: readonly PlannedOrder[], dice: DiceSource): void {
  resolveBeforeCombats(recorder, planned);
  for (const attacks of combatsInDeclaredOrder(planned)) fight(recorder, attacks, dice);
}

/** The passes that need no dice: moves (with captures) and DEFEND stances, then builds and recruits. */
function resolveBeforeCombats(recorder: EventRecorder, planned: readonly PlannedOrder[]): void {
  for (const { order } of planned) {
    if (order.type === 'MOVE') moveUnit(recorder, order.unit, order.path);
    if (order.type === 'DEFEND') recorder.emit({ type: 'DEFEND_TAKEN', unit: order.unit });
  }
  for (const { order, cost } of planned) buildOrRecruit(recorder, order, cost);
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

const unitOf =
  (id: UnitId) =>
  (state: GameState): Unit | undefined =>
    ownEntry(state.units, id);

export function moveUnit(recorder: EventRecorder, unitId: UnitId, path: readonly HexCoord[]): void {
  const unit = recorder.ask(unitOf(unitId));
  const to = path.at(-1);
  if (!unit || !to) return;
  recorder.emit({ type: 'UNIT_MOVED', unit: unit.id, from: unit.at, to, path });
  // An enemy unit that ends a move in a hex with a building captures it.
  const building = recorder.ask((state) => buildingAt(state, to));
  if (building && building.owner !== unit.owner) {
    recorder.emit({ type: 'BUILDING_CAPTURED', at: to, building: building.type, from: building.owner, to: unit.owner, by: unit.id });
  }
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

/** What a fight needs to know of the board before its dice roll; nothing that the fight's events change. */
function fightBefore(state: GameState, attacks: readonly AttackOrder[], target: HexCoord) {
  const attackers = attacks.map((a) => unitOf(a.unit)(state)).filter((u): u is Unit => u !== undefined);
  const setup = combatSetupFor(state, attackers, target);
  return { attackers, setup, defender: unitAt(state, target), turnNumber: state.turnNumber, combatSystem: state.combatSystem };
}

/**
 * One combat: its dice rolled, its losses and any advance emitted. `bouts` counts each unit's fights so
 * far this turn (a week can attack one defender more than once), so no die is rolled twice.
 */
export function fight(recorder: EventRecorder, attacks: readonly AttackOrder[], dice: DiceSource, bouts: Map<UnitId, number> = new Map()): void {
  const target = attacks[0]?.target;
  if (!target) return;
  const { attackers, setup, defender, turnNumber, combatSystem } = recorder.ask((state) => fightBefore(state, attacks, target));
  if (!setup || !defender) return;
  const report = COMBAT_SYSTEMS[combatSystem].resolve(setup, (sides, role, combatant, attempt) => {
    const unit = role === 'attack' ? attackers[combatant] : defender;
    if (!unit) throw new Error(`no attacker ${combatant} in a combat of ${attackers.length}`);
    const bout = bouts.get(unit.id);
    return dice.roll(sides, bout ? { turnNumber, unit: unit.id, role, attempt, bout } : { turnNumber, unit: unit.id, role, attempt });
  });
  for (const unit of [...attackers, defender]) bouts.set(unit.id, (bouts.get(unit.id) ?? 0) + 1);
  recorder.emit({ type: 'COMBAT_RESOLVED', report });
  if (report.defenderDestroyed) {
    recorder.emit({ type: 'UNIT_DESTROYED', unit: defender.id, owner: defender.owner, at: defender.at });
    const advancing = attacks.find((a) => a.advance);
    if (advancing) moveUnit(recorder, advancing.unit, [target]);
  }
  for (const attacker of report.attackersDestroyed.map((index) => attackers[index])) {
    if (attacker) recorder.emit({ type: 'UNIT_DESTROYED', unit: attacker.id, owner: attacker.owner, at: attacker.at });
  }
}
