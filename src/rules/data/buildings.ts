import type { BuildingId, TerrainId } from '../ids.ts';

export interface BuildingRules {
  readonly name: string;
  /** Base cost in gold; null = cannot be built (the Keep). */
  readonly cost: number | null;
  readonly income: number;
  /** Terrains it may stand on; undefined = any land. */
  readonly terrains?: readonly TerrainId[];
  /** Which units it recruits. */
  readonly recruits: 'mounted' | 'foot' | 'any' | 'none';
  /** Defence added to its owner's unit standing in it. */
  readonly defenceBonus: number;
}

// docs/rules.md, "Buildings" [house, except where the seed fixes it].
export const BUILDINGS: Readonly<Record<BuildingId, BuildingRules>> = {
  weaponsmith: { name: 'Weaponsmith', cost: 4, income: 0, recruits: 'none', defenceBonus: 0 },
  armory: { name: 'Armory', cost: 4, income: 0, recruits: 'none', defenceBonus: 0 },
  stable: { name: 'Stable', cost: 3, income: 0, recruits: 'mounted', defenceBonus: 0 },
  barracks: { name: 'Barracks', cost: 3, income: 0, recruits: 'foot', defenceBonus: 0 },
  farm: { name: 'Farm', cost: 2, income: 1, terrains: ['grasslands', 'forest'], recruits: 'none', defenceBonus: 0 },
  mine: { name: 'Mine', cost: 3, income: 2, terrains: ['hills', 'mountains'], recruits: 'none', defenceBonus: 0 },
  fortress: { name: 'Fortress', cost: 5, income: 0, recruits: 'none', defenceBonus: 1 },
  keep: { name: 'Keep', cost: null, income: 2, recruits: 'any', defenceBonus: 0 },
};

/** [seed] three Weaponsmiths give +1 to every attack roll; [house] +1 for each full three. */
export const WEAPONSMITHS_PER_BONUS = 3;
/** [seed] three Armories give +1 to every defence roll; [house] +1 for each full three. */
export const ARMORIES_PER_BONUS = 3;
