import { loadGameRecord, MAX_GAME_FILE_BYTES } from '../io/loadGameRecord.ts';
import { replayRecord, type ReplayOutcome } from '../io/replayRecord.ts';
import type { GameRecord } from '../io/schema/gameRecord.ts';
import { fileName, readInput, type CliIo } from './io.ts';

export type VerifiedGame = { readonly record: GameRecord; readonly replayed: Extract<ReplayOutcome, { ok: true }> };

/**
 * A game file read, checked and replayed turn by turn against its checkpoints, for the commands that
 * work on one; or null, after saying on stderr (with the file's name) why it cannot be used.
 */
export function readVerifiedGame(file: string, io: CliIo): VerifiedGame | null {
  const loaded = loadGameRecord(readInput(file, io, MAX_GAME_FILE_BYTES));
  if (!loaded.ok) {
    io.err(`${fileName(file)}: ${loaded.message}`);
    return null;
  }
  const replayed = replayRecord(loaded.value);
  if (!replayed.ok) {
    io.err(`${fileName(file)}: ${replayed.message}`);
    return null;
  }
  return { record: loaded.value, replayed };
}
