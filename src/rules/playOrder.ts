import { applyEvent } from './applyEvent.ts';
import { DiceError, scriptedDice, seededDice, type DiceSource } from './dice.ts';
import { normalizeOrder } from './normalizeOrder.ts';
import { EventRecorder } from './recorder.ts';
import { turnStructureOf } from './turnStructures.ts';
import type { EndTurnOrder, GameEvent, GameState, Order, Outcome } from './types.ts';
import { validateOrder } from './validateOrder.ts';

/**
 * A player's order: checked, then planned (MOVE, ATTACK, DEFEND, BUILD, RECRUIT) or, for END_TURN,
 * handed to the game's turn structure to resolve with the dice — the faces the order carries (a
 * referee's physical dice), else `dice`, by default the game's own seeded dice. A refused order leaves
 * the state exactly as it was.
 */
export function playOrder(state: GameState, order: Order, dice: DiceSource = seededDice(state.seed)): Outcome {
  const verdict = validateOrder(state, order);
  if (!verdict.ok) return verdict;
  if (order.type === 'END_TURN') return endTurn(state, order, dice);
  const planned: GameEvent = { type: 'ORDER_PLANNED', order: normalizeOrder(order), cost: verdict.cost };
  return { ok: true, state: applyEvent(state, planned), events: [planned] };
}

function endTurn(state: GameState, order: EndTurnOrder, dice: DiceSource): Outcome {
  const recorder = new EventRecorder(state);
  const rolls = order.rolls ?? null;
  const typed = rolls && scriptedDice(rolls);
  try {
    turnStructureOf(state).onEndTurn(recorder, order, typed ?? dice);
  } catch (error) {
    // Typed-in dice that run out or do not fit the die: nothing happened yet, the state stands.
    if (error instanceof DiceError) return { ok: false, reason: error.message };
    throw error;
  }
  // Faces left over mean the referee and the game disagree about the fights: better said than ignored.
  if (rolls && typed && typed.used() < rolls.length) {
    return { ok: false, reason: `${rolls.length} dice typed, but this turn's fights roll only ${typed.used()}` };
  }
  return { ok: true, state: recorder.state, events: recorder.events };
}
