import type { CombatSystemId, GameMap, HexCoord, RaceId } from '../rules/index.ts';
import { mapToRows } from './mapRows.ts';
import { MAP_FILE_FORMAT, MAP_FILE_VERSION, type MapFile } from './schema/mapFile.ts';

export interface MapStart {
  readonly at: HexCoord;
  readonly race: RaceId | null;
}

/** A map file (docs/map-format.md) for a map and its starts; `generator` says how a generated map was made. */
export function mapFileOf(
  name: string,
  map: GameMap,
  starts: readonly MapStart[],
  generator?: { readonly seed: number; readonly races: readonly RaceId[] },
  combat?: { readonly combatSystem: CombatSystemId; readonly newYearEvery?: number },
): MapFile {
  return {
    format: MAP_FILE_FORMAT,
    version: MAP_FILE_VERSION,
    name,
    map: { width: map.width, height: map.height, rows: mapToRows(map) },
    starts: starts.map((s) => ({ at: { col: s.at.col, row: s.at.row }, race: s.race })),
    ...(generator ? { generator: { seed: generator.seed, races: [...generator.races] } } : {}),
    ...(combat ? { combat: { combatSystem: combat.combatSystem, ...(combat.newYearEvery === undefined ? {} : { newYearEvery: combat.newYearEvery }) } } : {}),
  };
}

/** The file's text: JSON with one terrain row and one start per line, so a map reads (and diffs) as a picture. */
export function mapFileText(file: MapFile): string {
  return `${JSON.stringify(file, null, 2)
    .replace(/\{\s*"col": (\d+),\s*"row": (\d+)\s*\}/g, '{ "col": $1, "row": $2 }')
    .replace(/\{\s*("at": \{[^}]*\}),\s*("race": [^\n]*?)\s*\}/g, '{ $1, $2 }')}\n`;
}
