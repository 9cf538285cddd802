import type { GameMap, TerrainId } from '../../rules/index.ts';

export const MIN_MAP_SIDE = 8;
export const MAX_MAP_SIDE = 256;

/** A new map of one terrain; sides are clamped to 8…256. */
export function blankMap(width: number, height: number, terrain: TerrainId = 'grasslands'): GameMap {
  const w = clampSide(width);
  const h = clampSide(height);
  return { width: w, height: h, terrain: new Array<TerrainId>(w * h).fill(terrain) };
}

export function clampSide(side: number): number {
  return Math.min(MAX_MAP_SIDE, Math.max(MIN_MAP_SIDE, Math.round(Number.isFinite(side) ? side : MIN_MAP_SIDE)));
}
