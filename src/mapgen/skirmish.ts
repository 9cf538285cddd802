import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import {
  FORBIDDEN_NEIGHBOURS,
  HOME_TERRAIN_RADIUS,
  RACES,
  TERRAIN,
  hexAt,
  hexDistance,
  hexIndex,
  neighbours,
  standardSetup,
  type Campaign,
  type GameMap,
  type HexCoord,
  type RaceId,
  type Scenario,
  type TerrainId,
} from '../rules/index.ts';
import { fractalNoise } from './noise.ts';

// A simple seeded map for quick games: elevation and moisture noise with a little latitude, no
// forbidden neighbours, and starts spread over one landmass near each race's home terrain.

export interface NewGameSetup {
  readonly players: readonly { readonly name: string; readonly race: RaceId; readonly colour: string }[];
  readonly campaign: Campaign;
  readonly startingGold: number;
  readonly mapSize: { readonly width: number; readonly height: number };
  readonly mapSeed: number;
}

const forbidden = new Set(FORBIDDEN_NEIGHBOURS.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));

function classify(elevation: number, moisture: number, warmth: number): TerrainId {
  if (elevation < 0.3) return 'water';
  if (elevation > 0.74) return 'mountains';
  if (elevation > 0.64) return 'hills';
  if (warmth < 0.22) return 'tundra';
  if (moisture > 0.66 && warmth > 0.3) return 'swamp';
  if (moisture < 0.36 && warmth > 0.55) return 'desert';
  if (moisture > 0.5) return 'forest';
  return 'grasslands';
}

export function generateSkirmishMap(width: number, height: number, seed: number): GameMap {
  const cell = Math.max(4, Math.round(Math.min(width, height) / 4));
  const elevation = fractalNoise(width, height, seed, cell);
  const moisture = fractalNoise(width, height, seed ^ 0x27d4eb2f, cell);
  const terrain: TerrainId[] = [];
  for (let row = 0; row < height; row++) {
    // Cold towards the top and bottom edges, warm in the middle band.
    const warmth = 1 - Math.abs(row / Math.max(1, height - 1) - 0.5) * 2;
    for (let col = 0; col < width; col++) {
      const i = row * width + col;
      terrain.push(classify(elevation[i]!, moisture[i]!, warmth * 0.8 + elevation[i]! * 0.2));
    }
  }
  const map = { width, height, terrain };
  // Grasslands borders everything: a hex that makes a forbidden pair with a neighbour becomes Grasslands.
  for (let i = 0; i < terrain.length; i++) {
    for (const n of neighbours(map, hexAt(map, i))) {
      if (forbidden.has(`${terrain[i]}|${terrain[hexIndex(map, n)]}`)) terrain[i] = 'grasslands';
    }
  }
  return map;
}

/** The hexes of the largest connected landmass, so every start can reach every other on foot. */
function largestLandmass(map: GameMap): Set<number> {
  const seen = new Set<number>();
  let best = new Set<number>();
  for (let i = 0; i < map.terrain.length; i++) {
    if (seen.has(i) || map.terrain[i] === 'water') continue;
    const region = new Set<number>([i]);
    const queue = [i];
    seen.add(i);
    while (queue.length > 0) {
      const here = queue.pop()!;
      for (const n of neighbours(map, hexAt(map, here))) {
        const j = hexIndex(map, n);
        if (!seen.has(j) && map.terrain[j] !== 'water') {
          seen.add(j);
          region.add(j);
          queue.push(j);
        }
      }
    }
    if (region.size > best.size) best = region;
  }
  return best;
}

function nearHome(map: GameMap, hex: HexCoord, home: TerrainId): boolean {
  for (let dr = -HOME_TERRAIN_RADIUS; dr <= HOME_TERRAIN_RADIUS; dr++) {
    for (let dc = -HOME_TERRAIN_RADIUS - 1; dc <= HOME_TERRAIN_RADIUS + 1; dc++) {
      const other = { col: hex.col + dc, row: hex.row + dr };
      if (other.col < 0 || other.row < 0 || other.col >= map.width || other.row >= map.height) continue;
      if (hexDistance(hex, other) <= HOME_TERRAIN_RADIUS && map.terrain[hexIndex(map, other)] === home) return true;
    }
  }
  return false;
}

/**
 * One start hex per race, far apart (each next start is the candidate farthest from those chosen),
 * preferring hexes with the race's home terrain within 2 and room for three units around the Keep.
 */
export function chooseStarts(map: GameMap, races: readonly RaceId[], seed: number): HexCoord[] | { error: string } {
  const land = largestLandmass(map);
  const roomy = [...land]
    .map((i) => hexAt(map, i))
    .filter((hex) => {
      const free = neighbours(map, hex).filter((n) => land.has(hexIndex(map, n)) && map.terrain[hexIndex(map, n)] !== 'mountains');
      return map.terrain[hexIndex(map, hex)] !== 'mountains' && free.length >= 4;
    });
  if (roomy.length < races.length) return { error: `the map has room for ${roomy.length} starts, not ${races.length}: try a larger map` };
  const rng = xoroshiro128plus(seed);
  const starts: HexCoord[] = [];
  for (const race of races) {
    const free = roomy.filter((hex) => starts.every((s) => hexDistance(s, hex) > 3));
    if (free.length === 0) return { error: 'the map is too small for this many players' };
    const homeTerrain = RACES[race].homeTerrain;
    const home = free.filter((hex) => nearHome(map, hex, homeTerrain));
    const pool = home.length > 0 ? home : free;
    const spread = (hex: HexCoord) => Math.min(...starts.map((s) => hexDistance(s, hex)));
    const start =
      starts.length === 0 ? pool[uniformInt(rng, 0, pool.length - 1)]! : pool.reduce((best, hex) => (spread(hex) > spread(best) ? hex : best));
    // Starts are near home terrain [seed]: where none is near, lay a patch of it beside the start.
    if (home.length === 0 && !plantHomeTerrain(map, start, homeTerrain, starts)) {
      return { error: `no room for ${RACES[race].name} near ${TERRAIN[homeTerrain].name}: try another map seed or size` };
    }
    starts.push(start);
  }
  return starts;
}

/** Turns one hex two steps from the start into home terrain, where that makes no forbidden pair. */
function plantHomeTerrain(map: GameMap, start: HexCoord, home: TerrainId, otherStarts: readonly HexCoord[]): boolean {
  const terrain = map.terrain as TerrainId[];
  for (const near of neighbours(map, start)) {
    for (const hex of neighbours(map, near)) {
      const i = hexIndex(map, hex);
      if (hexDistance(hex, start) !== 2 || terrain[i] === 'water' || otherStarts.some((s) => hexDistance(s, hex) <= 2)) continue;
      if (neighbours(map, hex).every((n) => !forbidden.has(`${home}|${terrain[hexIndex(map, n)]}`))) {
        terrain[i] = home;
        return true;
      }
    }
  }
  return false;
}

/** The scenario of a new quick game: generated map, starts, the standard opening. */
export function skirmishScenario(setup: NewGameSetup): Scenario | { error: string } {
  const { width, height } = setup.mapSize;
  const map = generateSkirmishMap(width, height, setup.mapSeed);
  const starts = chooseStarts(map, setup.players.map((p) => p.race), setup.mapSeed);
  if ('error' in starts) return starts;
  return standardSetup(
    map,
    setup.players.map((p, i) => ({ id: `p${i + 1}`, name: p.name, race: p.race, colour: p.colour, start: starts[i]! })),
    { name: `Skirmish on a ${width}×${height} map`, campaign: setup.campaign, startingGold: setup.startingGold },
  );
}
