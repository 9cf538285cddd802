import { normalizeOrder, playOrder, startGame, stateHash, type GameState, type Order, type Scenario } from '../rules/index.ts';
import type { GameRecord } from './schema/gameRecord.ts';
import { GAME_RECORD_FORMAT, GAME_RECORD_VERSION } from './schema/gameRecordFormat.ts';
import { scenarioToData } from './scenarioFromData.ts';

export type Checkpoint = GameRecord['checkpoints'][number];

/**
 * The record of a game so far; with the state after the last order it carries that state's hash, and
 * with checkpoints (see recordGame) the hash after every turn, to check replays against.
 */
export function gameRecordOf(
  scenario: Scenario,
  seed: number,
  orders: readonly Order[],
  finalState?: GameState,
  checkpoints: readonly Checkpoint[] = [],
): GameRecord {
  return {
    format: GAME_RECORD_FORMAT,
    version: GAME_RECORD_VERSION,
    scenario: scenarioToData(scenario),
    seed,
    // Only the schema's fields, so a game always loads its own save.
    orders: orders.map((o) => normalizeOrder(o)),
    checkpoints: [...checkpoints],
    ...(finalState ? { stateHash: stateHash(finalState) } : {}),
  };
}

/** A complete record: plays the orders from the start to take the hash after every turn. */
export function recordGame(scenario: Scenario, seed: number, orders: readonly Order[]): { record: GameRecord } | { error: string } {
  const started = startGame(scenario, seed);
  if (!started.ok) return { error: started.reason };
  let state = started.state;
  const checkpoints: Checkpoint[] = [];
  for (const [index, order] of orders.entries()) {
    const outcome = playOrder(state, order);
    if (!outcome.ok) return { error: `orders[${index}]: ${outcome.reason}` };
    state = outcome.state;
    if (order.type === 'END_TURN') checkpoints.push({ order: index, hash: stateHash(state) });
  }
  return { record: gameRecordOf(scenario, seed, orders, state, checkpoints) };
}
