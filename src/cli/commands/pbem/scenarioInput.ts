// The scenario a campaign opens with: a saved game's (its starting position, whatever was played since),
// or a map file's with the usual opening (a Keep and three units per player on its starts).
import { loadGameRecord, MAX_GAME_FILE_BYTES } from '../../../io/loadGameRecord.ts';
import { loadMapFile } from '../../../io/loadMapFile.ts';
import { parseJson } from '../../../io/parseJson.ts';
import { oneLine, quoteInput } from '../../../io/quoteInput.ts';
import { scenarioFromData } from '../../../io/scenarioFromData.ts';
import { GAME_RECORD_FORMAT } from '../../../io/schema/gameRecord.ts';
import { MAP_FILE_FORMAT, type MapFile } from '../../../io/schema/mapFile.ts';
import { mapFromRows } from '../../../io/mapRows.ts';
import { RACE_IDS, standardSetup, type RaceId, type Scenario } from '../../../rules/index.ts';
import { fileName, InputError, readInput, type CliIo } from '../../io.ts';

/**
 * The scenario of a game file or a map file. `playerIds` are the campaign's players in seat order (a map
 * file's starts are taken in that order); a game file's players must be exactly those.
 */
export function readScenario(path: string, io: CliIo, playerIds: readonly string[], races: readonly RaceId[] | undefined): Scenario {
  const text = readInput(path, io, MAX_GAME_FILE_BYTES);
  const json = parseJson(text, MAX_GAME_FILE_BYTES);
  if (!json.ok) throw new InputError(`${fileName(path)}: ${json.message}`);
  const format = (json.value as { format?: unknown } | null)?.format;
  if (format === GAME_RECORD_FORMAT) {
    if (races) throw new InputError(`--races is for a map file; ${fileName(path)} is a game file, whose players have their races`);
    return scenarioOfGameFile(path, text, playerIds);
  }
  if (format === MAP_FILE_FORMAT) {
    const loaded = loadMapFile(text);
    if (!loaded.ok) throw new InputError(oneLine(`${fileName(path)}: ${loaded.message}`));
    return scenarioOfMapFile(path, loaded.value, playerIds, races);
  }
  throw new InputError(`${fileName(path)} is neither a game file ("format": "${GAME_RECORD_FORMAT}") nor a map file ("format": "${MAP_FILE_FORMAT}")`);
}

function scenarioOfGameFile(path: string, text: string, playerIds: readonly string[]): Scenario {
  const loaded = loadGameRecord(text);
  if (!loaded.ok) throw new InputError(oneLine(`${fileName(path)}: ${loaded.message}`));
  const scenario = scenarioFromData(loaded.value.scenario);
  if ('error' in scenario) throw new InputError(oneLine(`${fileName(path)}: ${scenario.error}`));
  const ids = scenario.players.map((p) => p.id);
  const same = ids.length === playerIds.length && ids.every((id) => playerIds.includes(id));
  if (!same) throw new InputError(`${fileName(path)} has the players ${ids.join(', ')}: give --player for exactly these (not ${playerIds.join(', ')})`);
  return scenario;
}

function scenarioOfMapFile(path: string, file: MapFile, playerIds: readonly string[], races: readonly RaceId[] | undefined): Scenario {
  if (file.starts.length < playerIds.length)
    throw new InputError(`${fileName(path)} has ${file.starts.length} starts, not enough for ${playerIds.length} players`);
  if (races && races.length !== playerIds.length) throw new InputError(`--races names ${races.length} races for ${playerIds.length} players`);
  const map = mapFromRows(file.map.rows);
  if ('error' in map) throw new InputError(oneLine(`${fileName(path)}: map.rows[${map.row}]: ${map.error}`));
  const players = playerIds.map((id, seat) => {
    const start = file.starts[seat];
    const race = races?.[seat] ?? start?.race;
    if (!start || !race) throw new InputError(`${fileName(path)} gives no race for start ${seat + 1}: name one race per player with --races`);
    // A map file names no players: each is called by their id, capitalised.
    return { id, name: id.charAt(0).toUpperCase() + id.slice(1), race, start: start.at };
  });
  const scenario = standardSetup(map, players, { name: file.name });
  if ('error' in scenario) throw new InputError(oneLine(`${fileName(path)}: ${scenario.error}`));
  return scenario;
}

/** `--races humans,orcs`: one race per player, in seat order. */
export function parseRaces(value: string): RaceId[] {
  const races = value.split(',').map((r) => r.trim());
  const unknown = races.find((race) => !(RACE_IDS as readonly string[]).includes(race));
  if (unknown !== undefined) throw new InputError(`unknown race ${quoteInput(unknown)}; expected ${RACE_IDS.join(', ')}`);
  return races as RaceId[];
}
