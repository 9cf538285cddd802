import { TERRAIN_IDS, UNIT_TYPE_IDS, cannotEnter, type TerrainId } from '../rules/index.ts';
// The forbidden pairs' lookup table lives with their list; rules/index.ts does not re-export it.
import { TERRAIN_CODE, codesMayNotTouch } from '../rules/data/terrain.ts';

// The generator works on one byte per hex (the index of the terrain in TERRAIN_IDS), so whole-map passes
// stay in typed arrays; the map is turned into terrain ids once, at the end.

export const GRASSLANDS = TERRAIN_IDS.indexOf('grasslands');
export const FOREST = TERRAIN_IDS.indexOf('forest');
export const HILLS = TERRAIN_IDS.indexOf('hills');
export const MOUNTAINS = TERRAIN_IDS.indexOf('mountains');
export const SWAMP = TERRAIN_IDS.indexOf('swamp');
export const DESERT = TERRAIN_IDS.indexOf('desert');
export const TUNDRA = TERRAIN_IDS.indexOf('tundra');
export const WATER = TERRAIN_IDS.indexOf('water');
export const TERRAIN_COUNT = TERRAIN_IDS.length;

export function codeOf(terrain: TerrainId): number {
  return TERRAIN_CODE[terrain];
}

/** The terrain of a generator code; a RangeError for a code no terrain has (a bug in a pass). */
export function terrainIdOf(code: number): TerrainId {
  const terrain = TERRAIN_IDS[code];
  if (terrain === undefined) throw new RangeError(`mapgen: no terrain has the code ${code}`);
  return terrain;
}

/** Whether two terrain codes may not be neighbours: the rules' forbidden pairs, by their code table. */
export const clashes: (a: number, b: number) => boolean = codesMayNotTouch;

/**
 * The terrain that may stand beside anything: the repair pass and planted patches turn a clashing hex into
 * it. Checked once against the rules table, so a new forbidden pair cannot silently break the repair.
 */
export const SAFE_TERRAIN = GRASSLANDS;
for (let t = 0; t < TERRAIN_COUNT; t++) {
  if (clashes(SAFE_TERRAIN, t)) throw new Error(`mapgen: ${TERRAIN_IDS[SAFE_TERRAIN]} may not border ${TERRAIN_IDS[t]}; pick another safe terrain`);
}

/**
 * 1 for each terrain every unit type may enter, by the rules' own access check (Mountains keep mounted
 * units out, Water everyone): a route over these serves every army.
 */
export const OPEN_TO_EVERY_UNIT = Uint8Array.from(TERRAIN_IDS, (terrain) => (UNIT_TYPE_IDS.every((unit) => cannotEnter(unit, terrain) === null) ? 1 : 0));
