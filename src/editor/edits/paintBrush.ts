import { hexDistance, hexIndex, isOnMap, type GameMap, type HexCoord, type TerrainId } from '../../rules/index.ts';

export interface MapEdit {
  /** The edited map: a new terrain array when anything changed, else the same map. */
  readonly map: GameMap;
  /** Indices (row * width + col) of the hexes whose terrain changed. */
  readonly changed: readonly number[];
}

/** The hexes within `radius` of `center` that are on the map (radius 0 = the centre alone). */
export function hexesWithin(map: Pick<GameMap, 'width' | 'height'>, center: HexCoord, radius: number): HexCoord[] {
  const found: HexCoord[] = [];
  // Offset rows shift by half a hex, so a column window one wider than the radius covers every candidate.
  for (let row = center.row - radius; row <= center.row + radius; row++) {
    for (let col = center.col - radius - 1; col <= center.col + radius + 1; col++) {
      const hex = { col, row };
      if (isOnMap(map, hex) && hexDistance(center, hex) <= radius) found.push(hex);
    }
  }
  return found;
}

/** Paints every hex within `radius` of `center` with `terrain`. Pure: the input map is never changed. */
export function paintBrush(map: GameMap, center: HexCoord, radius: number, terrain: TerrainId): MapEdit {
  const changed = hexesWithin(map, center, radius)
    .map((hex) => hexIndex(map, hex))
    .filter((i) => map.terrain[i] !== terrain);
  if (changed.length === 0) return { map, changed };
  const next = map.terrain.slice();
  for (const i of changed) next[i] = terrain;
  return { map: { ...map, terrain: next }, changed };
}
