// The hotseat game saved in the browser after every order, as a game record: the scenario (with the
// players' colours), the seed and the orders that stand. Reading it back is ./readAutosave.ts's, which
// needs the game file reader (the schema library): a first visit, with nothing saved, never loads it.
import type { Declaration, DuelPlay, GameState, HexCoord, Order, Pair, PlayedRound, Scenario, Side } from '../rules/index.ts';
import { gameRecordOf } from './saveGameRecord.ts';

export const AUTOSAVE_KEY = 'karnage.autosave';
/** Beside the autosave: the Saved games entry (./savedGames.ts) its game was opened from or kept as, if any. */
export const AUTOSAVE_ENTRY_KEY = 'karnage.autosave.entry';

/**
 * Champions: the plan's duels as far as they are played, kept beside the game record (as `duel`) once a hand
 * has been shown, so that a reload reopens them where they stood instead of the plan (whose orders could then
 * be taken back by a player who has seen the cards). Made by src/state/duelSave.ts, read back through
 * ./schema/savedDuel.ts and replayed by src/state/duelResume.ts.
 */
export interface SavedDuel {
  /** The hexes of the plan's duels, in order: checked against the plan on reading. */
  readonly targets: readonly HexCoord[];
  /** A referee's dice typed at End turn, for the END_TURN the duels end with. */
  readonly rolls: readonly number[] | null;
  /** The duels fought to their end. */
  readonly plays: readonly DuelPlay[];
  /** The rounds of the duel being fought, played. */
  readonly rounds: readonly PlayedRound[];
  /** The round's hesitations so far. */
  readonly hesitate: readonly Side[];
  /** The round's declarations made so far: only the initiative's holder's (the other's plays the round). */
  readonly declared: Pair<readonly (Declaration | null)[] | null>;
  /** Where the duel stood: a round's opening, its holder fighting (declarations under way), a round's reveal, the duel's end. */
  readonly step: 'intro' | 'fight' | 'reveal' | 'over';
}

/** The part of the Web Storage API the autosave uses (localStorage, or a fake in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** What the autosave holds for a game: its record, as a game file holds it, and the duel being fought, if any. */
export function autosaveTextOf(scenario: Scenario, seed: number, orders: readonly Order[], state: GameState, duel: SavedDuel | null = null): string {
  const record = gameRecordOf(scenario, seed, orders, state);
  return JSON.stringify(duel ? { ...record, duel } : record);
}

/**
 * Saves the game; returns why it could not (storage full or blocked), or null. `text` is the game's
 * autosaveTextOf when already made (a big game file's is made in the worker that checked it).
 */
export function writeAutosave(
  storage: KeyValueStorage,
  scenario: Scenario,
  seed: number,
  orders: readonly Order[],
  state: GameState,
  text?: string,
): string | null {
  try {
    storage.setItem(AUTOSAVE_KEY, text ?? autosaveTextOf(scenario, seed, orders, state));
    return null;
  } catch (error) {
    return `the game could not be saved in this browser: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/**
 * Whether the storage may hold a saved game, without reading it: true also when the storage cannot be
 * read, so that readAutosave (./readAutosave.ts) reports why.
 */
export function mayHoldAutosave(storage: KeyValueStorage): boolean {
  try {
    return storage.getItem(AUTOSAVE_KEY) !== null;
  } catch {
    return true;
  }
}

/**
 * Whether the saved game may hold a duel in progress, without reading it (a key `duel` whose value is an
 * object can only be the record's own: inside a string its quotes would be escaped). True when unsure.
 */
export function mayHoldDuel(storage: KeyValueStorage): boolean {
  try {
    return storage.getItem(AUTOSAVE_KEY)?.includes('"duel":{') ?? false;
  } catch {
    return true;
  }
}

export function clearAutosave(storage: KeyValueStorage): void {
  try {
    storage.removeItem(AUTOSAVE_KEY);
    storage.removeItem(AUTOSAVE_ENTRY_KEY);
  } catch {
    // Nothing to clear in a storage we cannot reach.
  }
}

/** The autosave's text as it is, unread (null: none, or the storage cannot be reached). */
export function autosaveText(storage: KeyValueStorage): string | null {
  try {
    return storage.getItem(AUTOSAVE_KEY);
  } catch {
    return null;
  }
}

/** The Saved games entry of the autosaved game (null: none, or not one an entry's id could be). */
export function readAutosaveEntry(storage: KeyValueStorage): string | null {
  try {
    const id = storage.getItem(AUTOSAVE_ENTRY_KEY);
    return id !== null && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** Notes which Saved games entry the autosaved game is (null: none). A storage that refuses keeps nothing: no harm. */
export function writeAutosaveEntry(storage: KeyValueStorage, id: string | null): void {
  try {
    if (id === null) storage.removeItem(AUTOSAVE_ENTRY_KEY);
    else storage.setItem(AUTOSAVE_ENTRY_KEY, id);
  } catch {
    // The game is still saved; only its entry in Saved games is not remembered across a reload.
  }
}
