import type { RaceId, TerrainId, UnitTypeId } from '../ids.ts';

export interface RaceRules {
  readonly name: string;
  /** Start positions are near it [seed, Orcs house]. */
  readonly homeTerrain: TerrainId;
  /** Whether a unit on its home terrain gets +1 defence (Humans take the Cavalry re-roll instead). */
  readonly homeDefenceBonus: number;
  /** Building costs are multiplied by this (Trolls and Giants build dearly) [house]. */
  readonly buildCostFactor: number;
  /** The race's three unit types, in setup order. */
  readonly units: readonly [UnitTypeId, UnitTypeId, UnitTypeId];
}

export const RACES: Readonly<Record<RaceId, RaceRules>> = {
  humans: { name: 'Humans', homeTerrain: 'grasslands', homeDefenceBonus: 0, buildCostFactor: 1, units: ['cavalry', 'footmen', 'peasants'] },
  orcs: { name: 'Orcs', homeTerrain: 'desert', homeDefenceBonus: 1, buildCostFactor: 1, units: ['warriors', 'wolf-riders', 'grunts'] },
  elves: { name: 'Elves', homeTerrain: 'forest', homeDefenceBonus: 1, buildCostFactor: 1, units: ['archers', 'wardens', 'foresters'] },
  dwarves: { name: 'Dwarves', homeTerrain: 'mountains', homeDefenceBonus: 1, buildCostFactor: 1, units: ['axemen', 'ironguard', 'miners'] },
  trolls: { name: 'Trolls', homeTerrain: 'swamp', homeDefenceBonus: 1, buildCostFactor: 1.5, units: ['trolls', 'brutes', 'thralls'] },
  giants: { name: 'Giants', homeTerrain: 'hills', homeDefenceBonus: 1, buildCostFactor: 1.5, units: ['giants', 'stone-throwers', 'hill-folk'] },
};

/** How near a home terrain a start hex must be ("near" = within this many hexes) [house]. */
export const HOME_TERRAIN_RADIUS = 2;
