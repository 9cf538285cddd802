// The hotseat game saved in the browser after every order, as a game record: the scenario (with the
// players' colours), the seed and the orders that stand. Reading it back is ./readAutosave.ts's, which
// needs the game file reader (the schema library): a first visit, with nothing saved, never loads it.
import type { GameState, Order, Scenario } from '../rules/index.ts';
import { gameRecordOf } from './saveGameRecord.ts';

export const AUTOSAVE_KEY = 'karnage.autosave';

/** The part of the Web Storage API the autosave uses (localStorage, or a fake in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** What the autosave holds for a game: its record, as a game file holds it. */
export function autosaveTextOf(scenario: Scenario, seed: number, orders: readonly Order[], state: GameState): string {
  return JSON.stringify(gameRecordOf(scenario, seed, orders, state));
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

export function clearAutosave(storage: KeyValueStorage): void {
  try {
    storage.removeItem(AUTOSAVE_KEY);
  } catch {
    // Nothing to clear in a storage we cannot reach.
  }
}
