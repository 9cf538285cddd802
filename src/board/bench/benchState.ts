// A synthetic game for the board benchmark and demo: noise terrain, one unit per ~20 land hexes in
// eight colours, a sprinkling of buildings. Not a playable scenario (src/mapgen makes those).
import { BUILDING_IDS, UNIT_TYPE_IDS, type Building, type GameState, type TerrainId, type Unit } from '../../rules/index.ts';
import { at } from '../at.ts';

export const BENCH_COLOURS = ['#0072b2', '#e69f00', '#009e73', '#cc79a7', '#56b4e9', '#d55e00', '#f0e442', '#ffffff'] as const;

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Smooth value noise: a random lattice every `cell` hexes, bilinearly blended. */
function valueNoise(width: number, height: number, cell: number, rnd: () => number): Float32Array {
  const gw = Math.ceil(width / cell) + 2;
  const gh = Math.ceil(height / cell) + 2;
  const lattice = Float32Array.from({ length: gw * gh }, rnd);
  const out = new Float32Array(width * height);
  const smooth = (t: number): number => t * t * (3 - 2 * t);
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      const fx = col / cell;
      const fy = row / cell;
      const x = Math.floor(fx);
      const y = Math.floor(fy);
      const tx = smooth(fx - x);
      const ty = smooth(fy - y);
      // The lattice has a cell to spare past the map on each axis.
      const corner = (i: number, j: number): number => at(lattice, (y + j) * gw + x + i);
      out[row * width + col] = (corner(0, 0) * (1 - tx) + corner(1, 0) * tx) * (1 - ty) + (corner(0, 1) * (1 - tx) + corner(1, 1) * tx) * ty;
    }
  }
  return out;
}

export function benchTerrain(width: number, height: number, seed = 7): TerrainId[] {
  const rnd = mulberry32(seed);
  const a = valueNoise(width, height, 12, rnd);
  const b = valueNoise(width, height, 5, rnd);
  const wet = valueNoise(width, height, 9, rnd);
  const terrain: TerrainId[] = [];
  for (let i = 0; i < width * height; i++) {
    const e = at(a, i) * 0.7 + at(b, i) * 0.3;
    const m = at(wet, i);
    const lat = Math.floor(i / width) / height;
    let t: TerrainId;
    if (e < 0.3) t = 'water';
    else if (e > 0.74) t = 'mountains';
    else if (e > 0.64) t = 'hills';
    else if (lat < 0.12 && m < 0.6) t = 'tundra';
    else if (m > 0.7 && e < 0.45) t = 'swamp';
    else if (m > 0.55) t = 'forest';
    else if (m < 0.28 && lat > 0.4) t = 'desert';
    else t = 'grasslands';
    terrain.push(t);
  }
  return terrain;
}

export function benchState(size: number, seed = 7): GameState {
  const terrain = benchTerrain(size, size, seed);
  const rnd = mulberry32(seed * 31 + 1);
  const players = BENCH_COLOURS.map((_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}`, race: 'humans' as const, gold: 10, eliminated: false }));
  const units: Record<string, Unit> = {};
  const buildings: Record<string, Building> = {};
  let n = 0;
  // One of `list`, drawn with rnd() (in [0, 1), so the index is in range).
  const pick = <T>(list: readonly T[]): T => at(list, Math.floor(rnd() * list.length));
  terrain.forEach((t, i) => {
    if (t === 'water') return;
    const hex = { col: i % size, row: Math.floor(i / size) };
    const owner = pick(players).id;
    if (rnd() < 1 / 20) {
      const id = `u${++n}`;
      units[id] = { id, owner, type: pick(UNIT_TYPE_IDS), at: hex, defending: rnd() < 0.15 };
    }
    if (rnd() < 1 / 60) buildings[`${hex.col},${hex.row}`] = { type: pick(BUILDING_IDS), owner, at: hex };
  });
  return {
    combatSystem: 'karnage',
    campaign: { kind: 'conquer' },
    map: { width: size, height: size, terrain },
    players,
    units,
    buildings,
    round: 1,
    activePlayer: 0,
    roundStarter: 0,
    turnNumber: 1,
    pending: [],
    nextUnitNumber: n + 1,
    seed,
    result: null,
  };
}
