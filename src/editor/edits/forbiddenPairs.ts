import { neighbourTable, type GameMap, type TerrainId } from '../../rules/index.ts';
import { mayNotTouch } from '../../rules/data/terrain.ts';

/** Two neighbouring hexes (indices, a < b) whose terrains a realistic map never has side by side. */
export interface ForbiddenPair {
  readonly a: number;
  readonly b: number;
}

/** Every forbidden neighbour pair of the map, each once, in reading order of its first hex. */
export function forbiddenPairs(map: GameMap): ForbiddenPair[] {
  const table = neighbourTable(map);
  const pairs: ForbiddenPair[] = [];
  for (let a = 0; a < map.terrain.length; a++) {
    const here = terrainOf(map, a);
    for (let d = 0; d < 6; d++) {
      // The table's neighbours of a: -1 off the map; only later hexes, so each pair is found once.
      const b = table[a * 6 + d];
      if (b !== undefined && b > a && mayNotTouch(here, terrainOf(map, b))) pairs.push({ a, b });
    }
  }
  return pairs;
}

/** The terrain of hex `i`, an index on the map (from the loop or the neighbour table). */
function terrainOf(map: GameMap, i: number): TerrainId {
  const terrain = map.terrain[i];
  if (terrain === undefined) throw new RangeError(`forbiddenPairs: hex ${i} is not on the ${map.width}×${map.height} map`);
  return terrain;
}
