import { hexIndex, isOnMap, neighbourIndex, terrainAt, type GameMap, type HexCoord, type TerrainId } from '../../rules/index.ts';
import type { MapEdit } from './paintBrush.ts';

/**
 * Repaints the connected region of one terrain that holds `start` (hexes joined through shared edges)
 * with `terrain`. Pure; a fill with the region's own terrain changes nothing.
 */
export function floodFill(map: GameMap, start: HexCoord, terrain: TerrainId): MapEdit {
  if (!isOnMap(map, start)) return { map, changed: [] };
  const first = hexIndex(map, start);
  const from = terrainAt(map, start);
  if (from === terrain) return { map, changed: [] };
  const next = map.terrain.slice();
  const changed: number[] = [first];
  next[first] = terrain;
  // Each hex is recoloured as it is queued, so the new terrain doubles as the "seen" mark; for…of goes on
  // to the hexes queued while it runs.
  for (const here of changed) {
    for (let d = 0; d < 6; d++) {
      const n = neighbourIndex(map, here, d);
      if (n >= 0 && next[n] === from) {
        next[n] = terrain;
        changed.push(n);
      }
    }
  }
  return { map: { ...map, terrain: next }, changed };
}
