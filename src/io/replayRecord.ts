import { playOrder, seededDice, startGame, stateHash, type GameEvent, type GameState, type Order } from '../rules/index.ts';
import type { GameRecord } from './schema/gameRecord.ts';
import { scenarioFromData } from './scenarioFromData.ts';

export type ReplayOutcome =
  | { readonly ok: true; readonly state: GameState; readonly hash: string }
  | { readonly ok: false; readonly message: string; readonly orderIndex?: number };

export interface ReplayObserver {
  /** Called after each order with its events; the initial state comes with index -1. */
  (step: { readonly index: number; readonly order: Order | null; readonly state: GameState; readonly events: readonly GameEvent[] }): void;
}

/**
 * Re-resolves a validated record from its seed: every order is checked again at its point in the log,
 * and the final state must match the recorded hash when there is one.
 */
export function replayRecord(record: GameRecord, observe?: ReplayObserver): ReplayOutcome {
  const scenario = scenarioFromData(record.scenario);
  if ('error' in scenario) return { ok: false, message: scenario.error };
  const started = startGame(scenario, record.seed);
  if (!started.ok) return { ok: false, message: `scenario: ${started.reason}` };
  let state = started.state;
  observe?.({ index: -1, order: null, state, events: started.events });

  const dice = seededDice(record.seed);
  for (const [index, order] of record.orders.entries()) {
    const outcome = playOrder(state, order, dice);
    if (!outcome.ok) {
      return { ok: false, orderIndex: index, message: `orders[${index}] (${order.type} by ${order.player}) is illegal at that point: ${outcome.reason}` };
    }
    state = outcome.state;
    observe?.({ index, order, state, events: outcome.events });
  }
  const hash = stateHash(state);
  if (record.stateHash !== undefined && record.stateHash !== hash) {
    return { ok: false, message: `the replayed game does not match the file: state hash ${hash}, the file says ${record.stateHash}` };
  }
  return { ok: true, state, hash };
}
