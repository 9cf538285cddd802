import { BUILDINGS, describeHex, UNITS, type GameState, type HexCoord } from '../../rules/index.ts';
import { describeOrder } from '../../state/describeOrder.ts';
import { ownBuildingAt, ownUnitAt, plannedOrderOf } from '../../state/selection.ts';

/**
 * The side panel in one line, for its closed drawer on a narrow screen: the selected unit with its order
 * ("Cavalry at (1,1): move to (2,3)"), the selected building, or how many orders the plan has.
 */
export function selectionSummary(state: GameState, selected: HexCoord | null): string {
  const unit = ownUnitAt(state, selected);
  if (unit) {
    const planned = plannedOrderOf(state, unit.id);
    return planned ? describeOrder(state, planned.planned.order) : `${UNITS[unit.type].name} at ${describeHex(unit.at)}: no order yet`;
  }
  const building = ownBuildingAt(state, selected);
  if (building) return `${BUILDINGS[building.type].name} at ${describeHex(building.at)}`;
  const planned = state.pending.length;
  if (planned === 0) return 'No orders planned yet';
  return `${planned} ${planned === 1 ? 'order' : 'orders'} planned`;
}
