// A new game on a map made beforehand (the editor's "Play this map") instead of a generated one. A wrapper
// around the skirmish setup, so src/mapgen stays the generator's own.
import { skirmishScenario, type NewGameSetup } from '../mapgen/skirmish.ts';
import { standardSetup, type GameMap, type HexCoord, type RaceId, type Scenario } from '../rules/index.ts';

export interface PremadeMap {
  readonly name: string;
  readonly map: GameMap;
  /** One per player slot, in order; a race, when set, is the race that slot is meant for. */
  readonly starts: readonly { readonly at: HexCoord; readonly race: RaceId | null }[];
}

/** The new-game setup, optionally on a premade map (then mapSize and mapSeed are unused). */
export interface MapSetup extends NewGameSetup {
  readonly premade?: PremadeMap;
}

export function scenarioOfSetup(setup: MapSetup): Scenario | { error: string } {
  const { premade } = setup;
  if (!premade) return skirmishScenario(setup);
  if (setup.players.length > premade.starts.length) {
    return { error: `${premade.name} has ${premade.starts.length} start positions, not ${setup.players.length}` };
  }
  return standardSetup(
    premade.map,
    setup.players.flatMap((p, i) => {
      const start = premade.starts[i];
      return start ? [{ id: `p${i + 1}`, name: p.name, race: p.race, colour: p.colour, start: start.at }] : [];
    }),
    { name: premade.name, campaign: setup.campaign, startingGold: setup.startingGold },
  );
}
