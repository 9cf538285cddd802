import { describeZodError } from './describeZodError.ts';
import { parseJson } from './parseJson.ts';
import { migrateGameRecord } from './migrateGameRecord.ts';
import { GAME_RECORD_FORMAT, gameRecordSchema, type GameRecord } from './schema/gameRecord.ts';

/** Game files larger than this are refused before parsing (a 10,000-order game is well under 2 MB). */
export const MAX_GAME_FILE_BYTES = 16 * 1024 * 1024;

export type Loaded<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/** Reads a game record file's text: JSON, the right format, migrated to the current version, every field valid. */
export function loadGameRecord(text: string): Loaded<GameRecord> {
  const json = parseJson(text, MAX_GAME_FILE_BYTES);
  if (!json.ok) return json;
  const value = json.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, message: 'not a Karnage game file: expected a JSON object' };
  }
  const { format } = value as { format?: unknown };
  if (format !== GAME_RECORD_FORMAT) {
    return { ok: false, message: `not a Karnage game file: "format" is ${JSON.stringify(format)}, expected "${GAME_RECORD_FORMAT}"` };
  }
  const migrated = migrateGameRecord(value as Record<string, unknown>);
  if (!migrated.ok) return migrated;
  const parsed = gameRecordSchema.safeParse(migrated.value);
  if (!parsed.success) return { ok: false, message: `the game file has errors:\n${describeZodError(parsed.error)}` };
  return { ok: true, value: parsed.data };
}
