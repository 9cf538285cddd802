import { TERRAIN } from './data/terrain.ts';
import { UNITS } from './data/units.ts';
import type { TerrainId, UnitTypeId } from './ids.ts';

/** Why a unit of this type can never stand in this terrain, or null ("Cavalry cannot enter Mountains"). */
export function cannotEnter(unit: UnitTypeId, terrain: TerrainId): string | null {
  const rules = UNITS[unit];
  const land = TERRAIN[terrain];
  if (land.moveCost === null || (rules.mounted && !land.mountedMayEnter)) return `${rules.name} cannot enter ${land.name}`;
  return null;
}
