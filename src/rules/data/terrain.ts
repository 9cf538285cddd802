import { TERRAIN_IDS, type RaceId, type TerrainId } from '../ids.ts';

export interface TerrainRules {
  readonly name: string;
  /** One letter per terrain in map files. */
  readonly letter: string;
  /** Move points to enter; null = impassable. */
  readonly moveCost: number | null;
  /** Added to the defence of a unit standing here. */
  readonly defenceBonus: number;
  /** Added to the attack roll of a unit attacking from here, unless its race is exempt. */
  readonly attackFromModifier?: { readonly value: number; readonly exemptRace: RaceId };
  readonly mountedMayEnter: boolean;
}

// docs/rules.md, "The map" [house].
export const TERRAIN: Readonly<Record<TerrainId, TerrainRules>> = {
  grasslands: { name: 'Grasslands', letter: 'g', moveCost: 1, defenceBonus: 0, mountedMayEnter: true },
  desert: { name: 'Desert', letter: 'd', moveCost: 1, defenceBonus: 0, mountedMayEnter: true },
  forest: { name: 'Forest', letter: 'f', moveCost: 2, defenceBonus: 1, mountedMayEnter: true },
  hills: { name: 'Hills', letter: 'h', moveCost: 2, defenceBonus: 1, mountedMayEnter: true },
  swamp: {
    name: 'Swamp',
    letter: 's',
    moveCost: 2,
    defenceBonus: 0,
    attackFromModifier: { value: -1, exemptRace: 'trolls' },
    mountedMayEnter: true,
  },
  tundra: { name: 'Tundra', letter: 't', moveCost: 2, defenceBonus: 0, mountedMayEnter: true },
  mountains: { name: 'Mountains', letter: 'm', moveCost: 3, defenceBonus: 2, mountedMayEnter: false },
  water: { name: 'Water', letter: 'w', moveCost: null, defenceBonus: 0, mountedMayEnter: false },
};

/** Pairs a realistic map never has side by side [seed: Tundra–Desert; house: the rest]. */
export const FORBIDDEN_NEIGHBOURS: ReadonlyArray<readonly [TerrainId, TerrainId]> = [
  ['tundra', 'desert'],
  ['tundra', 'swamp'],
  ['desert', 'swamp'],
  ['desert', 'forest'],
];

/** Each terrain's code, its index in TERRAIN_IDS: how the map generator keeps terrain, a byte per hex. */
export const TERRAIN_CODE: Readonly<Record<TerrainId, number>> = TERRAIN_IDS.reduce(
  (codes, terrain, code) => Object.assign(codes, { [terrain]: code }),
  {} as Record<TerrainId, number>,
);

/** FORBIDDEN_NEIGHBOURS by code, both ways round: entry a * TERRAIN_IDS.length + b is 1 when a and b may not touch. */
const FORBIDDEN_BY_CODE = new Uint8Array(TERRAIN_IDS.length * TERRAIN_IDS.length);
for (const [a, b] of FORBIDDEN_NEIGHBOURS) {
  FORBIDDEN_BY_CODE[TERRAIN_CODE[a] * TERRAIN_IDS.length + TERRAIN_CODE[b]] = 1;
  FORBIDDEN_BY_CODE[TERRAIN_CODE[b] * TERRAIN_IDS.length + TERRAIN_CODE[a]] = 1;
}

/** Whether terrains of codes `a` and `b` (see TERRAIN_CODE) may not be neighbours: one table lookup. */
export function codesMayNotTouch(a: number, b: number): boolean {
  return FORBIDDEN_BY_CODE[a * TERRAIN_IDS.length + b] === 1;
}

/** Whether terrains `a` and `b` may not be neighbours (FORBIDDEN_NEIGHBOURS, either way round). */
export function mayNotTouch(a: TerrainId, b: TerrainId): boolean {
  return codesMayNotTouch(TERRAIN_CODE[a], TERRAIN_CODE[b]);
}

export const TERRAIN_BY_LETTER: ReadonlyMap<string, TerrainId> = new Map(
  (Object.entries(TERRAIN) as [TerrainId, TerrainRules][]).map(([id, t]) => [t.letter, id]),
);
