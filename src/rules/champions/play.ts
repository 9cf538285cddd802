import type { Declaration, Pair, Side } from '../duel/types.ts';
import type { HexCoord } from '../types.ts';

/** One round of a duel as its two players played it: who hesitated at its start, then each register's maneuvers. */
export interface PlayedRound {
  readonly hesitate?: readonly Side[];
  /** Per register, the attacker's maneuver and the defender's (null: none). */
  readonly registers: readonly Pair<Declaration | null>[];
}

/**
 * A duel between heroes as played at the screen before its END_TURN: the hands and the initiative come
 * from the game's dice (deal.ts), so an END_TURN carries only what the players chose. `target` names the
 * duel by the hex of the hero attacked.
 */
export interface DuelPlay {
  readonly target: HexCoord;
  readonly rounds: readonly PlayedRound[];
}
