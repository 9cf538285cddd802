// Which edges of a hex blend into which neighbour, Wesnoth-style: where two terrains meet, the one of the
// higher layer spreads over the edge into the lower one's hex, fading in, so each meeting is drawn once, from
// one side, and the hard line between tiles goes. Plain data and arithmetic, unit-tested; blendedTiles.ts
// draws what it decides.
import { neighbourDeltas, TERRAIN_IDS, type GameMap, type TerrainId } from '../../rules/index.ts';

/**
 * Which terrain spreads over which: the higher layer over the lower. Water is lowest, so every shore is
 * land running out over the water (as a beach would); mountains are highest, so their scree runs over
 * whatever lies at their foot and nothing ever softens a mountain's own edge.
 */
export const TERRAIN_LAYER: Readonly<Record<TerrainId, number>> = {
  water: 0,
  swamp: 1,
  desert: 2,
  tundra: 3,
  grasslands: 4,
  hills: 5,
  forest: 6,
  mountains: 7,
};

/** A neighbour spreading over one edge of a hex. */
export interface EdgeBlend {
  /** The edge: 0 NE, 1 E, 2 SE, 3 SW, 4 W, 5 NW (the rules' neighbour order). */
  readonly direction: number;
  /** The neighbour's terrain, drawn fading in from that edge. */
  readonly terrain: TerrainId;
}

/**
 * The edges of a hex of `terrain` that its neighbours spread over, given the six neighbours' terrains
 * (in direction order; undefined off the map): lowest layer first, so higher layers are drawn over them.
 */
export function blendedEdges(terrain: TerrainId, around: readonly (TerrainId | undefined)[]): EdgeBlend[] {
  const edges: EdgeBlend[] = [];
  around.forEach((neighbour, direction) => {
    if (neighbour !== undefined && TERRAIN_LAYER[neighbour] > TERRAIN_LAYER[terrain]) edges.push({ direction, terrain: neighbour });
  });
  return edges.sort((a, b) => TERRAIN_LAYER[a.terrain] - TERRAIN_LAYER[b.terrain] || a.direction - b.direction);
}

/** The terrains of the six neighbours of hex (col, row) on `map`, in direction order, undefined off the map. */
export function neighbourTerrains(map: GameMap, col: number, row: number): (TerrainId | undefined)[] {
  return neighbourDeltas(row).map((d) => {
    const c = col + d.col;
    const r = row + d.row;
    return c >= 0 && r >= 0 && c < map.width && r < map.height ? map.terrain[r * map.width + c] : undefined;
  });
}

/** Terrains by layer, and the scratch space of forEachBlendedEdge: chunks call it per hex. */
const BY_LAYER: readonly (TerrainId | undefined)[] = TERRAIN_IDS.reduce<(TerrainId | undefined)[]>((list, t) => {
  list[TERRAIN_LAYER[t]] = t;
  return list;
}, []);
const found = new Int32Array(6);

/**
 * What blendedEdges(terrain, neighbourTerrains(map, col, row)) gives, in its order, without building either
 * list: `visit(direction, terrain)` for each edge of hex (col, row) of `map` that a neighbour spreads over.
 */
export function forEachBlendedEdge(map: GameMap, col: number, row: number, visit: (direction: number, terrain: TerrainId) => void): void {
  const own = TERRAIN_LAYER[map.terrain[row * map.width + col] ?? 'water'];
  const deltas = neighbourDeltas(row);
  let count = 0;
  for (let d = 0; d < 6; d++) {
    const delta = deltas[d];
    if (!delta) continue;
    const c = col + delta.col;
    const r = row + delta.row;
    if (c < 0 || r < 0 || c >= map.width || r >= map.height) continue;
    const layer = TERRAIN_LAYER[map.terrain[r * map.width + c] ?? 'water'];
    if (layer <= own) continue;
    // Insertion by (layer, direction): a layer packed above the direction sorts both at once.
    const key = layer * 8 + d;
    let i = count++;
    while (i > 0 && (found[i - 1] ?? 0) > key) {
      found[i] = found[i - 1] ?? 0;
      i--;
    }
    found[i] = key;
  }
  for (let i = 0; i < count; i++) {
    const key = found[i] ?? 0;
    const terrain = BY_LAYER[key >> 3];
    if (terrain) visit(key & 7, terrain);
  }
}
