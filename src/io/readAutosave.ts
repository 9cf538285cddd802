// Reading back the hotseat game the browser saved (./autosave.ts writes it). Loading replays it through
// the rules, so a save that no longer fits is reported and dropped, never trusted. Loaded on demand
// (src/state/autosaveSubscriber.ts): it brings the game file reader and its schema library.
import type { GameState, Order, Scenario } from '../rules/index.ts';
import { AUTOSAVE_KEY, type KeyValueStorage } from './autosave.ts';
import { loadGameRecord } from './loadGameRecord.ts';
import { replaySteps, type ReplayStep } from './replayRecord.ts';
import { scenarioFromData } from './scenarioFromData.ts';

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

/** The saved game replayed through the rules; none; or why it cannot be continued. */
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
