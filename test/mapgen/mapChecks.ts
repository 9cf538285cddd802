// Checks of a generated map, written against the rules API (not the generator's own helpers), so a
// generator bug cannot hide behind a shared one.
import { FORBIDDEN_NEIGHBOURS, HOME_TERRAIN_RADIUS, RACES, hexAt, hexDistance, hexIndex, neighbours, type GameMap, type HexCoord, type RaceId } from '../../src/rules/index.ts';

const forbidden = new Set(FORBIDDEN_NEIGHBOURS.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));

/** Each forbidden neighbour pair, as "terrain at (col,row) | terrain at (col,row)". */
export function forbiddenPairs(map: GameMap): string[] {
  const pairs: string[] = [];
  map.terrain.forEach((t, i) => {
    const here = hexAt(map, i);
    for (const n of neighbours(map, here)) {
      const other = map.terrain[hexIndex(map, n)]!;
      if (forbidden.has(`${t}|${other}`)) pairs.push(`${t} (${here.col},${here.row}) | ${other} (${n.col},${n.row})`);
    }
  });
  return pairs;
}

/** The land hexes reachable on foot (Water is impassable) from a hex. */
export function reachableOnFoot(map: GameMap, from: HexCoord): Set<number> {
  const seen = new Set([hexIndex(map, from)]);
  const queue = [from];
  while (queue.length > 0) {
    const here = queue.pop()!;
    for (const n of neighbours(map, here)) {
      const i = hexIndex(map, n);
      if (!seen.has(i) && map.terrain[i] !== 'water') {
        seen.add(i);
        queue.push(n);
      }
    }
  }
  return seen;
}

export function homeNear(map: GameMap, start: HexCoord, race: RaceId): boolean {
  const home = RACES[race].homeTerrain;
  return map.terrain.some((t, i) => t === home && hexDistance(hexAt(map, i), start) <= HOME_TERRAIN_RADIUS);
}

/** What is wrong with the starts, or [] : on land, distinct, home terrain near, all joined by land. */
export function startProblems(map: GameMap, starts: readonly HexCoord[], races: readonly RaceId[]): string[] {
  const problems: string[] = [];
  const at = (s: HexCoord) => `(${s.col},${s.row})`;
  if (starts.length !== races.length) problems.push(`${starts.length} starts for ${races.length} races`);
  const reach = starts.length > 0 ? reachableOnFoot(map, starts[0]!) : new Set<number>();
  starts.forEach((s, i) => {
    if (map.terrain[hexIndex(map, s)] === 'water') problems.push(`start ${i} ${at(s)} is in water`);
    if (!homeNear(map, s, races[i]!)) problems.push(`start ${i} ${at(s)} (${races[i]}) has no ${RACES[races[i]!].homeTerrain} within ${HOME_TERRAIN_RADIUS}`);
    if (!reach.has(hexIndex(map, s))) problems.push(`start ${i} ${at(s)} cannot be reached on foot from start 0`);
    starts.forEach((t, j) => {
      if (j > i && hexDistance(s, t) < 4) problems.push(`starts ${i} ${at(s)} and ${j} ${at(t)} are ${hexDistance(s, t)} apart`);
    });
  });
  return problems;
}
