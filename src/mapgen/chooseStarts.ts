import { HOME_TERRAIN_RADIUS, RACES, TERRAIN, type RaceId } from '../rules/index.ts';
import { inRange } from './cells.ts';
import { diskOffsets, distanceField, neighbour, type HexGrid } from './hexGrid.ts';
import { HOME_REGION_RADIUS, growHomeRegion, patchFinder } from './homeRegions.ts';
import { spreadStarts } from './spreadStarts.ts';
import { OPEN_TO_EVERY_UNIT, WATER, codeOf } from './terrainCodes.ts';

/** A start needs this many neighbours every unit may enter: the Keep's three units and one spare. */
const ROOM_AROUND_KEEP = 4;
/** Candidates are thinned to about this many on big maps: plenty to choose from. */
const MAX_CANDIDATES = 2500;
/** A race's own candidates (where its home region is) are thinned further: they only pick among spots. */
const MAX_FITTING = 1200;

type Failure = { readonly error: string };

export interface HomeRegionRules {
  /** Hexes of home terrain each start's home region must have (1: the rules' "within 2" alone). */
  readonly wanted: number;
  /** How much the map's climate favours a terrain at a hex, for growing a region; none on an edited map. */
  readonly favour?: (code: number, i: number) => number;
}

/**
 * One start hex per race, on `land` (where starts may go: on a generated map, one area every unit can
 * cross), with room for the Keep's units, spread fairly, each where its race's home terrain already forms
 * a region of `wanted` hexes near it — or, for a race whose terrain is scarce, with that region grown
 * round it along the climate.
 */
export function chooseStarts(
  grid: HexGrid,
  codes: Uint8Array,
  land: Uint8Array,
  races: readonly RaceId[],
  seed: number,
  rules: HomeRegionRules,
): number[] | Failure {
  if (races.length === 0) return [];
  const homes = races.map((race) => codeOf(RACES[race].homeTerrain));
  const roomy: number[] = [];
  for (let i = 0; i < grid.size; i++) if (land[i] === 1 && hasRoom(grid, codes, i)) roomy.push(i);
  const all = thin(roomy);
  const near = terrainsNear(grid, codes, roomy);
  // Races with the same home terrain share its spots, found once.
  const fittingByHome = new Map<number, number[]>();
  const fittingFor = (home: number): number[] => {
    let spots = fittingByHome.get(home);
    if (!spots) {
      spots = fittingSpots(grid, codes, roomy, near, home, rules.wanted);
      fittingByHome.set(home, spots);
    }
    return spots;
  };
  // A region is grown only where no water is near, so it has room.
  const toWater = distanceField(grid, maskOf(codes, WATER));
  const growable = all.filter((i) => {
    const steps = inRange(toWater[i]);
    return steps < 0 || steps > HOME_REGION_RADIUS;
  });

  const starts = spreadStarts(grid, { all, fitting: homes.map((home) => fittingFor(home)), growable }, races.length, seed);
  if ('error' in starts) return starts;
  const { favour } = rules;
  // spreadStarts gives one start per race, in the races' order.
  for (const [p, race] of races.entries()) {
    const { homeTerrain } = RACES[race];
    const home = codeOf(homeTerrain);
    const towards = favour ? (i: number) => favour(home, i) : () => 0;
    if (!growHomeRegion(grid, codes, starts, homes, p, rules.wanted, towards)) {
      return { error: `no room to start the ${RACES[race].name} near ${TERRAIN[homeTerrain].name} on this map: try another seed or a larger map` };
    }
  }
  return starts;
}

/** Whether a start hex is land a Keep may stand on with room for three units (mounted ones included). */
export function hasRoom(grid: HexGrid, codes: Uint8Array, i: number): boolean {
  if (!OPEN_TO_EVERY_UNIT[inRange(codes[i])]) return false;
  let room = 0;
  for (let k = 0; k < 6; k++) {
    const j = neighbour(grid, i, k);
    if (j >= 0 && OPEN_TO_EVERY_UNIT[inRange(codes[j])]) room++;
  }
  return room >= ROOM_AROUND_KEEP;
}

/** For each candidate, one bit per terrain found within HOME_TERRAIN_RADIUS of it (the rules' "near"). */
function terrainsNear(grid: HexGrid, codes: Uint8Array, candidates: readonly number[]): Int32Array {
  const near = new Int32Array(candidates.length);
  candidates.forEach((hex, k) => {
    const row = (hex / grid.width) | 0;
    const col = hex - row * grid.width;
    let bits = 0;
    for (const [dc, dr] of diskOffsets(HOME_TERRAIN_RADIUS, row)) {
      const c = col + dc;
      const r = row + dr;
      if (c >= 0 && r >= 0 && c < grid.width && r < grid.height) bits |= 1 << inRange(codes[r * grid.width + c]);
    }
    near[k] = bits;
  });
  return near;
}

/** The candidates (thinned) with home terrain near and a home region big enough. */
function fittingSpots(grid: HexGrid, codes: Uint8Array, candidates: readonly number[], near: Int32Array, home: number, wanted: number): number[] {
  const nearHome = thin(
    candidates.filter((_, k) => inRange(near[k]) & (1 << home)),
    MAX_FITTING,
  );
  if (wanted <= 1) return nearHome;
  const patchOf = patchFinder(grid);
  return nearHome.filter((i) => patchOf(codes, i, home).length >= wanted);
}

function maskOf(codes: Uint8Array, code: number): Uint8Array {
  const mask = new Uint8Array(codes.length);
  for (let i = 0; i < codes.length; i++) if (codes[i] === code) mask[i] = 1;
  return mask;
}

/** Every k-th candidate, so at most about `most` remain. */
function thin(candidates: readonly number[], most = MAX_CANDIDATES): number[] {
  const stride = Math.ceil(candidates.length / most);
  return stride > 1 ? candidates.filter((_, k) => k % stride === 0) : [...candidates];
}
