// Reading back the hotseat game the browser saved (./autosave.ts writes it; Saved games keep the same text). Loading replays it through
// the rules, so a save that no longer fits is reported and dropped, never trusted. Loaded on demand
// (src/state/autosaveSubscriber.ts): it brings the game file reader and its schema library.
import type { GameState, Order, Scenario } from '../rules/index.ts';
import { AUTOSAVE_KEY, type KeyValueStorage, type SavedDuel } from './autosave.ts';
import { describeIssues } from './describeZodError.ts';
import { gameRecordFromJson, MAX_GAME_FILE_BYTES } from './loadGameRecord.ts';
import { parseJson } from './parseJson.ts';
import { oneLine } from './quoteInput.ts';
import { replaySteps, type ReplayStep } from './replayRecord.ts';
import { scenarioFromData } from './scenarioFromData.ts';
import { readSavedDuel } from './schema/savedDuel.ts';

/** The duel in progress beside the saved game: none, one to replay, or why it cannot be read (one line). */
export type SavedDuelRead =
  | { readonly kind: 'none' }
  | { readonly kind: 'ok'; readonly duel: SavedDuel }
  | { readonly kind: 'broken'; readonly message: string };

export type AutosaveRead =
  | { readonly kind: 'none' }
  | { readonly kind: 'broken'; readonly message: string }
  | {
      readonly kind: 'ok';
      readonly scenario: Scenario;
      readonly seed: number;
      readonly orders: readonly Order[];
      readonly state: GameState;
      /** Every order replayed and what it did, the start of the game first (index -1). */
      readonly steps: readonly ReplayStep[];
      /** A broken duel leaves the game as it is: only the duel is refused. */
      readonly duel: SavedDuelRead;
    };

/** The saved game replayed through the rules; none; or why it cannot be continued. */
export function readAutosave(storage: KeyValueStorage): AutosaveRead {
  let text: string | null;
  try {
    text = storage.getItem(AUTOSAVE_KEY);
  } catch (error) {
    return { kind: 'broken', message: `the saved game could not be read: ${error instanceof Error ? error.message : String(error)}` };
  }
  return text === null ? { kind: 'none' } : readAutosaveText(text);
}

/** A saved game's text (the autosave's, or a game kept in Saved games: ./savedGames.ts) replayed through the rules. */
export function readAutosaveText(text: string): Exclude<AutosaveRead, { kind: 'none' }> {
  const json = parseJson(text, MAX_GAME_FILE_BYTES);
  if (!json.ok) return { kind: 'broken', message: json.message };
  const [game, duel] = withoutDuel(json.value);
  const loaded = gameRecordFromJson(game);
  if (!loaded.ok) return { kind: 'broken', message: loaded.message };
  const record = loaded.value;
  const scenario = scenarioFromData(record.scenario);
  if ('error' in scenario) return { kind: 'broken', message: scenario.error };

  const { outcome, steps } = replaySteps(record, (step) => step);
  if (!outcome.ok) return { kind: 'broken', message: outcome.message };
  return { kind: 'ok', scenario, seed: record.seed, orders: record.orders, state: outcome.state, steps, duel: duelRead(duel) };
}

/** The game record, and the duel kept beside it (undefined: none). */
function withoutDuel(value: unknown): [unknown, unknown] {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !('duel' in value)) return [value, undefined];
  const { duel, ...game } = value;
  return [game, duel];
}

function duelRead(value: unknown): SavedDuelRead {
  if (value === undefined) return { kind: 'none' };
  const read = readSavedDuel(value);
  if (read.success) return { kind: 'ok', duel: read.data };
  // One line: where the first problem is (from the record's `duel` on), and how many more there are.
  const [first, ...more] = read.error.issues.map((issue) => ({ ...issue, path: ['duel', ...issue.path] }));
  const rest = more.length > 0 ? ` (and ${more.length} more)` : '';
  return { kind: 'broken', message: oneLine(`the saved duel is broken: ${describeIssues(first ? [first] : [], 1)}${rest}`) };
}
