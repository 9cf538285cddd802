// The saved-games list: the games kept in this browser besides the one being played (whose quick copy is the
// autosave, ./autosave.ts). Each game is a summary (name, round, players, when last played) and its text, the
// autosave's (a game record, and a duel under way beside it). A backend keeps them: IndexedDB in the browser
// (./savedGamesDb.ts), a Map in the tests. Everything read back is checked: a record this version did not write
// is refused in one line, and the others are listed as before. Nothing here throws.
import { nameProblem, normaliseName, sanitiseName } from './displayName.ts';
import { oneLine, quoteInput } from './quoteInput.ts';

/** At most this many games are kept; a game beyond them is refused (delete one first). */
export const MAX_SAVED_GAMES = 100;
/** A game's text is at most as long as a game file may be (loadGameRecord.ts's MAX_GAME_FILE_BYTES). */
export const MAX_SAVED_GAME_CHARS = 16 * 1024 * 1024;
/** Records read when listing: the kept games, and room to show (and delete) broken ones among them. */
export const MAX_LISTED_RECORDS = MAX_SAVED_GAMES * 2;
const MAX_PLAYERS = 8;
const MAX_ROUND = 1_000_000;
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const SUMMARY_KEYS = ['chars', 'id', 'lastPlayed', 'name', 'players', 'round'];

/** What the list shows of a kept game. */
export interface SavedGameSummary {
  readonly id: string;
  readonly name: string;
  readonly round: number;
  readonly players: readonly string[];
  /** When the game was last kept (left, replaced, or kept while it went on): milliseconds since 1970. */
  readonly lastPlayed: number;
  /** The length of its text. */
  readonly chars: number;
}

/** A record that is not a game this version kept: shown so it can be deleted, never opened. */
export interface BrokenSavedGame {
  /** Its key as stored, to delete it by. */
  readonly key: unknown;
  /** One line: which record, and what is wrong. */
  readonly message: string;
}

/** Where the games are kept. Whatever it answers is checked here; whatever it throws becomes one line. */
export interface SavedGamesBackend {
  /** Every summary kept, with its key, unchecked (at most `limit`). */
  readSummaries(limit: number): Promise<readonly { readonly key: unknown; readonly value: unknown }[]>;
  /** The summary kept under `id`, unchecked (undefined: none). */
  readSummary(id: string): Promise<unknown>;
  /** The text kept under `id`, unchecked (undefined: none). */
  readText(id: string): Promise<unknown>;
  /** Keeps a summary and its text together (both or neither). */
  write(summary: SavedGameSummary, text: string): Promise<void>;
  writeSummary(summary: SavedGameSummary): Promise<void>;
  /** Forgets the summary and the text kept under `key`. */
  remove(key: unknown): Promise<void>;
}

export type GamesResult<T> = ({ readonly ok: true } & T) | { readonly ok: false; readonly reason: string };

/** Runs `work`, turning anything thrown (IndexedDB refused, quota, a closed database) into one line. */
async function guard<T>(what: string, work: () => Promise<GamesResult<T>>): Promise<GamesResult<T>> {
  try {
    return await work();
  } catch (error) {
    const message = error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : quoteInput(error);
    return { ok: false, reason: oneLine(`${what}: ${message}`) };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown, most: number): value is number => Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= most;

/** Why `players` is not a list of player names, or null. */
function playersProblem(players: unknown): string | null {
  if (!Array.isArray(players) || players.length < 1 || players.length > MAX_PLAYERS) return `"players" is not a list of 1 to ${MAX_PLAYERS} names`;
  for (const player of players) {
    const problem = typeof player === 'string' ? nameProblem(player) : 'a name is text';
    if (problem) return `"players": ${problem}`;
  }
  return null;
}

/** Why a summary read back (kept under `key`) is not one this version wrote, or null. */
function summaryProblem(key: unknown, value: unknown): string | null {
  if (!isRecord(value)) return 'not a saved game';
  const keys = Object.keys(value);
  const shown = keys.length <= 100 ? keys.sort() : keys;
  if (shown.join() !== SUMMARY_KEYS.join()) return `its fields are ${quoteInput(shown.slice(0, 10).join(', '))}, not ${SUMMARY_KEYS.join(', ')}`;
  const { id, name, round, players, lastPlayed, chars } = value;
  if (typeof id !== 'string' || !ID.test(id) || id !== key) return `"id" is ${quoteInput(id)}, not its key`;
  const badName = typeof name === 'string' ? nameProblem(name) : 'a name is text';
  if (badName) return `"name": ${badName}`;
  if (!isCount(round, MAX_ROUND) || round < 1) return `"round" is ${quoteInput(round)}, not a round`;
  if (!isCount(lastPlayed, Number.MAX_SAFE_INTEGER)) return `"lastPlayed" is ${quoteInput(lastPlayed)}, not a time`;
  if (!isCount(chars, MAX_SAVED_GAME_CHARS)) return `"chars" is ${quoteInput(chars)}, not a length up to ${MAX_SAVED_GAME_CHARS}`;
  return playersProblem(players);
}

/** The summary, checked; or one line naming the record and what is wrong. */
export function checkSummary(key: unknown, value: unknown): { ok: true; summary: SavedGameSummary } | { ok: false; message: string } {
  const problem = summaryProblem(key, value);
  if (problem === null) return { ok: true, summary: value as SavedGameSummary };
  return { ok: false, message: oneLine(`the saved game ${quoteInput(key)} cannot be read: ${problem}`) };
}

/** Most recently played first; then by name. */
function byLastPlayed(a: SavedGameSummary, b: SavedGameSummary): number {
  return b.lastPlayed - a.lastPlayed || a.name.localeCompare(b.name);
}

/** The games kept, most recently played first, and the records that could not be read (each in one line). */
export function listSavedGames(backend: SavedGamesBackend): Promise<GamesResult<{ games: SavedGameSummary[]; broken: BrokenSavedGame[] }>> {
  return guard<{ games: SavedGameSummary[]; broken: BrokenSavedGame[] }>('cannot list the saved games', async () => {
    const games: SavedGameSummary[] = [];
    const broken: BrokenSavedGame[] = [];
    for (const { key, value } of await backend.readSummaries(MAX_LISTED_RECORDS)) {
      const checked = checkSummary(key, value);
      if (checked.ok) games.push(checked.summary);
      else broken.push({ key, message: checked.message });
    }
    return { ok: true, games: games.sort(byLastPlayed), broken };
  });
}

/** A game to keep: its text (the autosave's), where it stands, and a name for it if it is new to the list. */
export interface GameToKeep {
  /** The entry it came from (opened from the list, or kept before), or null for a new one. */
  readonly id: string | null;
  readonly text: string;
  readonly round: number;
  readonly players: readonly string[];
  /** The name a new entry gets (made usable here); an entry kept before keeps its own. */
  readonly name: string;
}

/** A new entry's id: random, never one of `taken`. */
export function newGameId(taken: ReadonlySet<string>, random: () => string = () => crypto.randomUUID()): string {
  for (;;) {
    const id = `game-${random()}`.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64);
    if (!taken.has(id)) return id;
  }
}

/**
 * Keeps a game: over its entry when it has one (the entry's name stays), else as a new entry named `game.name`.
 * Refused when its text is too long, or when the list is full and the game is new to it.
 */
export function keepSavedGame(
  backend: SavedGamesBackend,
  game: GameToKeep,
  now: number,
  random?: () => string,
): Promise<GamesResult<{ summary: SavedGameSummary }>> {
  return guard<{ summary: SavedGameSummary }>('cannot keep the game in Saved games', async () => {
    if (game.text.length > MAX_SAVED_GAME_CHARS) {
      return { ok: false, reason: `cannot keep the game in Saved games: it is ${game.text.length} characters long; the limit is ${MAX_SAVED_GAME_CHARS}` };
    }
    const listed = await backend.readSummaries(MAX_LISTED_RECORDS);
    const before = game.id === null ? undefined : listed.find((entry) => entry.key === game.id);
    const kept = before && checkSummary(before.key, before.value);
    if (!before && listed.length >= MAX_SAVED_GAMES) {
      return { ok: false, reason: `cannot keep the game in Saved games: it holds ${MAX_SAVED_GAMES} games already; delete one first` };
    }
    const taken = new Set(listed.map((entry) => String(entry.key)));
    const summary: SavedGameSummary = {
      id: before ? String(before.key) : newGameId(taken, random),
      name: kept?.ok ? kept.summary.name : sanitiseName(game.name, 'Game'),
      round: Math.min(Math.max(1, Math.trunc(game.round)), MAX_ROUND),
      players: game.players.slice(0, MAX_PLAYERS).map((name) => sanitiseName(name, 'Player')),
      lastPlayed: Math.max(0, Math.trunc(now)),
      chars: game.text.length,
    };
    await backend.write(summary, game.text);
    return { ok: true, summary };
  });
}

/** The entry `id`, checked (one line when it is missing or broken). */
async function readSummary(backend: SavedGamesBackend, id: string): Promise<GamesResult<{ summary: SavedGameSummary }>> {
  if (!ID.test(id)) return { ok: false, reason: oneLine(`${quoteInput(id)} is not a saved game's id`) };
  const value = await backend.readSummary(id);
  if (value === undefined) return { ok: false, reason: oneLine(`no saved game ${quoteInput(id)}: it was deleted`) };
  const checked = checkSummary(id, value);
  return checked.ok ? checked : { ok: false, reason: checked.message };
}

/** Renames a kept game; the name follows the rule of player and map names (src/io/displayName.ts). */
export function renameSavedGame(backend: SavedGamesBackend, id: string, raw: string): Promise<GamesResult<{ summary: SavedGameSummary }>> {
  return guard<{ summary: SavedGameSummary }>('cannot rename the saved game', async () => {
    const name = normaliseName(raw);
    const problem = nameProblem(name);
    if (problem) return { ok: false, reason: `cannot rename the saved game: ${problem}` };
    const read = await readSummary(backend, id);
    if (!read.ok) return read;
    const summary = { ...read.summary, name };
    await backend.writeSummary(summary);
    return { ok: true, summary };
  });
}

/** Forgets a kept game, or a broken record (by the key it was listed with). */
export function deleteSavedGame(backend: SavedGamesBackend, key: unknown): Promise<GamesResult<object>> {
  return guard<object>('cannot delete the saved game', async () => {
    await backend.remove(key);
    return { ok: true };
  });
}

/** A kept game's summary and text, for the game reader to check and replay (src/io/readAutosave.ts). */
export function readSavedGame(backend: SavedGamesBackend, id: string): Promise<GamesResult<{ summary: SavedGameSummary; text: string }>> {
  return guard<{ summary: SavedGameSummary; text: string }>('cannot read the saved game', async () => {
    const read = await readSummary(backend, id);
    if (!read.ok) return read;
    const text = await backend.readText(id);
    const { summary } = read;
    if (typeof text !== 'string') return { ok: false, reason: oneLine(`the saved game ${quoteInput(summary.name)} has no game in it`) };
    if (text.length > MAX_SAVED_GAME_CHARS) {
      return { ok: false, reason: `the saved game ${quoteInput(summary.name)} is ${text.length} characters long; the limit is ${MAX_SAVED_GAME_CHARS}` };
    }
    return { ok: true, summary, text };
  });
}
