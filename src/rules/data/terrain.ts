import type { RaceId, TerrainId } from '../ids.ts';

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

// karnage.md, "Terrain table" [house].
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

export const TERRAIN_BY_LETTER: ReadonlyMap<string, TerrainId> = new Map(
  (Object.entries(TERRAIN) as [TerrainId, TerrainRules][]).map(([id, t]) => [t.letter, id]),
);
