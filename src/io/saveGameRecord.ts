import { normalizeOrder, stateHash, type GameState, type Order, type Scenario } from '../rules/index.ts';
import { GAME_RECORD_FORMAT, GAME_RECORD_VERSION, type GameRecord } from './schema/gameRecord.ts';
import { scenarioToData } from './scenarioFromData.ts';

/** The record of a game so far; with the state after the last order, the record carries its hash to check replays. */
export function gameRecordOf(scenario: Scenario, seed: number, orders: readonly Order[], finalState?: GameState): GameRecord {
  return {
    format: GAME_RECORD_FORMAT,
    version: GAME_RECORD_VERSION,
    scenario: scenarioToData(scenario),
    seed,
    // Only the schema's fields, so a game always loads its own save.
    orders: orders.map((o) => normalizeOrder(o)) as GameRecord['orders'],
    ...(finalState ? { stateHash: stateHash(finalState) } : {}),
  };
}
