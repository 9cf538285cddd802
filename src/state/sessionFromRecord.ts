import { replaySteps, type ReplayProgress } from '../io/replayRecord.ts';
import { scenarioFromData } from '../io/scenarioFromData.ts';
import type { GameRecord } from '../io/schema/gameRecord.ts';
import type { GameSession } from './session.ts';
import { sessionFromReplay } from './sessionFromReplay.ts';

export type SessionFromRecord = { readonly ok: true; readonly session: GameSession } | { readonly ok: false; readonly message: string };

/**
 * A hotseat session from a validated record: every order replayed from the seed and checked again,
 * every checkpoint compared. Any difference refuses the whole record (nothing half-loaded).
 * A record that stops mid-turn gives a session whose plan is those orders.
 */
export function sessionFromRecord(record: GameRecord, progress?: ReplayProgress): SessionFromRecord {
  const scenario = scenarioFromData(record.scenario);
  if ('error' in scenario) return { ok: false, message: `scenario: ${scenario.error}` };
  const { outcome, steps } = replaySteps(record, (step) => step, progress);
  if (!outcome.ok) return { ok: false, message: outcome.message };
  return { ok: true, session: sessionFromReplay(scenario, record.seed, record.orders, outcome.state, steps) };
}
