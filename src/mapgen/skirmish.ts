import { standardSetup, type Campaign, type GameMap, type HexCoord, type RaceId, type Scenario, type TerrainId } from '../rules/index.ts';
import { generateMap } from './generateMap.ts';
import { placeStarts } from './placeStarts.ts';

/** What the new-game screen asks for. */
export interface NewGameSetup {
  readonly players: readonly { readonly name: string; readonly race: RaceId; readonly colour: string }[];
  readonly campaign: Campaign;
  readonly startingGold: number;
  readonly mapSize: { readonly width: number; readonly height: number };
  readonly mapSeed: number;
}

/** The scenario of a new quick game: a generated realistic map, its starts, the standard opening. */
export function skirmishScenario(setup: NewGameSetup): Scenario | { error: string } {
  const { width, height } = setup.mapSize;
  const generated = generateMap({ width, height, seed: setup.mapSeed, races: setup.players.map((p) => p.race) });
  if ('error' in generated) return generated;
  return standardSetup(
    generated.map,
    setup.players.map((p, i) => ({ id: `p${i + 1}`, name: p.name, race: p.race, colour: p.colour, start: generated.starts[i]! })),
    { name: `Skirmish on a ${width}×${height} map`, campaign: setup.campaign, startingGold: setup.startingGold },
  );
}

// The quick generator's old entry points, kept only for src/editor/generateDraft.ts until it calls
// generateMap (which also places the starts); remove them then.

/** @deprecated use generateMap({ width, height, seed, races }) */
export function generateSkirmishMap(width: number, height: number, seed: number): GameMap {
  const generated = generateMap({ width, height, seed, races: [] });
  if ('error' in generated) throw new Error(generated.error);
  return generated.map;
}

/** @deprecated use generateMap, or placeStarts for a map made elsewhere. Lays home terrain into `map` in place, as before. */
export function chooseStarts(map: GameMap, races: readonly RaceId[], seed: number): HexCoord[] | { error: string } {
  const placed = placeStarts(map, races, seed);
  if ('error' in placed) return placed;
  const terrain = map.terrain as TerrainId[];
  placed.map.terrain.forEach((t, i) => (terrain[i] = t));
  return placed.starts;
}
