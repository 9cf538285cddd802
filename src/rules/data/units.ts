import type { BuildingId, RaceId, TerrainId, UnitTypeId } from '../ids.ts';

export type DieSides = 4 | 6 | 8 | 10 | 12;

export interface UnitRules {
  readonly name: string;
  readonly race: RaceId;
  readonly attack: DieSides;
  readonly defence: DieSides;
  readonly move: number;
  readonly cost: number;
  readonly mounted: boolean;
  /** Builders pay half for buildings. */
  readonly builder: boolean;
  /** Farthest hex it may attack; losing an attack from beyond 1 costs it nothing. */
  readonly range: 1 | 2;
  /** Attack faces re-rolled once when attacking from this terrain [seed: Cavalry from Grasslands re-roll 1s]. */
  readonly attackReroll?: { readonly from: TerrainId; readonly faces: readonly number[] };
  /** Buildings this unit pays a fixed price for, whatever the usual formula says. */
  readonly fixedBuildCost?: Partial<Record<BuildingId, number>>;
  /** Warfare: its full Might, the d6 it rolls in a fight and the losses it can take (combat/warfare). */
  readonly might: number;
}

// docs/rules.md, "Units" [house, except where the seed fixes a value].
// Might (Warfare) [house]: the seed gives armies a Might of a few dice, so every unit gets 3 to 6. Builders
// (cheap, d4/d6 dice) have 3; fighters 4; the strongest fighters, whose attack and defence dice add up to
// 16 or more, and the Cavalry (the dearest Human unit) 5; Giants, the biggest dice and the dearest unit, 6.
// biome-ignore format: a table reads best one unit to a line.
export const UNITS: Readonly<Record<UnitTypeId, UnitRules>> = {
  cavalry: { name: 'Cavalry', race: 'humans', attack: 8, defence: 6, move: 3, cost: 6, mounted: true, builder: false, might: 5, range: 1, attackReroll: { from: 'grasslands', faces: [1] } },
  footmen: { name: 'Footmen', race: 'humans', attack: 6, defence: 8, move: 2, cost: 4, mounted: false, builder: false, might: 4, range: 1 },
  peasants: { name: 'Peasants', race: 'humans', attack: 4, defence: 4, move: 2, cost: 2, mounted: false, builder: true, might: 3, range: 1 },
  warriors: { name: 'Warriors', race: 'orcs', attack: 8, defence: 6, move: 2, cost: 4, mounted: false, builder: false, might: 4, range: 1 },
  'wolf-riders': { name: 'Wolf Riders', race: 'orcs', attack: 8, defence: 4, move: 3, cost: 5, mounted: true, builder: false, might: 4, range: 1 },
  grunts: { name: 'Grunts', race: 'orcs', attack: 4, defence: 6, move: 2, cost: 2, mounted: false, builder: true, might: 3, range: 1 },
  archers: { name: 'Archers', race: 'elves', attack: 8, defence: 6, move: 2, cost: 5, mounted: false, builder: false, might: 4, range: 2 },
  wardens: { name: 'Wardens', race: 'elves', attack: 6, defence: 8, move: 2, cost: 4, mounted: false, builder: false, might: 4, range: 1 },
  foresters: { name: 'Foresters', race: 'elves', attack: 4, defence: 4, move: 2, cost: 2, mounted: false, builder: true, might: 3, range: 1 },
  axemen: { name: 'Axemen', race: 'dwarves', attack: 8, defence: 8, move: 2, cost: 5, mounted: false, builder: false, might: 5, range: 1 },
  ironguard: { name: 'Ironguard', race: 'dwarves', attack: 6, defence: 10, move: 1, cost: 5, mounted: false, builder: false, might: 5, range: 1 },
  miners: { name: 'Miners', race: 'dwarves', attack: 4, defence: 6, move: 2, cost: 2, mounted: false, builder: true, might: 3, range: 1, fixedBuildCost: { mine: 1 } },
  trolls: { name: 'Trolls', race: 'trolls', attack: 10, defence: 8, move: 2, cost: 7, mounted: false, builder: false, might: 5, range: 1 },
  brutes: { name: 'Brutes', race: 'trolls', attack: 12, defence: 6, move: 2, cost: 7, mounted: false, builder: false, might: 5, range: 1 },
  thralls: { name: 'Thralls', race: 'trolls', attack: 4, defence: 4, move: 2, cost: 3, mounted: false, builder: true, might: 3, range: 1 },
  giants: { name: 'Giants', race: 'giants', attack: 12, defence: 10, move: 2, cost: 9, mounted: false, builder: false, might: 6, range: 1 },
  'stone-throwers': { name: 'Stone-throwers', race: 'giants', attack: 10, defence: 6, move: 2, cost: 7, mounted: false, builder: false, might: 5, range: 2 },
  'hill-folk': { name: 'Hill-folk', race: 'giants', attack: 4, defence: 6, move: 2, cost: 3, mounted: false, builder: true, might: 3, range: 1 },
};

/** What a builder pays for a building, as a share of its base cost [house]. */
export const BUILDER_COST_FACTOR = 0.5;
