import { DiceError, scriptedDice, seededDice, type DiceSource } from './dice.ts';
import { normalizeOrder } from './normalizeOrder.ts';
import { EventRecorder } from './recorder.ts';
import { resolvePlannedOrders } from './resolveTurn.ts';
import { finishTurn } from './turnFlow.ts';
import { applyEvent } from './applyEvent.ts';
import type { GameEvent, GameState, Outcome, Order } from './types.ts';
import { validateOrder } from './validateOrder.ts';

/**
 * A player's order: checked, then planned (MOVE, ATTACK, DEFEND, BUILD, RECRUIT) or, for END_TURN,
 * resolved with the dice — the faces the order carries (a referee's physical dice), else `dice`, by
 * default the game's own seeded dice. A refused order leaves the state exactly as it was.
 */
export function playOrder(state: GameState, order: Order, dice: DiceSource = seededDice(state.seed)): Outcome {
  const verdict = validateOrder(state, order);
  if (!verdict.ok) return verdict;
  if (order.type === 'END_TURN') {
    const recorder = new EventRecorder(state);
    const typed = order.rolls ? scriptedDice(order.rolls) : null;
    try {
      resolvePlannedOrders(recorder, typed ?? dice);
    } catch (error) {
      // Typed-in dice that run out or do not fit the die: nothing happened yet, the state stands.
      if (error instanceof DiceError) return { ok: false, reason: error.message };
      throw error;
    }
    // Faces left over mean the referee and the game disagree about the fights: better said than ignored.
    if (typed && typed.used() < order.rolls!.length) {
      return { ok: false, reason: `${order.rolls!.length} dice typed, but this turn's fights roll only ${typed.used()}` };
    }
    finishTurn(recorder);
    return { ok: true, state: recorder.state, events: recorder.events };
  }
  const planned: GameEvent = { type: 'ORDER_PLANNED', order: normalizeOrder(order), cost: verdict.cost };
  return { ok: true, state: applyEvent(state, planned), events: [planned] };
}
