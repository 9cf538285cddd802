import { playOrder, seededDice, startGame, stateHash, type GameEvent, type GameState, type Order } from '../rules/index.ts';
import type { GameRecord } from './schema/gameRecord.ts';
import { scenarioFromData } from './scenarioFromData.ts';

export type ReplayOutcome =
  | { readonly ok: true; readonly state: GameState; readonly hash: string; /** Checkpoints that matched. */ readonly verifiedTurns: number }
  | { readonly ok: false; readonly message: string; readonly orderIndex?: number };

export interface ReplayObserver {
  /** Called after each order with its events; the initial state comes with index -1. */
  (step: { readonly index: number; readonly order: Order | null; readonly state: GameState; readonly events: readonly GameEvent[] }): void;
}

/**
 * Re-resolves a validated record from its seed: every order is checked again at its point in the log,
 * the state after every END_TURN must match the file's checkpoint for it, and the final state the
 * file's hash. The first difference stops the replay and says where.
 */
export function replayRecord(record: GameRecord, observe?: ReplayObserver): ReplayOutcome {
  const scenario = scenarioFromData(record.scenario);
  if ('error' in scenario) return { ok: false, message: scenario.error };
  const started = startGame(scenario, record.seed);
  if (!started.ok) return { ok: false, message: `scenario: ${started.reason}` };
  let state = started.state;
  observe?.({ index: -1, order: null, state, events: started.events });

  const checkpoints = new Map(record.checkpoints.map((c, i) => [c.order, { ...c, i }]));
  for (const c of record.checkpoints) {
    if (record.orders[c.order]?.type !== 'END_TURN') return { ok: false, message: `checkpoints name orders[${c.order}], which is not an END_TURN` };
  }

  const dice = seededDice(record.seed);
  let verifiedTurns = 0;
  for (const [index, order] of record.orders.entries()) {
    const before = state;
    const outcome = playOrder(state, order, dice);
    if (!outcome.ok) {
      return { ok: false, orderIndex: index, message: `orders[${index}] (${order.type} by ${order.player}) is illegal at that point: ${outcome.reason}` };
    }
    state = outcome.state;
    observe?.({ index, order, state, events: outcome.events });
    const checkpoint = checkpoints.get(index);
    if (checkpoint) {
      const hash = stateHash(state);
      if (hash !== checkpoint.hash) {
        const player = before.players[before.activePlayer]!;
        return {
          ok: false,
          orderIndex: index,
          message:
            `turn ${before.turnNumber} (${player.name}'s, round ${before.round}) ends differently from the file: ` +
            `after orders[${index}] the replay gives state hash ${hash}, checkpoints[${checkpoint.i}] says ${checkpoint.hash} ` +
            '(the file was changed, or made by different rules)',
        };
      }
      verifiedTurns++;
    }
  }
  const hash = stateHash(state);
  if (record.stateHash !== undefined && record.stateHash !== hash) {
    return { ok: false, message: `the replayed game does not match the file: state hash ${hash}, the file says ${record.stateHash}` };
  }
  return { ok: true, state, hash, verifiedTurns };
}
