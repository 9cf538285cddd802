import { checkLongArray } from './checkLongArray.ts';
import { describeIssues } from './describeZodError.ts';
import { parseJson } from './parseJson.ts';
import { migrateGameRecord } from './migrateGameRecord.ts';
import { quoteInput } from './quoteInput.ts';
import { GAME_RECORD_FORMAT, gameRecordSchema, scenarioSchema, type GameRecord } from './schema/gameRecord.ts';

/** Game files larger than this are refused before parsing (a 10,000-order game is well under 2 MB). */
export const MAX_GAME_FILE_BYTES = 16 * 1024 * 1024;

export type Loaded<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/** Reads a game record file's text: JSON, the right format, migrated to the current version, every field valid. */
export function loadGameRecord(text: string): Loaded<GameRecord> {
  const json = parseJson(text, MAX_GAME_FILE_BYTES);
  return json.ok ? gameRecordFromJson(json.value) : json;
}

/** The same for a game file already parsed (the autosave's, which holds a duel in progress beside it). */
export function gameRecordFromJson(value: unknown): Loaded<GameRecord> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, message: 'not a Karnage game file: expected a JSON object' };
  }
  const { format } = value as { format?: unknown };
  if (format !== GAME_RECORD_FORMAT) {
    return { ok: false, message: `not a Karnage game file: "format" is ${quoteInput(format)}, expected "${GAME_RECORD_FORMAT}"` };
  }
  const migrated = migrateGameRecord(value as Record<string, unknown>);
  if (!migrated.ok) return migrated;
  return checkGameRecord(migrated.value);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * gameRecordSchema's verdict on a record, with the arrays that may run to 100,000 elements checked a
 * part at a time (checkLongArray), so a hostile file cannot make millions of problems to list.
 */
function checkGameRecord(raw: Record<string, unknown>): Loaded<GameRecord> {
  const scenario = isObject(raw.scenario) ? raw.scenario : null;
  const orders = checkLongArray(gameRecordSchema.shape.orders, raw.orders, ['orders']);
  const checkpoints = checkLongArray(gameRecordSchema.shape.checkpoints, raw.checkpoints, ['checkpoints']);
  const units = scenario && checkLongArray(scenarioSchema.shape.units, scenario.units, ['scenario', 'units']);
  const buildings = scenario && checkLongArray(scenarioSchema.shape.buildings, scenario.buildings, ['scenario', 'buildings']);
  // The rest of the record, whose arrays are short (eight players, 256 rows), checked whole.
  const rest = gameRecordSchema.safeParse({
    ...raw,
    orders: [],
    checkpoints: [],
    ...(scenario ? { scenario: { ...scenario, units: [], buildings: [] } } : {}),
  });
  if (rest.success && orders.ok && checkpoints.ok && units?.ok && buildings?.ok) {
    const whole = rest.data;
    return {
      ok: true,
      value: {
        ...whole,
        scenario: { ...whole.scenario, units: units.value, buildings: buildings.value },
        orders: orders.value,
        checkpoints: checkpoints.value,
      },
    };
  }
  const parts = [units, buildings, orders, checkpoints].flatMap((part) => (part && !part.ok ? [part] : []));
  const issues = [...(rest.success ? [] : rest.error.issues), ...parts.flatMap((part) => part.issues)];
  const complete = parts.every((part) => part.complete);
  return { ok: false, message: `the game file has errors:\n${describeIssues(issues, 5, complete)}` };
}
