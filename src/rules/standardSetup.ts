import { STARTING_GOLD } from './data/setup.ts';
import { RACES } from './data/races.ts';
import { cannotEnter } from './cannotEnter.ts';
import { describeHex, hexIndex, neighbours } from './hexGeometry.ts';
import type { CombatSystemId, PlayerId, RaceId } from './ids.ts';
import type { Scenario, ScenarioBuilding, ScenarioUnit } from './scenario.ts';
import { terrainAt } from './stateQueries.ts';
import type { Campaign, GameMap, HexCoord } from './types.ts';

export interface SetupPlayer {
  readonly id: PlayerId;
  readonly name: string;
  readonly race: RaceId;
  readonly start: HexCoord;
  readonly colour?: string;
}

export interface StandardSetupOptions {
  readonly name?: string;
  readonly campaign?: Campaign;
  readonly combatSystem?: CombatSystemId;
  readonly startingGold?: number;
}

/**
 * The usual opening [house]: each player gets a Keep on their start hex, starting gold, and one unit of
 * each of their race's three types on free land next to the Keep (neighbours taken in a fixed order).
 */
export function standardSetup(map: GameMap, players: readonly SetupPlayer[], options: StandardSetupOptions = {}): Scenario | { error: string } {
  const taken = new Set<number>(players.map((p) => hexIndex(map, p.start)));
  const units: ScenarioUnit[] = [];
  const buildings: ScenarioBuilding[] = [];
  for (const player of players) {
    buildings.push({ type: 'keep', owner: player.id, at: player.start });
    for (const type of RACES[player.race].units) {
      const spot = neighbours(map, player.start).find((hex) => !taken.has(hexIndex(map, hex)) && !cannotEnter(type, terrainAt(map, hex)));
      if (!spot) return { error: `no room next to ${player.name}'s start at ${describeHex(player.start)} for their ${type}` };
      taken.add(hexIndex(map, spot));
      units.push({ id: `u${units.length + 1}`, owner: player.id, type, at: spot });
    }
  }
  return {
    name: options.name ?? 'Skirmish',
    combatSystem: options.combatSystem ?? 'karnage',
    campaign: options.campaign ?? { kind: 'conquer' },
    map,
    players: players.map((p) => ({
      id: p.id,
      name: p.name,
      race: p.race,
      gold: options.startingGold ?? STARTING_GOLD,
      ...(p.colour ? { colour: p.colour } : {}),
    })),
    units,
    buildings,
  };
}

/** Champions: each player's first unit of the scenario is its hero (as the new-game screen's Champions box does). */
export function withHeroes(scenario: Scenario): Scenario {
  const first = new Set(scenario.players.flatMap((p) => scenario.units.find((u) => u.owner === p.id)?.id ?? []));
  return { ...scenario, units: scenario.units.map((u) => (first.has(u.id) ? { ...u, hero: true } : u)) };
}
