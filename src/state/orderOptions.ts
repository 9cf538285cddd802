// The build and recruit menus: every option with its price and, when the rules would refuse it, why.
import {
  activePlayer,
  BUILDING_IDS,
  BUILDINGS,
  buildCost,
  RACES,
  UNITS,
  validateOrder,
  type BuildingId,
  type GameState,
  type HexCoord,
  type Unit,
  type UnitTypeId,
} from '../rules/index.ts';

export interface OrderOption<Id> {
  readonly id: Id;
  readonly name: string;
  readonly cost: number | null;
  /** Why the rules would refuse it now, or null when it can be ordered. */
  readonly disabledReason: string | null;
}

export function buildOptions(state: GameState, unit: Unit): OrderOption<BuildingId>[] {
  return BUILDING_IDS.map((building) => {
    const verdict = validateOrder(state, { type: 'BUILD', player: unit.owner, unit: unit.id, building });
    return { id: building, name: BUILDINGS[building].name, cost: buildCost(unit.type, building), disabledReason: verdict.ok ? null : verdict.reason };
  });
}

export function recruitOptions(state: GameState, at: HexCoord): OrderOption<UnitTypeId>[] {
  const player = activePlayer(state);
  return RACES[player.race].units.map((unitType) => {
    const verdict = validateOrder(state, { type: 'RECRUIT', player: player.id, at, unitType });
    return { id: unitType, name: UNITS[unitType].name, cost: UNITS[unitType].cost, disabledReason: verdict.ok ? null : verdict.reason };
  });
}
