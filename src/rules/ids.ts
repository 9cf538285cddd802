// The lower-case ids that files, the command line and tests use (docs/rules.md, "Identifiers").
// Kept as const tuples so schemas (zod) and types come from the same list.

export const RACE_IDS = ['humans', 'orcs', 'elves', 'dwarves', 'trolls', 'giants'] as const;
export type RaceId = (typeof RACE_IDS)[number];

export const TERRAIN_IDS = ['grasslands', 'forest', 'hills', 'mountains', 'swamp', 'desert', 'tundra', 'water'] as const;
export type TerrainId = (typeof TERRAIN_IDS)[number];

export const UNIT_TYPE_IDS = [
  'cavalry',
  'footmen',
  'peasants',
  'warriors',
  'wolf-riders',
  'grunts',
  'archers',
  'wardens',
  'foresters',
  'axemen',
  'ironguard',
  'miners',
  'trolls',
  'brutes',
  'thralls',
  'giants',
  'stone-throwers',
  'hill-folk',
] as const;
export type UnitTypeId = (typeof UNIT_TYPE_IDS)[number];

export const BUILDING_IDS = ['weaponsmith', 'armory', 'stable', 'barracks', 'farm', 'mine', 'fortress', 'keep'] as const;
export type BuildingId = (typeof BUILDING_IDS)[number];

/** How a game's turns go (turnStructure.ts): a scenario's `mode`. */
export const TURN_STRUCTURE_IDS = ['hotseat', 'week', 'week-attacks-midweek'] as const;
export type TurnStructureId = (typeof TURN_STRUCTURE_IDS)[number];

export const COMBAT_SYSTEM_IDS = ['karnage', 'warfare', 'mass'] as const;
export type CombatSystemId = (typeof COMBAT_SYSTEM_IDS)[number];

export type PlayerId = string;
export type UnitId = string;
