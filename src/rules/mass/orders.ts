import { MASS_UNITS, BOW_REACH } from '../combat/mass/table.ts';
import { boardActionAt } from '../combat/mass/setupForces.ts';
import { UNITS } from '../data/units.ts';
import { describeHex, hexDistance, hexKey } from '../hexGeometry.ts';
import { attacksOn, planOf, planWith, type Plan } from '../planLog.ts';
import { ownEntry } from '../pieces.ts';
import type { GameState, MoveOrder, PlannableOrder, Unit } from '../types.ts';
import { plannedChargeLane } from './chargeLane.ts';
import { isRegroupRound } from './regroup.ts';

/** The farthest a unit type attacks in Mass battle [house]: bows to double-long range, the rest a charge from two hexes. */
export function massAttackRange(unit: Unit['type']): number {
  return MASS_UNITS[unit].bows ? BOW_REACH : 2;
}

const kindOf = (action: string | null) => (action === 'engage' || action === 'charge' ? 'melee' : action);

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
  if (order.type === 'MOVE') return blocksAPlannedCharge(state, order);
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
  const partner = attacksOn(plan, hexKey(order.target))[0];
  const partnerUnit = partner && ownEntry(state.units, partner.unit);
  if (partnerUnit) {
    const theirs = boardActionAt({ unit: partnerUnit.type, range: hexDistance(partnerUnit.at, order.target) });
    if (kindOf(theirs) !== kindOf(action)) return 'a pair fights one way: both in melee, both firing, or both loosing volleys';
  }
  return null;
}

/** Why this move would fill the last free hex a charge already planned must run through, or null. */
function blocksAPlannedCharge(state: GameState, order: MoveOrder): string | null {
  const charges = state.pending.flatMap(({ order: planned }) => {
    const unit = planned.type === 'ATTACK' ? ownEntry(state.units, planned.unit) : undefined;
    return planned.type === 'ATTACK' && unit && boardActionAt({ unit: unit.type, range: hexDistance(unit.at, planned.target) }) === 'charge'
      ? [{ unit, target: planned.target }]
      : [];
  });
  if (charges.length === 0) return null;
  const after = planWith(state, { order, cost: 0 });
  const blocked = charges.find(({ unit, target }) => !plannedChargeLane(after, planOf(after), unit, target));
  return blocked
    ? `that would fill the only free hex the ${UNITS[blocked.unit.type].name} at ${describeHex(blocked.unit.at)} charge through towards ${describeHex(blocked.target)}`
    : null;
}
