// How far every hex is from the nearest of a set of goals, by the land's move costs (Water never entered, nor
// Mountains by mounted units; enemy units ignored): one search per turn, so units march around lakes and ridges instead of into them.
import { hexIndex, neighbourTable, TERRAIN, type GameMap, type HexCoord } from '../rules/index.ts';

export type Field = Int32Array;

export const FAR = 0x3fffffff;

/** Dial's algorithm: move costs are small whole numbers, so a bucket per distance beats a heap. */
export function distanceField(map: GameMap, goals: readonly HexCoord[], mounted: boolean): Field {
  const size = map.width * map.height;
  const dist = new Int32Array(size).fill(FAR);
  const step = map.terrain.map((t) => (mounted && !TERRAIN[t].mountedMayEnter ? -1 : (TERRAIN[t].moveCost ?? -1)));
  const table = neighbourTable(map);
  const buckets: number[][] = [[]];
  for (const goal of goals) {
    const index = hexIndex(map, goal);
    if (dist[index] === 0) continue;
    dist[index] = 0;
    buckets[0]?.push(index);
  }
  for (let d = 0; d < buckets.length; d++) {
    for (const here of buckets[d] ?? []) {
      if (dist[here] !== d) continue;
      for (let k = 0; k < 6; k++) {
        const next = table[here * 6 + k] as number;
        if (next < 0) continue;
        // Moving towards a goal: the cost is the hex entered on the way there, i.e. `here`, from `next`.
        const cost = step[here] as number;
        if (cost < 0 || (step[next] as number) < 0) continue;
        const total = d + cost;
        if (total >= (dist[next] as number)) continue;
        dist[next] = total;
        const bucket = buckets[total];
        if (bucket) bucket.push(next);
        else buckets[total] = [next];
      }
    }
  }
  return dist;
}
