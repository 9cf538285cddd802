// A player's plan checked as the referee will play it, before anything is signed: against the map as the open phase
// found it (in a week every plan is made alone against that map). The command line and online players both ask.
import { playOrder, takeOrdersFrom, type GameState, type PlannableOrder } from '../../../rules/index.ts';
import { oneLine } from '../../quoteInput.ts';

/** The first order the rules would refuse, as one line; null when the rules take every one. */
export function refusalOnTheMap(start: GameState, player: string, orders: readonly PlannableOrder[]): string | null {
  let state = start;
  if (state.week) {
    const taken = takeOrdersFrom(state, player);
    if (typeof taken === 'string') return oneLine(taken);
    state = taken;
  }
  for (const [i, order] of orders.entries()) {
    const outcome = playOrder(state, order);
    if (!outcome.ok) return oneLine(`order ${i + 1} (${order.type}${'unit' in order ? ` of ${order.unit}` : ''}) is refused: ${outcome.reason}`);
    state = outcome.state;
  }
  return null;
}
