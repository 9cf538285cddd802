// A player's orders as typed on the command line: the rules' orders (docs/rules.md), `player` filled in,
// checked against the map of the open phase as the rules check a plan, before anything is signed.
import { z } from 'zod';
import { describeIssues } from '../../../io/describeZodError.ts';
import { parseJson } from '../../../io/parseJson.ts';
import { oneLine, quoteInput } from '../../../io/quoteInput.ts';
import { MAX_ORDERS_PER_FILE } from '../../../io/pbem/campaign/documents.ts';
import { orderSchema } from '../../../io/schema/gameRecord.ts';
import { refusalOnTheMap } from '../../../io/pbem/campaign/refusalOnTheMap.ts';
import type { GameState, PlannableOrder } from '../../../rules/index.ts';
import { InputError } from '../../io.ts';

const ordersSchema = z.array(orderSchema).max(MAX_ORDERS_PER_FILE);

/** A JSON array of orders (or one order), each made the player's: a `player` left out is filled in. */
export function parseOrders(text: string, player: string, maxBytes: number): PlannableOrder[] {
  const json = parseJson(text, maxBytes);
  if (!json.ok) throw new InputError(oneLine(`--orders: ${json.message}`));
  const list: unknown[] = Array.isArray(json.value) ? json.value : [json.value];
  const filled = list.map((order) => (order !== null && typeof order === 'object' && !('player' in order) ? { ...order, player } : order));
  const parsed = ordersSchema.safeParse(filled);
  if (!parsed.success) throw new InputError(oneLine(`--orders: ${describeIssues(parsed.error.issues, 1)}`));
  const orders: PlannableOrder[] = [];
  for (const [i, order] of parsed.data.entries()) {
    if (order.player !== player) throw new InputError(`--orders: order ${i + 1} is ${quoteInput(order.player)}'s; these orders are signed by ${player}`);
    if (order.type === 'END_TURN') throw new InputError(`--orders: order ${i + 1} is END_TURN, which no one sends: the referee ends the turn`);
    orders.push(order);
  }
  return orders;
}

/**
 * Refuses the first order the rules would refuse when the referee plays the plan: the player's plan
 * against the map as the phase found it (in a week every plan is made alone against that map).
 */
export function checkOnTheMap(start: GameState, player: string, orders: readonly PlannableOrder[]): void {
  const refusal = refusalOnTheMap(start, player, orders);
  if (refusal) throw new InputError(refusal);
}
