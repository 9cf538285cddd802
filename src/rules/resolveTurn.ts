import { buildingAt } from './stateQueries.ts';
import { COMBAT_SYSTEMS } from './combat/registry.ts';
import { combatSetupFor } from './combatSetupFor.ts';
import type { DiceSource } from './dice.ts';
import { hexKey } from './hexGeometry.ts';
import { EventRecorder } from './recorder.ts';
import type { AttackOrder, GameState, HexCoord, PlannableOrder, Unit } from './types.ts';
import type { UnitId } from './ids.ts';

/**
 * END_TURN: the planned orders resolve — moves and DEFEND stances, then builds and recruits, then
 * combats in the order they were declared [seed: combat is resolved after the orders are given].
 */
export function resolvePlannedOrders(recorder: EventRecorder, dice: DiceSource): void {
  const orders = recorder.state.pending.map((p) => p.order);
  resolveBeforeCombats(recorder);
  for (const attacks of combatsInDeclaredOrder(orders)) fight(recorder, attacks, dice);
}

/** The passes that need no dice: moves (with captures) and DEFEND stances, then builds and recruits. */
function resolveBeforeCombats(recorder: EventRecorder): void {
  const planned = recorder.state.pending;
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
  resolveBeforeCombats(recorder);
  return recorder.state;
}

function moveUnit(recorder: EventRecorder, unitId: UnitId, path: readonly HexCoord[]): void {
  const unit = recorder.state.units[unitId];
  if (!unit) return;
  const to = path[path.length - 1]!;
  recorder.emit({ type: 'UNIT_MOVED', unit: unit.id, from: unit.at, to, path });
  // An enemy unit that ends a move in a hex with a building captures it.
  const building = buildingAt(recorder.state, to);
  if (building && building.owner !== unit.owner) {
    recorder.emit({ type: 'BUILDING_CAPTURED', at: to, building: building.type, from: building.owner, to: unit.owner, by: unit.id });
  }
}

function buildOrRecruit(recorder: EventRecorder, order: PlannableOrder, cost: number): void {
  if (order.type === 'BUILD') {
    const unit = recorder.state.units[order.unit]!;
    recorder.emit({ type: 'BUILDING_BUILT', at: unit.at, building: order.building, owner: unit.owner, by: unit.id, cost });
  } else if (order.type === 'RECRUIT') {
    const unit: Unit = { id: `u${recorder.state.nextUnitNumber}`, owner: order.player, type: order.unitType, at: order.at, defending: false };
    recorder.emit({ type: 'UNIT_RECRUITED', unit, cost });
  }
}

/**
 * The combats the plan will fight at END_TURN, in the order they roll their dice: the planned attacks
 * grouped by target (a pair on one defender is one combat), placed where the first was declared.
 */
export function plannedCombats(state: GameState): AttackOrder[][] {
  return combatsInDeclaredOrder(state.pending.map((p) => p.order));
}

/** Attacks grouped by target: a pair on one defender is one combat, placed where its first attack was declared. */
function combatsInDeclaredOrder(orders: readonly PlannableOrder[]): AttackOrder[][] {
  const byTarget = new Map<string, AttackOrder[]>();
  for (const order of orders) {
    if (order.type !== 'ATTACK') continue;
    const key = hexKey(order.target);
    byTarget.set(key, [...(byTarget.get(key) ?? []), order]);
  }
  return [...byTarget.values()];
}

function fight(recorder: EventRecorder, attacks: readonly AttackOrder[], dice: DiceSource): void {
  const state = recorder.state;
  const attackers = attacks.map((a) => state.units[a.unit]).filter((u): u is Unit => u !== undefined);
  const target = attacks[0]!.target;
  const setup = combatSetupFor(state, attackers, target);
  if (!setup) return;
  const defenderId = setup.defender.unitId!;
  const report = COMBAT_SYSTEMS[state.combatSystem].resolve(setup, (sides, role, combatant, attempt) =>
    dice.roll(sides, {
      turnNumber: state.turnNumber,
      unit: role === 'attack' ? attackers[combatant]!.id : defenderId,
      role,
      attempt,
    }),
  );
  recorder.emit({ type: 'COMBAT_RESOLVED', report });
  if (report.defenderDestroyed) {
    const defender = state.units[defenderId]!;
    recorder.emit({ type: 'UNIT_DESTROYED', unit: defender.id, owner: defender.owner, at: defender.at });
    const advancing = attacks.find((a) => a.advance);
    if (advancing) moveUnit(recorder, advancing.unit, [target]);
  }
  for (const index of report.attackersDestroyed) {
    const attacker = attackers[index]!;
    recorder.emit({ type: 'UNIT_DESTROYED', unit: attacker.id, owner: attacker.owner, at: attacker.at });
  }
}
