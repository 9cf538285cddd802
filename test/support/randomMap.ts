// Random maps and scenarios for property tests and benchmarks: terrain regions with every terrain type and no
// forbidden neighbours, and a standard setup on them.
import {
  RACE_IDS,
  RACES,
  hexDistance,
  neighbourTable,
  standardSetup,
  type GameMap,
  type HexCoord,
  type RaceId,
  type Scenario,
  type SetupPlayer,
  type TerrainId,
} from '../../src/rules/index.ts';
import { mayNotTouch } from '../../src/rules/data/terrain.ts';
import { makeRng, pick, randomInt, shuffled, type Rng } from './randomRng.ts';

const TERRAIN_WEIGHTS: readonly (readonly [TerrainId, number])[] = [
  ['grasslands', 30],
  ['forest', 15],
  ['hills', 12],
  ['desert', 10],
  ['water', 9],
  ['mountains', 8],
  ['swamp', 8],
  ['tundra', 8],
];

function weightedTerrain(rng: Rng): TerrainId {
  let roll = randomInt(
    rng,
    1,
    TERRAIN_WEIGHTS.reduce((sum, [, w]) => sum + w, 0),
  );
  for (const [terrain, weight] of TERRAIN_WEIGHTS) {
    roll -= weight;
    if (roll <= 0) return terrain;
  }
  return 'grasslands';
}

const clash = mayNotTouch;

/**
 * A deterministic map of terrain regions: mostly land, about a tenth water, every terrain type (on maps
 * of 6×6 and up), and no forbidden neighbours (Tundra–Desert and the others), like the game's own maps.
 */
export function randomMap(width: number, height: number, seed: number): GameMap {
  const rng = makeRng(seed ^ 0x6d2b79f5);
  const size = width * height;
  const table = neighbourTable({ width, height });
  const terrain = new Array<TerrainId>(size);
  const assigned = new Uint8Array(size);

  // Regions grow from scattered seeds, one random frontier hex at a time (a ragged Voronoi).
  const regions = Math.max(TERRAIN_WEIGHTS.length, Math.round(size / 14));
  const frontier: number[] = [];
  for (let r = 0; r < regions; r++) {
    const at = randomInt(rng, 0, size - 1);
    if (assigned[at]) continue;
    assigned[at] = 1;
    terrain[at] = r < TERRAIN_WEIGHTS.length ? TERRAIN_WEIGHTS[r]![0] : weightedTerrain(rng);
    frontier.push(at);
  }
  while (frontier.length > 0) {
    const i = randomInt(rng, 0, frontier.length - 1);
    const here = frontier[i]!;
    let grew = false;
    for (const d of shuffled(rng, [0, 1, 2, 3, 4, 5])) {
      const next = table[here * 6 + d]!;
      if (next >= 0 && !assigned[next]) {
        assigned[next] = 1;
        terrain[next] = terrain[here]!;
        frontier.push(next);
        grew = true;
        break;
      }
    }
    if (!grew) {
      frontier[i] = frontier[frontier.length - 1]!;
      frontier.pop();
    }
  }

  // Grasslands clash with nothing: it replaces one side of every forbidden pair.
  for (let here = 0; here < size; here++) {
    for (let d = 0; d < 6; d++) {
      const next = table[here * 6 + d]!;
      if (next >= 0 && clash(terrain[here]!, terrain[next]!)) terrain[here] = 'grasslands';
    }
  }
  // Any terrain type lost on the way goes back in where it clashes with no neighbour.
  for (const [type] of TERRAIN_WEIGHTS) {
    if (terrain.includes(type)) continue;
    for (let attempt = 0; attempt < 200; attempt++) {
      const at = randomInt(rng, 0, size - 1);
      let fits = terrain[at] === 'grasslands';
      for (let d = 0; d < 6 && fits; d++) {
        const next = table[at * 6 + d]!;
        if (next >= 0 && clash(type, terrain[next]!)) fits = false;
      }
      if (fits) {
        terrain[at] = type;
        break;
      }
    }
  }
  return { width, height, terrain };
}

/**
 * A standard opening for `players` players of random races on a random map, start positions spread
 * out (the farthest of a few random land hexes from those already taken), retried when standardSetup
 * finds no room.
 */
export function randomScenario(players: number, width: number, height: number, seed: number): Scenario {
  const map = randomMap(width, height, seed);
  const rng = makeRng(seed ^ 0x1b873593);
  const land: number[] = [];
  map.terrain.forEach((t, i) => {
    if (t !== 'water') land.push(i);
  });
  const races: RaceId[] = Array.from({ length: players }, () => pick(rng, RACE_IDS));
  let lastError = 'no land';
  for (let attempt = 0; attempt < 100 && land.length > 0; attempt++) {
    const starts: HexCoord[] = [];
    for (let p = 0; p < players; p++) {
      let best: HexCoord | null = null;
      let bestScore = -1;
      for (let c = 0; c < 24; c++) {
        const index = pick(rng, land);
        const hex = { col: index % width, row: Math.floor(index / width) };
        const score = starts.length === 0 ? 0 : Math.min(...starts.map((s) => hexDistance(s, hex)));
        if (score > bestScore && !starts.some((s) => s.col === hex.col && s.row === hex.row)) {
          best = hex;
          bestScore = score;
        }
      }
      if (best) starts.push(best);
    }
    if (starts.length < players) continue;
    const setupPlayers: SetupPlayer[] = starts.map((start, i) => ({
      id: `p${i + 1}`,
      name: `Player ${i + 1} (${RACES[races[i]!].name})`,
      race: races[i]!,
      start,
    }));
    const scenario = standardSetup(map, setupPlayers, { name: `Random ${width}×${height} #${seed}` });
    if (!('error' in scenario)) return scenario;
    lastError = scenario.error;
  }
  throw new Error(`randomScenario(${players}, ${width}, ${height}, ${seed}): ${lastError}`);
}
