import { describeZodError } from './describeZodError.ts';
import type { Loaded } from './loadGameRecord.ts';
import { parseJson } from './parseJson.ts';
import { MAP_FILE_FORMAT, MAP_FILE_VERSION, mapFileSchema, type MapFile } from './schema/mapFile.ts';

/** A 256×256 map is about 70 KB; anything far larger is not a map file. */
export const MAX_MAP_FILE_BYTES = 4 * 1024 * 1024;

/** Reads a map file's text: JSON, the right format and version, every field valid. */
export function loadMapFile(text: string): Loaded<MapFile> {
  const json = parseJson(text, MAX_MAP_FILE_BYTES);
  if (!json.ok) return json;
  const value = json.value as { format?: unknown; version?: unknown } | null;
  if (typeof value !== 'object' || value === null || Array.isArray(value) || value.format !== MAP_FILE_FORMAT) {
    return { ok: false, message: `not a Karnage map file: expected "format": "${MAP_FILE_FORMAT}"` };
  }
  if (typeof value.version === 'number' && value.version > MAP_FILE_VERSION) {
    return { ok: false, message: `this map file is version ${value.version}, made by a newer Karnage; this one reads up to version ${MAP_FILE_VERSION}` };
  }
  const parsed = mapFileSchema.safeParse(value);
  if (!parsed.success) return { ok: false, message: `the map file has errors:\n${describeZodError(parsed.error)}` };
  return { ok: true, value: parsed.data };
}
