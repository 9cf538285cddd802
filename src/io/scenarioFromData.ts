import type { Scenario } from '../rules/index.ts';
import { mapFromRows, mapToRows } from './mapRows.ts';
import type { ScenarioData } from './schema/gameRecord.ts';

/** File form → rules form: the map's rows of letters become the terrain array. */
export function scenarioFromData(data: ScenarioData): Scenario | { error: string } {
  const map = mapFromRows(data.map.rows);
  if ('error' in map) return { error: `scenario.map.rows[${map.row}]: ${map.error}` };
  return { ...data, map };
}

export function scenarioToData(scenario: Scenario): ScenarioData {
  return {
    ...scenario,
    players: [...scenario.players],
    units: [...scenario.units],
    buildings: [...scenario.buildings],
    map: { width: scenario.map.width, height: scenario.map.height, rows: mapToRows(scenario.map) },
  };
}
