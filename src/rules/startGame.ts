import { MAX_PLAYERS, MIN_PLAYERS } from './data/setup.ts';
import { UNITS } from './data/units.ts';
import { HEROES } from './champions/heroes.ts';
import { BUILDINGS } from './data/buildings.ts';
import { TERRAIN } from './data/terrain.ts';
import { RACES } from './data/races.ts';
import { cannotEnter } from './cannotEnter.ts';
import { describeHex, hexIndex, hexKey, isOnMap } from './hexGeometry.ts';
import { EventRecorder } from './recorder.ts';
import type { Scenario } from './scenario.ts';
import { terrainAt } from './stateQueries.ts';
import { DEFAULT_TURN_STRUCTURE, isTurnStructureId, turnStructureOf } from './turnStructures.ts';
import type { Building, GameState, Outcome, Unit } from './types.ts';

/** Why the scenario cannot be played, or null. Checks what a schema cannot: the pieces fit the map and each other. */
export function checkScenario(scenario: Scenario): string | null {
  const { map, players } = scenario;
  if (map.terrain.length !== map.width * map.height) return `the map has ${map.terrain.length} hexes, not ${map.width}×${map.height}`;
  if (players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) {
    return `a game has ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players.length}`;
  }
  const playerIds = new Set(players.map((p) => p.id));
  if (playerIds.size !== players.length) return 'two players have the same id';
  if (scenario.firstPlayer !== undefined && !playerIds.has(scenario.firstPlayer)) return `first player "${scenario.firstPlayer}" is not a player`;
  if (scenario.mode !== undefined && !isTurnStructureId(scenario.mode)) return `there is no mode "${scenario.mode}"`;
  const { newYearEvery } = scenario;
  if (newYearEvery !== undefined && (!Number.isInteger(newYearEvery) || newYearEvery < 1))
    return `a New Year every ${newYearEvery} rounds is not a whole number of rounds`;

  const unitIds = new Set<string>();
  const unitHexes = new Set<number>();
  const heroOwners = new Set<string>();
  for (const unit of scenario.units) {
    const where = `unit "${unit.id}"`;
    if (unitIds.has(unit.id)) return `${where}: two units have this id`;
    // Champions: one hero to a player [house].
    if (unit.hero && heroOwners.has(unit.owner)) return `${where}: "${unit.owner}" has a hero already; a player has one`;
    if (unit.hero) heroOwners.add(unit.owner);
    unitIds.add(unit.id);
    const owner = players.find((p) => p.id === unit.owner);
    if (!owner) return `${where}: owner "${unit.owner}" is not a player`;
    if (UNITS[unit.type].race !== owner.race) {
      return `${where}: ${UNITS[unit.type].name} are ${RACES[UNITS[unit.type].race].name}, but ${owner.name} plays ${RACES[owner.race].name}`;
    }
    if (!isOnMap(map, unit.at)) return `${where}: ${describeHex(unit.at)} is not on the map`;
    const blocked = cannotEnter(unit.type, terrainAt(map, unit.at));
    if (blocked) return `${where} at ${describeHex(unit.at)}: ${blocked}`;
    if (unitHexes.has(hexIndex(map, unit.at))) return `${where}: another unit already stands at ${describeHex(unit.at)}`;
    unitHexes.add(hexIndex(map, unit.at));
  }
  const buildingHexes = new Set<string>();
  for (const building of scenario.buildings) {
    const where = `${building.type} at ${describeHex(building.at)}`;
    if (!playerIds.has(building.owner)) return `${where}: owner "${building.owner}" is not a player`;
    if (!isOnMap(map, building.at)) return `${where}: not on the map`;
    const terrain = terrainAt(map, building.at);
    if (terrain === 'water') return `${where}: buildings cannot stand on Water`;
    const allowed = BUILDINGS[building.type].terrains;
    if (allowed && !allowed.includes(terrain)) return `${where}: a ${BUILDINGS[building.type].name} cannot stand on ${TERRAIN[terrain].name}`;
    if (buildingHexes.has(hexKey(building.at))) return `${where}: another building already stands there`;
    buildingHexes.add(hexKey(building.at));
  }
  return null;
}

/** The state at the start of the scenario's first turn (its income collected), with the seed for every die. */
export function startGame(scenario: Scenario, seed: number): Outcome {
  const problem = checkScenario(scenario);
  if (problem) return { ok: false, reason: problem };

  const units: Record<string, Unit> = {};
  for (const u of scenario.units) {
    const hero = u.hero ? { hero: { vitality: heroOf(scenario, u.owner).vitality } } : {};
    units[u.id] = { id: u.id, owner: u.owner, type: u.type, at: u.at, defending: u.defending ?? false, ...hero };
  }
  const buildings: Record<string, Building> = {};
  for (const b of scenario.buildings) buildings[hexKey(b.at)] = { type: b.type, owner: b.owner, at: b.at };
  const numbered = scenario.units.map((u) => /^u(\d+)$/.exec(u.id)).map((m) => (m ? Number(m[1]) : 0));

  const first = scenario.firstPlayer === undefined ? 0 : scenario.players.findIndex((p) => p.id === scenario.firstPlayer);
  const before: GameState = {
    combatSystem: scenario.combatSystem,
    campaign: scenario.campaign,
    map: scenario.map,
    players: scenario.players.map((p) => ({ id: p.id, name: p.name, race: p.race, gold: p.gold, eliminated: false })),
    units,
    buildings,
    round: scenario.round ?? 1,
    activePlayer: first,
    roundStarter: first,
    turnNumber: 0,
    pending: [],
    nextUnitNumber: Math.max(0, ...numbered) + 1,
    seed: seed | 0,
    result: null,
    // Hotseat, the default, is not written down: hotseat states stay as they always were.
    ...(scenario.mode === undefined || scenario.mode === DEFAULT_TURN_STRUCTURE ? {} : { mode: scenario.mode }),
    ...(scenario.newYearEvery === undefined ? {} : { newYearEvery: scenario.newYearEvery }),
  };
  const recorder = new EventRecorder(before);
  turnStructureOf(before).begin(recorder);
  return { ok: true, state: recorder.state, events: recorder.events };
}

/** The hero sheet of a player's race. */
function heroOf(scenario: Scenario, owner: string) {
  const race = scenario.players.find((p) => p.id === owner)?.race ?? 'humans';
  return HEROES[race];
}
