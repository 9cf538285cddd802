import { MAX_PLAYERS, RACES, hexAt, type GameMap, type HexCoord, type RaceId } from '../rules/index.ts';
import { chooseStarts } from './chooseStarts.ts';
import { classifyTerrain, smoothTerrain } from './classifyTerrain.ts';
import { affinity, makeClimate } from './climate.ts';
import { ensureEveryTerrain } from './ensureEveryTerrain.ts';
import { hexGrid } from './hexGrid.ts';
import { homeRegionHexes, homeRegionWanted } from './homeRegions.ts';
import { joinLand } from './landmasses.ts';
import { MAX_MAP_SIDE, MIN_MAP_SIDE } from './mapSizes.ts';
import { linkStarts, openMainLand } from './passes.ts';
import { repairForbidden } from './repairForbidden.ts';
import { codeOf, terrainIdOf } from './terrainCodes.ts';

export const MIN_MAP_SIZE = MIN_MAP_SIDE;
export const MAX_MAP_SIZE = MAX_MAP_SIDE;

export interface GenerateOptions {
  readonly width: number;
  readonly height: number;
  /** Any integer; folded to 32 bits. The same seed, size and races always give the same map. */
  readonly seed: number;
  /** One start per entry, in this order; may be empty for a map without starts. */
  readonly races: readonly RaceId[];
}

export interface GeneratedMap {
  readonly map: GameMap;
  /** starts[i] is the start of races[i]. */
  readonly starts: HexCoord[];
}

/**
 * A realistic map [seed]: elevation, ridge, warmth and moisture fields become sea, lakes, mountain ranges
 * with hills round them, a cold band far from a hot dry one, marsh and forest; forbidden pairs are
 * repaired, big islands bridged to the main land, missing terrains planted, passes cut where ranges shut
 * land off from mounted units, then the starts placed in home regions and joined for every unit type.
 */
export function generateMap({ width, height, seed, races }: GenerateOptions): GeneratedMap | { error: string } {
  for (const [what, value] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (!Number.isInteger(value) || value < MIN_MAP_SIZE || value > MAX_MAP_SIZE) {
      return { error: `the map ${what} must be a whole number from ${MIN_MAP_SIZE} to ${MAX_MAP_SIZE}, not ${value}` };
    }
  }
  if (races.length > MAX_PLAYERS) return { error: `at most ${MAX_PLAYERS} players, not ${races.length}` };
  const folded = Number.isFinite(seed) ? Number(BigInt.asIntN(32, BigInt(Math.trunc(seed)))) : 0;
  // A seed whose land leaves no room for some start is tried again with seeds made from it, in a fixed
  // order: the same seed still always gives the same map, and a map any first try made is unchanged.
  let made = generateOnce(width, height, folded, races);
  for (let attempt = 1; attempt < RETRIES && 'error' in made; attempt++) made = generateOnce(width, height, retrySeed(folded, attempt), races);
  return made;
}

/** Tries of a seed before a map is refused; each is as fast as the first. */
const RETRIES = 8;

/** The seed of a retry: the first's mixed with the attempt (Murmur3's finaliser), kept to 32 bits. */
function retrySeed(seed: number, attempt: number): number {
  let h = (seed ^ Math.imul(attempt, 0x9e3779b9)) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

function generateOnce(width: number, height: number, folded: number, races: readonly RaceId[]): GeneratedMap | { error: string } {
  const grid = hexGrid(width, height);
  const climate = makeClimate(grid, folded);
  const codes = classifyTerrain(grid, climate);
  smoothTerrain(grid, codes);
  repairForbidden(grid, codes);
  const main = joinLand(grid, codes);
  ensureEveryTerrain(grid, codes, climate, main);
  const open = openMainLand(grid, codes, main);
  const favour = (code: number, i: number) => affinity(climate, code, i);
  const starts = chooseStarts(grid, codes, open, races, folded, { wanted: homeRegionWanted(grid), favour });
  if ('error' in starts) return starts;
  // Growing home regions may have cleared the last of some terrain; put it back away from the starts.
  ensureEveryTerrain(grid, codes, climate, main, starts);
  // A region grown or a terrain put back may have closed a valley: open a pass again, sparing home regions.
  const homes = races.map((race) => codeOf(RACES[race].homeTerrain));
  if (!linkStarts(grid, codes, starts, homeRegionHexes(grid, codes, starts, homes))) {
    return { error: 'the starts could not be joined over land: try another seed' };
  }

  const terrain = Array.from(codes, (c) => terrainIdOf(c));
  return { map: { width, height, terrain }, starts: starts.map((i) => hexAt(grid, i)) };
}
