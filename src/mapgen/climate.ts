import { inRange } from './cells.ts';
import { distanceField, quantile, type HexGrid } from './hexGrid.ts';
import { fractalNoise, mixSeed } from './noise.ts';
import { DESERT, FOREST, GRASSLANDS, HILLS, MOUNTAINS, SWAMP, TUNDRA, WATER } from './terrainCodes.ts';

// The fields a terrain is read from: how high a hex is, how much it sits on a mountain ridge, how warm
// and how wet it is. Each is a Float32Array over the map, row-major like GameMap.terrain.

export interface Climate {
  /** Height, 0–1; below `seaLevel` is water. */
  readonly elevation: Float32Array;
  readonly seaLevel: number;
  /** 0–1, high along the lines of mountain ranges. */
  readonly ridge: Float32Array;
  /** 0 (polar) – 1 (tropical): latitude first, a little noise, colder up high. */
  readonly warmth: Float32Array;
  /** 0–1: noise plus nearness to water, so coasts and lake shores are wetter than inland plains. */
  readonly moisture: Float32Array;
}

/** Share of the map under water (sea round the edges, lakes inland). */
export const WATER_SHARE = 0.3;

export function makeClimate(grid: HexGrid, seed: number): Climate {
  const { width, height, size } = grid;
  const span = Math.min(width, height);
  const elevation = fractalNoise(width, height, mixSeed(seed, 11), { cell: Math.max(6, span / 2), octaves: octavesFor(span / 2), gain: 0.55 });
  // Lower the land towards the edges: one main continent in a sea, with lakes and bays from the noise.
  for (let row = 0; row < height; row++) {
    const ny = (2 * row) / Math.max(1, height - 1) - 1;
    for (let col = 0; col < width; col++) {
      const nx = (2 * col) / Math.max(1, width - 1) - 1;
      const edge = Math.max(0, Math.hypot(nx, ny) * 0.7 + Math.max(Math.abs(nx), Math.abs(ny)) * 0.35 - 0.55);
      const i = row * width + col;
      elevation[i] = inRange(elevation[i]) - edge * edge * 1.6;
    }
  }
  const seaLevel = quantile(elevation, null, WATER_SHARE);

  // Ranges: where a coarse noise crosses its middle value, sharpened, so they run as long curving lines.
  const ridge = fractalNoise(width, height, mixSeed(seed, 23), { cell: Math.max(5, span / 3), octaves: Math.min(4, octavesFor(span / 3)), gain: 0.4 });
  for (let i = 0; i < size; i++) {
    const r = 1 - Math.abs(2 * inRange(ridge[i]) - 1);
    ridge[i] = r * r * r;
  }

  // Cold at one edge, hot at the other (the seed picks which), so Tundra and Desert lie far apart.
  const coldAtTop = (mixSeed(seed, 31) & 1) === 0;
  const warmNoise = fractalNoise(width, height, mixSeed(seed, 37), { cell: Math.max(4, span / 4), octaves: 2 });
  const warmth = new Float32Array(size);
  for (let row = 0; row < height; row++) {
    const latitude = row / Math.max(1, height - 1);
    const base = coldAtTop ? latitude : 1 - latitude;
    for (let col = 0; col < width; col++) {
      const i = row * width + col;
      const above = Math.max(0, inRange(elevation[i]) - seaLevel) / (1 - seaLevel);
      warmth[i] = base * 0.78 + inRange(warmNoise[i]) * 0.22 - above * 0.15;
    }
  }

  const isWater = new Uint8Array(size);
  for (let i = 0; i < size; i++) isWater[i] = inRange(elevation[i]) < seaLevel ? 1 : 0;
  const toWater = distanceField(grid, isWater);
  const reach = Math.max(2, span / 12);
  const moisture = fractalNoise(width, height, mixSeed(seed, 41), { cell: Math.max(4, span / 3.5), octaves: octavesFor(span / 3.5) });
  for (let i = 0; i < size; i++) {
    const steps = inRange(toWater[i]);
    const d = steps < 0 ? span : steps;
    moisture[i] = inRange(moisture[i]) * 0.7 + Math.exp(-d / reach) * 0.3;
  }
  return { elevation, seaLevel, ridge, warmth, moisture };
}

/** Enough octaves that the finest layer has features about three hexes across, whatever the map size. */
function octavesFor(cell: number): number {
  return Math.max(2, Math.floor(Math.log2(Math.max(1, cell / 3))) + 1);
}

/**
 * How much the climate at hex `i` favours a terrain (higher: more so), for laying that terrain where the
 * fields would have put it: the coldest hexes for Tundra, the hottest and driest for Desert, ridges for
 * Mountains and Hills, wet lowland for Swamp.
 */
export function affinity(climate: Climate, code: number, i: number): number {
  const { elevation, warmth, moisture, ridge } = climate;
  switch (code) {
    case TUNDRA:
      return -inRange(warmth[i]);
    case DESERT:
      return inRange(warmth[i]) - inRange(moisture[i]);
    case SWAMP:
      return inRange(moisture[i]) - inRange(elevation[i]) + Math.min(inRange(warmth[i]), 0.5);
    case FOREST:
      return inRange(moisture[i]);
    case MOUNTAINS:
    case HILLS:
      return inRange(ridge[i]) + inRange(elevation[i]);
    case WATER:
      return -inRange(elevation[i]);
    case GRASSLANDS:
      return -inRange(moisture[i]) - inRange(ridge[i]);
    default:
      return 0;
  }
}
