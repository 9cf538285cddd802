import { applyEvent } from './applyEvent.ts';
import type { GameEvent, GameState, Outcome, PlannableOrder } from './types.ts';
import { validateOrder } from './validateOrder.ts';

/**
 * Takes back a planned order. Later orders that depended on it (a move into the hex it would have
 * left, gold it would have saved) are taken back too, each with the reason. No die is involved.
 */
export function withdrawOrder(state: GameState, index: number): Outcome {
  const taken = state.pending[index];
  if (!taken) return { ok: false, reason: `there is no planned order number ${index + 1}` };

  // Re-check the later orders in turn against the plan without the withdrawn one.
  let replanned: GameState = { ...state, pending: state.pending.slice(0, index) };
  const dropped = new Map<PlannableOrder, string>([[taken.order, 'taken back']]);
  for (const { order } of state.pending.slice(index + 1)) {
    const verdict = validateOrder(replanned, order);
    if (verdict.ok) replanned = applyEvent(replanned, { type: 'ORDER_PLANNED', order, cost: verdict.cost });
    else dropped.set(order, verdict.reason);
  }

  const events: GameEvent[] = [];
  let next = state;
  for (const [order, reason] of dropped) {
    const event: GameEvent = { type: 'ORDER_WITHDRAWN', index: next.pending.findIndex((p) => p.order === order), order, reason };
    events.push(event);
    next = applyEvent(next, event);
  }
  return { ok: true, state: next, events };
}
