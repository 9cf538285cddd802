import { indexDistance as hexIndexDistance, neighbourTable } from '../rules/index.ts';
import { inRange } from './cells.ts';

/** A map's size and its six-neighbour table (index * 6 + direction, -1 off the map), shared by every pass. */
export interface HexGrid {
  readonly width: number;
  readonly height: number;
  readonly size: number;
  readonly next: Int32Array;
}

export function hexGrid(width: number, height: number): HexGrid {
  return { width, height, size: width * height, next: neighbourTable({ width, height }) };
}

/** The neighbour of hex `i` in direction `k` (0–5), or -1 off the map. */
export function neighbour(grid: HexGrid, i: number, k: number): number {
  return inRange(grid.next[i * 6 + k]);
}

/** Hex distance between two indices: the rules' indexDistance, for loops over the whole map. */
export function indexDistance(grid: HexGrid, a: number, b: number): number {
  return hexIndexDistance(grid.width, a, b);
}

/** Every hex within `radius` of `centre`, nearest rows first. */
export function hexesWithin(grid: HexGrid, centre: number, radius: number): number[] {
  const row = (centre / grid.width) | 0;
  const col = centre - row * grid.width;
  const result: number[] = [];
  for (let r = Math.max(0, row - radius); r <= Math.min(grid.height - 1, row + radius); r++) {
    for (let c = Math.max(0, col - radius - 1); c <= Math.min(grid.width - 1, col + radius + 1); c++) {
      const i = r * grid.width + c;
      if (indexDistance(grid, centre, i) <= radius) result.push(i);
    }
  }
  return result;
}

/** [column, row] offsets from a hex to the hexes round it. */
export type Offsets = readonly (readonly [number, number])[];
const offsetCache = new Map<number, readonly [even: Offsets, odd: Offsets]>();

/**
 * [column, row] offsets of the hexes within `radius` of a hex on row `row` (even and odd rows differ):
 * for questions asked round thousands of hexes, without building arrays or measuring distances each time.
 */
export function diskOffsets(radius: number, row: number): Offsets {
  let offsets = offsetCache.get(radius);
  if (!offsets) {
    const side = 2 * radius + 4;
    const probe = { width: side, height: side, size: side * side, next: new Int32Array(0) };
    const mid = radius + 1;
    const around = (parity: number): Offsets => {
      const centre = (mid + parity) * side + mid;
      return hexesWithin(probe, centre, radius).map((i) => [(i % side) - mid, Math.floor(i / side) - mid - parity] as const);
    };
    offsets = [around(0), around(1)];
    offsetCache.set(radius, offsets);
  }
  return row & 1 ? offsets[1] : offsets[0];
}

/**
 * Steps from the nearest source hex (breadth-first), through hexes `passable` allows (all when null);
 * -1 where no source can be reached. Sources are where `isSource` is 1.
 */
export function distanceField(grid: HexGrid, isSource: Uint8Array, passable: Uint8Array | null = null): Int32Array {
  const dist = new Int32Array(grid.size).fill(-1);
  const queue = new Int32Array(grid.size);
  let tail = 0;
  for (let i = 0; i < grid.size; i++) {
    if (isSource[i]) {
      dist[i] = 0;
      queue[tail++] = i;
    }
  }
  for (let head = 0; head < tail; head++) {
    const here = inRange(queue[head]);
    const d = inRange(dist[here]) + 1;
    for (let k = 0; k < 6; k++) {
      const j = neighbour(grid, here, k);
      if (j < 0 || dist[j] !== -1 || (passable !== null && !passable[j])) continue;
      dist[j] = d;
      queue[tail++] = j;
    }
  }
  return dist;
}

/** Connected regions (six-neighbour) of the hexes `member` accepts: a label per hex (-1 outside) and each label's size. */
export function labelRegions(grid: HexGrid, member: (i: number) => boolean): { label: Int32Array; sizes: number[] } {
  const label = new Int32Array(grid.size).fill(-1);
  const queue = new Int32Array(grid.size);
  const sizes: number[] = [];
  for (let start = 0; start < grid.size; start++) {
    if (label[start] !== -1 || !member(start)) continue;
    const id = sizes.length;
    label[start] = id;
    queue[0] = start;
    let tail = 1;
    for (let head = 0; head < tail; head++) {
      const here = inRange(queue[head]);
      for (let k = 0; k < 6; k++) {
        const j = neighbour(grid, here, k);
        if (j >= 0 && label[j] === -1 && member(j)) {
          label[j] = id;
          queue[tail++] = j;
        }
      }
    }
    sizes.push(tail);
  }
  return { label, sizes };
}

/** The label of the largest region, by labelRegions' sizes (the first of equals); 0 when there is none. */
export function largestRegion(sizes: readonly number[]): number {
  let largest = 0;
  let most = -Infinity;
  for (const [id, size] of sizes.entries()) {
    if (size > most) {
      largest = id;
      most = size;
    }
  }
  return largest;
}

/** The value below which a share `q` of the masked values lie, from a histogram (exact enough, linear time). */
export function quantile(values: Float32Array, mask: Uint8Array | null, q: number): number {
  let min = Infinity;
  let max = -Infinity;
  let count = 0;
  for (let i = 0; i < values.length; i++) {
    if (mask !== null && !mask[i]) continue;
    const v = inRange(values[i]);
    if (v < min) min = v;
    if (v > max) max = v;
    count++;
  }
  if (count === 0 || max <= min) return count === 0 ? 0 : min;
  const bins = 2048;
  const histogram = new Int32Array(bins);
  const scale = (bins - 1) / (max - min);
  for (let i = 0; i < values.length; i++) {
    if (mask !== null && !mask[i]) continue;
    const bin = ((inRange(values[i]) - min) * scale) | 0;
    histogram[bin] = inRange(histogram[bin]) + 1;
  }
  const wanted = q * count;
  let seen = 0;
  for (let b = 0; b < bins; b++) {
    seen += inRange(histogram[b]);
    if (seen >= wanted) return min + (b + 1) / scale;
  }
  return max;
}
