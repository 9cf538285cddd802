// Big game files for the worker tests and the verify benchmark. Random play is realistic but slow to
// generate (~1 ms an order here), so a big file is a few hundred orders of random play (units spread
// over the map, fights, recruits) followed by turns in which every unit defends: cheap to make, yet
// each order is checked again and each turn resolved and compared with its checkpoint hash.
import { recordGame } from '../../src/io/saveGameRecord.ts';
import type { GameRecord } from '../../src/io/schema/gameRecord.ts';
import { playOrder, seededDice, type GameState, type Order } from '../../src/rules/index.ts';
import { playRandomGame, randomScenario } from './randomPlay.ts';

/** The record of a game of `totalOrders` orders, and the state it ends in. */
export function bigGame(totalOrders: number, { randomOrders = 400, seed = 31 } = {}): { record: GameRecord; state: GameState } {
  const scenario = randomScenario(4, 32, 24, seed);
  const game = playRandomGame(scenario, seed, randomOrders);
  const orders: Order[] = [...game.orders];
  // The dice are keyed by turn, unit and roll, not drawn in sequence: a fresh source plays on alike.
  const dice = seededDice(seed);
  let state = game.state;
  while (orders.length < totalOrders) {
    const player = state.players[state.activePlayer]!.id;
    // The random part may stop mid-turn: units with an order already sit that turn out.
    const busy = new Set(state.pending.map((p) => ('unit' in p.order ? p.order.unit : '')));
    const turn: Order[] = Object.values(state.units)
      .filter((unit) => unit.owner === player && !busy.has(unit.id))
      .map((unit) => ({ type: 'DEFEND', player, unit: unit.id }));
    turn.push({ type: 'END_TURN', player });
    for (const order of turn.slice(0, totalOrders - orders.length)) {
      const outcome = playOrder(state, order, dice);
      if (!outcome.ok) throw new Error(`${order.type} refused: ${outcome.reason}`);
      if (outcome.state.result) throw new Error(`the game ended after ${orders.length + 1} orders`);
      state = outcome.state;
      orders.push(order);
    }
  }
  const made = recordGame(scenario, seed, orders);
  if ('error' in made) throw new Error(made.error);
  return { record: made.record, state };
}
