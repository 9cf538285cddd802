import { activePlayer, buildingAt, unitAt, type Building, type GameState, type HexCoord, type PlannedOrder, type Unit } from '../rules/index.ts';

// What the selected hex holds for the player whose turn it is.

/** The active player's unit in the hex, if any. */
export function ownUnitAt(state: GameState, hex: HexCoord | null): Unit | undefined {
  if (!hex) return undefined;
  const unit = unitAt(state, hex);
  return unit && unit.owner === activePlayer(state).id ? unit : undefined;
}

/** The active player's building in the hex, if any. */
export function ownBuildingAt(state: GameState, hex: HexCoord | null): Building | undefined {
  if (!hex) return undefined;
  const building = buildingAt(state, hex);
  return building && building.owner === activePlayer(state).id ? building : undefined;
}

/** The unit's planned order this turn, with its place in the plan. */
export function plannedOrderOf(state: GameState, unitId: string): { index: number; planned: PlannedOrder } | null {
  for (const [index, planned] of state.pending.entries()) {
    if (planned.order.type !== 'RECRUIT' && planned.order.unit === unitId) return { index, planned };
  }
  return null;
}
