import { inRange } from './cells.ts';
import type { Climate } from './climate.ts';
import { neighbour, quantile, type HexGrid } from './hexGrid.ts';
import { DESERT, FOREST, GRASSLANDS, HILLS, MOUNTAINS, SWAMP, TUNDRA, WATER } from './terrainCodes.ts';

// Terrain from the climate fields. Thresholds are shares of the land (quantiles), not fixed values, so
// every seed and size gets a similar mix: a few ranges, a cold band, a hot dry band, marshy lowlands.

/** Shares of the land, in the order they are taken. */
export const LAND_SHARES = {
  mountains: 0.07,
  hills: 0.13,
  /** Of the land, the coldest hexes. */
  tundra: 0.12,
  /** Of the hot lowland (the warmer half of the land), the driest. */
  desert: 0.3,
  /** Of the remaining warm-enough lowland, the wettest and lowest. */
  swamp: 0.14,
  /** Of what is left, the wetter part. */
  forest: 0.5,
} as const;

export function classifyTerrain(grid: HexGrid, climate: Climate): Uint8Array {
  const { size } = grid;
  const { elevation, seaLevel, ridge, warmth, moisture } = climate;
  const codes = new Uint8Array(size);
  const mask = new Uint8Array(size);
  const score = new Float32Array(size);
  const rise = new Float32Array(size);

  for (let i = 0; i < size; i++) {
    const height = inRange(elevation[i]);
    if (height < seaLevel) {
      codes[i] = WATER;
      continue;
    }
    mask[i] = 1;
    rise[i] = (height - seaLevel) / (1 - seaLevel);
    // Mountains on ridges, more so far from the coast; hills are the slopes round them.
    score[i] = inRange(ridge[i]) * 0.6 + inRange(rise[i]) * 0.4;
  }
  const mountainAt = quantile(score, mask, 1 - LAND_SHARES.mountains);
  const hillAt = quantile(score, mask, 1 - LAND_SHARES.mountains - LAND_SHARES.hills);
  const coldAt = quantile(warmth, mask, LAND_SHARES.tundra);
  const hotAt = quantile(warmth, mask, 0.5);

  // Lowland: what is not water, mountains or hills. Tundra first, then the hot dry hexes become desert.
  const lowland = mask;
  for (let i = 0; i < size; i++) {
    if (!lowland[i]) continue;
    if (inRange(score[i]) >= mountainAt) codes[i] = MOUNTAINS;
    else if (inRange(score[i]) >= hillAt) codes[i] = HILLS;
    else if (inRange(warmth[i]) <= coldAt) codes[i] = TUNDRA;
    else {
      codes[i] = GRASSLANDS;
      continue;
    }
    lowland[i] = 0;
  }
  const hot = new Uint8Array(size);
  for (let i = 0; i < size; i++) hot[i] = lowland[i] && inRange(warmth[i]) >= hotAt ? 1 : 0;
  const dryAt = quantile(moisture, hot, LAND_SHARES.desert);
  for (let i = 0; i < size; i++) {
    if (hot[i] && inRange(moisture[i]) <= dryAt) {
      codes[i] = DESERT;
      lowland[i] = 0;
    }
  }
  // Swamp: wet low ground, not in the coldest part of what is left.
  const swampy = hot; // reused as a mask
  const coolAt = quantile(warmth, lowland, 0.2);
  for (let i = 0; i < size; i++) {
    swampy[i] = lowland[i] && inRange(warmth[i]) > coolAt ? 1 : 0;
    score[i] = inRange(moisture[i]) * 0.7 + (1 - inRange(rise[i])) * 0.3;
  }
  const swampAt = quantile(score, swampy, 1 - LAND_SHARES.swamp);
  for (let i = 0; i < size; i++) {
    if (swampy[i] && inRange(score[i]) >= swampAt) {
      codes[i] = SWAMP;
      lowland[i] = 0;
    }
  }
  const wetAt = quantile(moisture, lowland, 1 - LAND_SHARES.forest);
  for (let i = 0; i < size; i++) if (lowland[i] && inRange(moisture[i]) >= wetAt) codes[i] = FOREST;
  return codes;
}

/**
 * One pass of a majority filter: a lowland hex with four or more neighbours of one other lowland terrain
 * takes that terrain, and a lone water hex fills in, so regions read as regions rather than speckle.
 */
export function smoothTerrain(grid: HexGrid, codes: Uint8Array): void {
  const before = codes.slice();
  const counts = new Uint8Array(8);
  for (let i = 0; i < grid.size; i++) {
    const own = inRange(before[i]);
    if (own === MOUNTAINS || own === HILLS) continue;
    counts.fill(0);
    for (let k = 0; k < 6; k++) {
      const j = neighbour(grid, i, k);
      if (j < 0) continue;
      const code = inRange(before[j]);
      counts[code] = inRange(counts[code]) + 1;
    }
    let best = -1;
    for (let c = 0; c < counts.length; c++) if (c !== own && (best < 0 || inRange(counts[c]) > inRange(counts[best]))) best = c;
    if (own === WATER) {
      if (counts[WATER] === 0) codes[i] = best;
    } else if (best !== own && best !== WATER && best !== MOUNTAINS && best !== HILLS && inRange(counts[best]) >= 4) {
      codes[i] = best;
    }
  }
}
