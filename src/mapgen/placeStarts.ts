import { TERRAIN_IDS, hexAt, type GameMap, type HexCoord, type RaceId } from '../rules/index.ts';
import { chooseStarts } from './chooseStarts.ts';
import { hexGrid, largestRegion } from './hexGrid.ts';
import { landmasses } from './landmasses.ts';
import { codeOf, terrainIdOf } from './terrainCodes.ts';

/**
 * Starts for these races on a map made elsewhere (an edited map): on its largest landmass, spread fairly,
 * near home terrain. Returns a new map when small patches of home terrain had to be laid.
 */
export function placeStarts(map: GameMap, races: readonly RaceId[], seed: number): { map: GameMap; starts: HexCoord[] } | { error: string } {
  const grid = hexGrid(map.width, map.height);
  const codes = Uint8Array.from(map.terrain, codeOf);
  const { label, sizes } = landmasses(grid, codes);
  const largest = largestRegion(sizes);
  const main = Uint8Array.from(label, (id) => (id === largest && sizes.length > 0 ? 1 : 0));
  const starts = chooseStarts(grid, codes, main, races, seed | 0, { wanted: 1 });
  if ('error' in starts) return starts;
  const changed = codes.some((c, i) => TERRAIN_IDS[c] !== map.terrain[i]);
  return {
    map: changed ? { width: map.width, height: map.height, terrain: Array.from(codes, (c) => terrainIdOf(c)) } : map,
    starts: starts.map((i) => hexAt(grid, i)),
  };
}
