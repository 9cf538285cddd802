import { FORBIDDEN_NEIGHBOURS, neighbourTable, type GameMap, type TerrainId } from '../../rules/index.ts';

/** Two neighbouring hexes (indices, a < b) whose terrains a realistic map never has side by side. */
export interface ForbiddenPair {
  readonly a: number;
  readonly b: number;
}

const FORBIDDEN = new Set(FORBIDDEN_NEIGHBOURS.flatMap(([x, y]) => [`${x}|${y}`, `${y}|${x}`]));
const isForbidden = (x: TerrainId, y: TerrainId) => x !== y && FORBIDDEN.has(`${x}|${y}`);

/** Every forbidden neighbour pair of the map, each once, in reading order of its first hex. */
export function forbiddenPairs(map: GameMap): ForbiddenPair[] {
  const table = neighbourTable(map);
  const pairs: ForbiddenPair[] = [];
  for (let a = 0; a < map.terrain.length; a++) {
    const here = map.terrain[a]!;
    for (let d = 0; d < 6; d++) {
      const b = table[a * 6 + d]!;
      if (b > a && isForbidden(here, map.terrain[b]!)) pairs.push({ a, b });
    }
  }
  return pairs;
}
