// Checks of a generated map, written against the rules API (not the generator's own helpers), so a
// generator bug cannot hide behind a shared one.
import {
  HOME_TERRAIN_RADIUS,
  RACES,
  TERRAIN_IDS,
  UNITS,
  UNIT_TYPE_IDS,
  cannotEnter,
  hexAt,
  hexDistance,
  hexIndex,
  neighbours,
  type GameMap,
  type HexCoord,
  type RaceId,
  type TerrainId,
  type UnitTypeId,
} from '../../src/rules/index.ts';
import { mayNotTouch } from '../../src/rules/data/terrain.ts';

/** Each forbidden neighbour pair, as "terrain at (col,row) | terrain at (col,row)". */
export function forbiddenPairs(map: GameMap): string[] {
  const pairs: string[] = [];
  map.terrain.forEach((t, i) => {
    const here = hexAt(map, i);
    for (const n of neighbours(map, here)) {
      const other = map.terrain[hexIndex(map, n)]!;
      if (mayNotTouch(t, other)) pairs.push(`${t} (${here.col},${here.row}) | ${other} (${n.col},${n.row})`);
    }
  });
  return pairs;
}

/** Maps of at least this many hexes (64×48) promise each start a home region of HOME_REGION_HEXES. */
export const HOME_REGION_FROM = 64 * 48;
export const HOME_REGION_RADIUS = 3;
export const HOME_REGION_HEXES = 12;

/**
 * A start's home region: the most hexes of its race's home terrain within HOME_REGION_RADIUS of it that
 * join one another through home-terrain hexes within that radius.
 */
export function homeRegionSize(map: GameMap, start: HexCoord, race: RaceId): number {
  const home = RACES[race].homeTerrain;
  const inside = (h: HexCoord) => hexDistance(h, start) <= HOME_REGION_RADIUS && map.terrain[hexIndex(map, h)] === home;
  const seen = new Set<number>();
  let largest = 0;
  for (const first of hexesNear(map, start, HOME_REGION_RADIUS)) {
    if (seen.has(hexIndex(map, first)) || !inside(first)) continue;
    seen.add(hexIndex(map, first));
    const patch = [first];
    for (let k = 0; k < patch.length; k++) {
      for (const n of neighbours(map, patch[k]!)) {
        if (!seen.has(hexIndex(map, n)) && inside(n)) {
          seen.add(hexIndex(map, n));
          patch.push(n);
        }
      }
    }
    largest = Math.max(largest, patch.length);
  }
  return largest;
}

/** Unit types that may enter exactly the same terrains (by the rules' cannotEnter) move alike: one search serves them all. */
const MOVEMENT_CLASSES: readonly { readonly units: readonly UnitTypeId[]; readonly enters: ReadonlySet<TerrainId> }[] = (() => {
  const byAccess = new Map<string, { units: UnitTypeId[]; enters: Set<TerrainId> }>();
  for (const unit of UNIT_TYPE_IDS) {
    const enters = TERRAIN_IDS.filter((t) => cannotEnter(unit, t) === null);
    const key = enters.join(',');
    if (!byAccess.has(key)) byAccess.set(key, { units: [], enters: new Set(enters) });
    byAccess.get(key)!.units.push(unit);
  }
  return [...byAccess.values()];
})();

/** The hexes a unit that enters only `enters` can get to from a hex, any number of turns later. */
export function reachableBy(map: GameMap, from: HexCoord, enters: ReadonlySet<TerrainId>): Set<number> {
  const seen = new Set([hexIndex(map, from)]);
  const queue = [from];
  while (queue.length > 0) {
    const here = queue.pop()!;
    for (const n of neighbours(map, here)) {
      const i = hexIndex(map, n);
      if (!seen.has(i) && enters.has(map.terrain[i]!)) {
        seen.add(i);
        queue.push(n);
      }
    }
  }
  return seen;
}

/** For each kind of movement, the starts its units cannot get to from the first start ("Cavalry, Wolf Riders cannot get from … to …"). */
export function routeProblems(map: GameMap, starts: readonly HexCoord[]): string[] {
  const problems: string[] = [];
  const at = (s: HexCoord) => `(${s.col},${s.row})`;
  if (starts.length === 0) return problems;
  for (const { units, enters } of MOVEMENT_CLASSES) {
    const reach = reachableBy(map, starts[0]!, enters);
    starts.forEach((s, i) => {
      if (i > 0 && !(reach.has(hexIndex(map, s)) && enters.has(map.terrain[hexIndex(map, s)]!))) {
        problems.push(`${units.map((u) => UNITS[u].name).join(', ')} cannot get from start 0 ${at(starts[0]!)} to start ${i} ${at(s)}`);
      }
    });
  }
  return problems;
}

export function homeNear(map: GameMap, start: HexCoord, race: RaceId): boolean {
  const home = RACES[race].homeTerrain;
  return hexesNear(map, start, HOME_TERRAIN_RADIUS).some((h) => map.terrain[hexIndex(map, h)] === home);
}

/** The hexes of the map within `radius` of a hex (by the rules' hexDistance). */
function hexesNear(map: GameMap, centre: HexCoord, radius: number): HexCoord[] {
  const hexes: HexCoord[] = [];
  for (let row = Math.max(0, centre.row - radius); row <= Math.min(map.height - 1, centre.row + radius); row++) {
    for (let col = Math.max(0, centre.col - radius - 1); col <= Math.min(map.width - 1, centre.col + radius + 1); col++) {
      if (hexDistance({ col, row }, centre) <= radius) hexes.push({ col, row });
    }
  }
  return hexes;
}

/**
 * What is wrong with the starts of a generated map, or []: on land, distinct, home terrain near, every pair
 * joined by a route every unit type can take, and on maps of 64×48 and up a home region of 12 hexes.
 */
export function startProblems(map: GameMap, starts: readonly HexCoord[], races: readonly RaceId[]): string[] {
  const problems: string[] = [];
  const at = (s: HexCoord) => `(${s.col},${s.row})`;
  if (starts.length !== races.length) problems.push(`${starts.length} starts for ${races.length} races`);
  const regionWanted = map.width * map.height >= HOME_REGION_FROM;
  starts.forEach((s, i) => {
    const race = races[i]!;
    if (map.terrain[hexIndex(map, s)] === 'water') problems.push(`start ${i} ${at(s)} is in water`);
    if (!homeNear(map, s, race)) problems.push(`start ${i} ${at(s)} (${race}) has no ${RACES[race].homeTerrain} within ${HOME_TERRAIN_RADIUS}`);
    const region = homeRegionSize(map, s, race);
    if (regionWanted && region < HOME_REGION_HEXES)
      problems.push(
        `start ${i} ${at(s)} (${race}) has a ${RACES[race].homeTerrain} region of ${region} hexes within ${HOME_REGION_RADIUS}, not ${HOME_REGION_HEXES}`,
      );
    starts.forEach((t, j) => {
      if (j > i && hexDistance(s, t) < 4) problems.push(`starts ${i} ${at(s)} and ${j} ${at(t)} are ${hexDistance(s, t)} apart`);
    });
  });
  return [...problems, ...routeProblems(map, starts)];
}
