import { clampSide } from '../../mapgen/mapSizes.ts';
import type { GameMap, TerrainId } from '../../rules/index.ts';

export { clampSide, MAX_MAP_SIDE, MIN_MAP_SIDE } from '../../mapgen/mapSizes.ts';

/** A new map of one terrain; sides are clamped to 8…256. */
export function blankMap(width: number, height: number, terrain: TerrainId = 'grasslands'): GameMap {
  const w = clampSide(width);
  const h = clampSide(height);
  return { width: w, height: h, terrain: new Array<TerrainId>(w * h).fill(terrain) };
}
