// The hotseat game saved in the browser after every order, as a game record: the scenario (with the
// players' colours), the seed and the orders that stand. Loading replays it through the rules, so a
// save that no longer fits is reported and dropped, never trusted.
import type { GameState, Order, Scenario } from '../rules/index.ts';
import { loadGameRecord } from './loadGameRecord.ts';
import { replaySteps, type ReplayStep } from './replayRecord.ts';
import { gameRecordOf } from './saveGameRecord.ts';
import { scenarioFromData } from './scenarioFromData.ts';

export const AUTOSAVE_KEY = 'karnage.autosave';

/** The part of the Web Storage API the autosave uses (localStorage, or a fake in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

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
    };

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

export function readAutosave(storage: KeyValueStorage): AutosaveRead {
  let text: string | null;
  try {
    text = storage.getItem(AUTOSAVE_KEY);
  } catch (error) {
    return { kind: 'broken', message: `the saved game could not be read: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (text === null) return { kind: 'none' };
  const loaded = loadGameRecord(text);
  if (!loaded.ok) return { kind: 'broken', message: loaded.message };
  const record = loaded.value;
  const scenario = scenarioFromData(record.scenario);
  if ('error' in scenario) return { kind: 'broken', message: scenario.error };

  const { outcome, steps } = replaySteps(record, (step) => step);
  if (!outcome.ok) return { kind: 'broken', message: outcome.message };
  return { kind: 'ok', scenario, seed: record.seed, orders: record.orders, state: outcome.state, steps };
}

export function clearAutosave(storage: KeyValueStorage): void {
  try {
    storage.removeItem(AUTOSAVE_KEY);
  } catch {
    // Nothing to clear in a storage we cannot reach.
  }
}
