import { DiceError, type DiceSource } from '../dice.ts';
import { EventRecorder } from '../recorder.ts';
import { turnStructureOf } from '../turnStructures.ts';
import type { EndTurnOrder, GameState } from '../types.ts';
import { DuelUnfinished, type UnfinishedDuel } from './duelError.ts';

/**
 * The duel an END_TURN stops at because its play is missing or not over, with the map as the duel begins;
 * null when the END_TURN needs no more of any duel (it may still be refused for another reason). A referee
 * by e-mail deals a duel's rounds one at a time from this.
 */
export function unfinishedDuelOf(state: GameState, order: EndTurnOrder, dice: DiceSource): UnfinishedDuel | null {
  try {
    turnStructureOf(state).onEndTurn(new EventRecorder(state), order, dice);
  } catch (error) {
    if (error instanceof DuelUnfinished) return error.duel;
    if (!(error instanceof DiceError)) throw error;
  }
  return null;
}
