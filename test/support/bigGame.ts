// Big game files for the worker tests and the verify benchmark. Random play is realistic but slow to
// generate (~1 ms an order here), so a big file is a few hundred orders of random play (units spread
// over the map, fights, recruits) followed by turns that only end: cheap to make, yet each one still
// replays the whole turn and compares a checkpoint hash, the costliest order to verify.
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
    const end: Order = { type: 'END_TURN', player: state.players[state.activePlayer]!.id };
    const outcome = playOrder(state, end, dice);
    if (!outcome.ok) throw new Error(`END_TURN refused: ${outcome.reason}`);
    if (outcome.state.result) throw new Error(`the game ended after ${orders.length + 1} orders`);
    state = outcome.state;
    orders.push(end);
  }
  const made = recordGame(scenario, seed, orders);
  if ('error' in made) throw new Error(made.error);
  return { record: made.record, state };
}
