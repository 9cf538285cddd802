import { BUILDINGS } from './data/buildings.ts';
import { RACES } from './data/races.ts';
import { BUILDER_COST_FACTOR, UNITS } from './data/units.ts';
import { BUILDING_WEALTH_SHARE } from './data/setup.ts';
import type { BuildingId, PlayerId, UnitTypeId } from './ids.ts';
import type { GameState, IncomeLine } from './types.ts';
import { activePlayer, findPlayer } from './stateQueries.ts';
import { buildingCounts, buildingValue } from './pieces.ts';
import { goldSpent, planOf } from './planLog.ts';

/**
 * What this unit pays for the building: base × ½ for builders × 1½ for Trolls and Giants, rounded up
 * once at the end; some units have a fixed price (Miners build Mines for 1). Null = cannot be built.
 */
export function buildCost(unit: UnitTypeId, building: BuildingId): number | null {
  const base = BUILDINGS[building].cost;
  if (base === null) return null;
  const rules = UNITS[unit];
  const fixed = rules.fixedBuildCost?.[building];
  if (fixed !== undefined) return fixed;
  const factor = (rules.builder ? BUILDER_COST_FACTOR : 1) * RACES[rules.race].buildCostFactor;
  return Math.ceil(base * factor);
}

/** Income at the start of a turn: Keep 2 + Farms + 2 × Mines, by building type (in the order the record first lists each). */
export function incomeOf(state: GameState, player: PlayerId): IncomeLine[] {
  return buildingCounts(state, player)
    .filter(([source]) => BUILDINGS[source].income > 0)
    .map(([source, count]) => ({ source, count, gold: count * BUILDINGS[source].income }));
}

/** Economics campaigns: gold + half the base cost of the buildings in play. */
export function wealthOf(state: GameState, player: PlayerId): number {
  const gold = findPlayer(state, player)?.gold ?? 0;
  return gold + buildingValue(state, player) * BUILDING_WEALTH_SHARE;
}

/** Gold the active player still has once the planned orders are paid. */
export function goldAvailable(state: GameState): number {
  return activePlayer(state).gold - goldSpent(planOf(state));
}
