import { cannotEnter } from '../cannotEnter.ts';
import { hexDistance, hexIndex, neighbours } from '../hexGeometry.ts';
import { occupantAfterPlan, type Plan } from '../planLog.ts';
import { terrainAt, unitAt } from '../stateQueries.ts';
import type { GameState, HexCoord, Unit } from '../types.ts';

/** Hexes next to both the charger and its target that it may stand in, in a fixed order. */
function laneHexes(state: GameState, unit: Unit, target: HexCoord): HexCoord[] {
  return neighbours(state.map, unit.at).filter((hex) => hexDistance(hex, target) === 1 && cannotEnter(unit.type, terrainAt(state.map, hex)) === null);
}

/** The hex a charge runs into as the plan stands (free once the plan's moves and recruits are done), or null. */
export function plannedChargeLane(state: GameState, plan: Plan, unit: Unit, target: HexCoord): HexCoord | null {
  return laneHexes(state, unit, target).find((hex) => occupantAfterPlan(plan, hexIndex(state.map, hex)) === undefined) ?? null;
}

/** The hex a charge runs into as the board stands when it is fought (free now), or null. */
export function chargeLane(state: GameState, unit: Unit, target: HexCoord): HexCoord | null {
  return laneHexes(state, unit, target).find((hex) => unitAt(state, hex) === undefined) ?? null;
}
