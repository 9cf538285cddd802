// The build and recruit menus: every option with its price and, when the rules would refuse it, why.
import {
  activePlayer,
  BUILDING_IDS,
  BUILDINGS,
  buildingPurpose,
  buildCost,
  RACES,
  UNITS,
  unitStats,
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
  /** What it is or does, in a few words ("+1 gold each turn"). */
  readonly detail?: string;
}

/** What the unit may build, each with its price; what it can never build (a Keep) is left out. */
export function buildOptions(state: GameState, unit: Unit): OrderOption<BuildingId>[] {
  return BUILDING_IDS.flatMap((building) => {
    const cost = buildCost(unit.type, building);
    if (cost === null) return [];
    const verdict = validateOrder(state, { type: 'BUILD', player: unit.owner, unit: unit.id, building });
    return [{ id: building, name: BUILDINGS[building].name, cost, disabledReason: verdict.ok ? null : verdict.reason, detail: buildingPurpose(building) }];
  });
}

/** The reasons two or more options are refused for, in the order first given: a menu says each once, not per option. */
export function sharedReasons(options: readonly OrderOption<string>[]): string[] {
  const counts = new Map<string, number>();
  for (const { disabledReason } of options) if (disabledReason !== null) counts.set(disabledReason, (counts.get(disabledReason) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > 1).map(([reason]) => reason);
}

export function recruitOptions(state: GameState, at: HexCoord): OrderOption<UnitTypeId>[] {
  const player = activePlayer(state);
  return RACES[player.race].units.map((unitType) => {
    const verdict = validateOrder(state, { type: 'RECRUIT', player: player.id, at, unitType });
    return {
      id: unitType,
      name: UNITS[unitType].name,
      cost: UNITS[unitType].cost,
      disabledReason: verdict.ok ? null : verdict.reason,
      detail: unitStats(unitType),
    };
  });
}
