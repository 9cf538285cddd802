import { MASS_UNITS, BOW_REACH } from '../combat/mass/table.ts';
import { boardActionAt, fightKind } from '../combat/mass/setupForces.ts';
import { UNITS } from '../data/units.ts';
import { describeHex, hexDistance, hexKey } from '../hexGeometry.ts';
import { attacksOn, planOf, planWith, type Plan } from '../planLog.ts';
import { ownEntry } from '../pieces.ts';
import type { GameState, MoveOrder, PlannableOrder, Unit } from '../types.ts';
import { plannedChargeLane } from './chargeLane.ts';
import { sightBlocked } from './lineOfSight.ts';
import { isRegroupRound } from './regroup.ts';

/** The farthest a unit type attacks in Mass battle [house]: bows to double-long range, the rest a charge from two hexes. */
export function massAttackRange(unit: Unit['type']): number {
  return MASS_UNITS[unit].bows ? BOW_REACH : 2;
}

/** Why Mass battle's board rules refuse this unit's order now, or null: regroup rounds, resting units, charges, pairs. */
export function massCannotOrder(state: GameState, plan: Plan, unit: Unit, order: Exclude<PlannableOrder, { type: 'RECRUIT' }>): string | null {
  const name = UNITS[unit.type].name;
  if (unit.tired) {
    const why = unit.tired === 'march' ? 'marched' : 'charged';
    return `${name} at ${describeHex(unit.at)} ${why} last round and rest${isRegroupRound(state) ? ' through this regroup round' : ''}`;
  }
  if (isRegroupRound(state)) {
    if (order.type === 'ATTACK') return `round ${state.round} is a regroup round: no attacks, units only move a hex and re-form`;
    if (order.type === 'MOVE' && order.path.length > 1) return `round ${state.round} is a regroup round: units move one hex at most`;
  }
  if (order.type === 'MOVE') return spoilsAPlannedAttack(state, order);
  if (order.type !== 'ATTACK') return null;
  const distance = hexDistance(unit.at, order.target);
  const action = boardActionAt({ unit: unit.type, range: distance });
  if (action === null) {
    return MASS_UNITS[unit.type].bows
      ? `${name} shoot at most ${BOW_REACH} hexes away; ${describeHex(order.target)} is ${distance}`
      : `${name} can attack next door, or charge an enemy 2 hexes away; ${describeHex(order.target)} is ${distance}`;
  }
  if (action === 'charge' && !plannedChargeLane(state, plan, unit, order.target)) {
    return `${name} have no free hex to charge through towards ${describeHex(order.target)}`;
  }
  const hidden = action === 'fire' ? sightBlocked(state, unit.at, order.target, plan) : null;
  if (hidden) return `${name} cannot see ${describeHex(order.target)} to fire: ${hidden} is in the way (volleys, from 6 hexes, need no sight)`;
  const partner = attacksOn(plan, hexKey(order.target))[0];
  const partnerUnit = partner && ownEntry(state.units, partner.unit);
  if (partnerUnit) {
    const theirs = boardActionAt({ unit: partnerUnit.type, range: hexDistance(partnerUnit.at, order.target) });
    if (!theirs || fightKind(theirs) !== fightKind(action)) return 'a pair fights one way: both in melee, both firing, or both loosing volleys';
  }
  return null;
}

/** Why this move would spoil an attack already planned: fill the last free hex a charge runs through, or stand in a shot's line of sight. */
function spoilsAPlannedAttack(state: GameState, order: MoveOrder): string | null {
  const planned = state.pending.flatMap(({ order: given }) => {
    const unit = given.type === 'ATTACK' ? ownEntry(state.units, given.unit) : undefined;
    if (given.type !== 'ATTACK' || !unit) return [];
    const action = boardActionAt({ unit: unit.type, range: hexDistance(unit.at, given.target) });
    return action === 'charge' || action === 'fire' ? [{ unit, target: given.target, action }] : [];
  });
  if (planned.length === 0) return null;
  const after = planWith(state, { order, cost: 0 });
  const plan = planOf(after);
  for (const { unit, target, action } of planned) {
    const name = UNITS[unit.type].name;
    if (action === 'charge' && !plannedChargeLane(after, plan, unit, target)) {
      return `that would fill the only free hex the ${name} at ${describeHex(unit.at)} charge through towards ${describeHex(target)}`;
    }
    const hidden = action === 'fire' ? sightBlocked(after, unit.at, target, plan) : null;
    if (hidden) return `${name} cannot see ${describeHex(target)} to fire: ${hidden} is in the way (volleys, from 6 hexes, need no sight)`;
  }
  return null;
}
