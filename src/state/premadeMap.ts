// A new game on a map made beforehand (the editor's "Play this map") instead of a generated one, and the
// combat system it fights by (and whether Champions gives each player a hero). A wrapper around the skirmish setup, so src/mapgen stays the generator's own.
import { skirmishScenario, type NewGameSetup } from '../mapgen/skirmish.ts';
import { standardSetup, withHeroes, type CombatSystemId, type GameMap, type HexCoord, type RaceId, type Scenario } from '../rules/index.ts';

/** The rules a game fights by, chosen on the new-game screen or in the map editor. */
export interface CombatChoice {
  readonly combatSystem: CombatSystemId;
  /** Warfare: a New Year every this many rounds (absent: the rules' default). */
  readonly newYearEvery?: number;
}

export interface PremadeMap {
  readonly name: string;
  readonly map: GameMap;
  /** One per player slot, in order; a race, when set, is the race that slot is meant for. */
  readonly starts: readonly { readonly at: HexCoord; readonly race: RaceId | null }[];
  /** The rules its maker chose in the editor: the new-game screen starts from them. */
  readonly combat?: CombatChoice;
}

/** The new-game setup, optionally on a premade map (then mapSize and mapSeed are unused). */
export interface MapSetup extends NewGameSetup {
  readonly premade?: PremadeMap;
  /** Absent: the default system, as games always were. */
  readonly combat?: CombatChoice;
  /** Champions: each player's first starting unit is its hero (absent: no heroes). */
  readonly champions?: boolean;
}

export function scenarioOfSetup(setup: MapSetup): Scenario | { error: string } {
  const made = scenarioOfMap(setup);
  if ('error' in made) return made;
  const fought = setup.combat ? withCombat(made, setup.combat) : made;
  return setup.champions ? withHeroes(fought) : fought;
}

/** The scenario fighting by `combat`; a New Year interval is written only for a system that has one. */
function withCombat(scenario: Scenario, combat: CombatChoice): Scenario {
  const { combatSystem, newYearEvery } = combat;
  return { ...scenario, combatSystem, ...(newYearEvery === undefined ? {} : { newYearEvery }) };
}

function scenarioOfMap(setup: MapSetup): Scenario | { error: string } {
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
