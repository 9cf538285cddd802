import { HOME_TERRAIN_RADIUS, RACES, hexIndex, type GameMap, type HexCoord, type RaceId, type TerrainId } from '../../rules/index.ts';
import { hexesWithin } from './paintBrush.ts';

export interface StartSlot {
  /** Not yet placed: null. */
  readonly at: HexCoord | null;
  /** Any race may take the slot: null. */
  readonly race: RaceId | null;
}

export interface StartCheck {
  readonly slot: number;
  readonly at: HexCoord | null;
  readonly race: RaceId | null;
  /** The race's home terrain, or null when the slot has no race. */
  readonly homeTerrain: TerrainId | null;
  /** Whether the home terrain lies within HOME_TERRAIN_RADIUS; null when there is nothing to check. */
  readonly homeNear: boolean | null;
  /** Another slot already starts on this hex. */
  readonly shared: boolean;
  /** Water: no Keep can stand there. */
  readonly onWater: boolean;
}

/** Per slot: is it placed, and is its race's home terrain within 2 hexes ([house] rule of start positions)? */
export function startChecks(map: GameMap, slots: readonly StartSlot[]): StartCheck[] {
  return slots.map((slot, index) => {
    const homeTerrain = slot.race ? RACES[slot.race].homeTerrain : null;
    const { at } = slot;
    const homeNear = at && homeTerrain ? hexesWithin(map, at, HOME_TERRAIN_RADIUS).some((h) => map.terrain[hexIndex(map, h)] === homeTerrain) : null;
    const shared = at !== null && slots.some((o, j) => j < index && o.at !== null && o.at.col === at.col && o.at.row === at.row);
    const onWater = at !== null && map.terrain[hexIndex(map, at)] === 'water';
    return { slot: index, at, race: slot.race, homeTerrain, homeNear, shared, onWater };
  });
}
