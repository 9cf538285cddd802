import { quoteInput } from './quoteInput.ts';
import { GAME_RECORD_VERSION } from './schema/gameRecord.ts';

type RawRecord = Record<string, unknown>;

/**
 * One step per old version, each turning a file of version N into version N + 1. Files are migrated
 * as plain JSON before the current schema checks them, so every old file keeps loading.
 */
const MIGRATIONS: Readonly<Record<number, (record: RawRecord) => RawRecord>> = {
  // 1 → 2: checkpoints arrived; a version 1 file has none, and a replay checks only its final hash.
  1: (record) => ({ ...record, version: 2, checkpoints: [] }),
  // 2 → 3: END_TURN may carry typed dice (`rolls`); a version 2 file has none, so nothing else changes.
  2: (record) => ({ ...record, version: 3 }),
  // 3 → 4: a seat may be a computer's (`computer` on a scenario player); a version 3 file's seats are all people's.
  3: (record) => ({ ...record, version: 4 }),
};

export function migrateGameRecord(record: RawRecord): { ok: true; value: RawRecord } | { ok: false; message: string } {
  let current = record;
  for (;;) {
    const version = current.version;
    if (version === GAME_RECORD_VERSION) return { ok: true, value: current };
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
      return { ok: false, message: `"version" is ${quoteInput(version)}: expected a whole number from 1 to ${GAME_RECORD_VERSION}` };
    }
    if (version > GAME_RECORD_VERSION) {
      return { ok: false, message: `this game file is version ${version}, made by a newer Karnage; this one reads up to version ${GAME_RECORD_VERSION}` };
    }
    const step = MIGRATIONS[version];
    if (!step) return { ok: false, message: `no way to read version ${version} files` };
    current = step(current);
  }
}
