import { DiceError, seededDice, type DiceSource } from './dice.ts';
import { normalizeOrder } from './normalizeOrder.ts';
import { EventRecorder } from './recorder.ts';
import { resolvePlannedOrders } from './resolveTurn.ts';
import { finishTurn } from './turnFlow.ts';
import type { GameState, Outcome, Order } from './types.ts';
import { validateOrder } from './validateOrder.ts';

/**
 * A player's order: checked, then planned (MOVE, ATTACK, DEFEND, BUILD, RECRUIT) or, for END_TURN,
 * resolved with the dice — by default the game's own seeded dice. A refused order leaves the state
 * exactly as it was.
 */
export function playOrder(state: GameState, order: Order, dice: DiceSource = seededDice(state.seed)): Outcome {
  const verdict = validateOrder(state, order);
  if (!verdict.ok) return verdict;
  const recorder = new EventRecorder(state);
  if (order.type === 'END_TURN') {
    try {
      resolvePlannedOrders(recorder, dice);
    } catch (error) {
      // Typed-in dice that run out or do not fit the die: nothing happened yet, the state stands.
      if (error instanceof DiceError) return { ok: false, reason: error.message };
      throw error;
    }
    finishTurn(recorder);
  } else {
    recorder.emit({ type: 'ORDER_PLANNED', order: normalizeOrder(order), cost: verdict.cost });
  }
  return { ok: true, state: recorder.state, events: recorder.events };
}
