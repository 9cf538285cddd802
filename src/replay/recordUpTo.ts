import type { GameRecord } from '../io/schema/gameRecord.ts';

/**
 * A new game's record: the same scenario and seed with the first `position` orders. Orders after
 * the last END_TURN become the current player's plan. Turn hashes are kept only when the replay
 * verified (they are checked again on loading); the original record is not changed.
 */
export function recordUpTo(record: GameRecord, position: number, verified: boolean): GameRecord {
  const { stateHash: _final, ...rest } = record;
  return {
    ...rest,
    orders: record.orders.slice(0, position),
    checkpoints: verified ? record.checkpoints.filter((c) => c.order < position) : [],
  };
}
