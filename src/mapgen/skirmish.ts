import { standardSetup, type Campaign, type RaceId, type Scenario } from '../rules/index.ts';
import { generateMap } from './generateMap.ts';

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
  const players = setup.players.map((p, i) => {
    // generateMap gives one start per race asked for, in the same order.
    const start = generated.starts[i];
    if (!start) throw new Error(`mapgen: the map came back without a start for player ${i + 1}`);
    return { id: `p${i + 1}`, name: p.name, race: p.race, colour: p.colour, start };
  });
  return standardSetup(generated.map, players, { name: `Skirmish on a ${width}×${height} map`, campaign: setup.campaign, startingGold: setup.startingGold });
}
