import { parseArgs } from 'node:util';
import { checkLongArray } from '../../io/checkLongArray.ts';
import { describeIssues } from '../../io/describeZodError.ts';
import { MAX_GAME_FILE_BYTES } from '../../io/loadGameRecord.ts';
import { parseJson } from '../../io/parseJson.ts';
import { quoteInput } from '../../io/quoteInput.ts';
import { recordGame } from '../../io/saveGameRecord.ts';
import { gameRecordSchema } from '../../io/schema/gameRecord.ts';
import { scenarioFromData } from '../../io/scenarioFromData.ts';
import { playOrder, type Order } from '../../rules/index.ts';
import { parseFaces } from '../faces.ts';
import { fileName, jsonArgument, printJson, UsageError, type CliIo } from '../io.ts';
import { readVerifiedGame } from '../verifiedGame.ts';

/**
 * karnage play FILE '<orders JSON>' [--rolls 5,3] — plays a player's orders on a verified game record and
 * prints the whole new record. --rolls gives the faces of physical dice for the END_TURN among the new
 * orders. Never writes a file: a refused order prints nothing on stdout.
 */
export function playCommand(args: readonly string[], io: CliIo): number {
  const { values, positionals } = parseArgs({ args: [...args], allowPositionals: true, options: { rolls: { type: 'string' } } });
  const [file, ordersArgument, ...extra] = positionals;
  if (file === undefined) throw new UsageError('missing the game file to play on');
  if (ordersArgument === undefined) throw new UsageError('missing the orders JSON');
  if (extra.length > 0) throw new UsageError(`unexpected argument ${quoteInput(extra[0])}`);
  const faces = values.rolls === undefined ? undefined : parseFaces(values.rolls);

  // 1. The game so far, checked as `karnage replay` checks it.
  const game = readVerifiedGame(file, io);
  if (!game) return 1;
  const { record, replayed } = game;

  // 2. The new orders, with the referee's dice on their END_TURN.
  const parsed = parseOrders(jsonArgument(ordersArgument, 'orders JSON', io, MAX_GAME_FILE_BYTES));
  if (!parsed.ok) {
    io.err(parsed.message);
    return 1;
  }
  let orders = parsed.orders;
  if (faces !== undefined) {
    const endTurns = orders.flatMap((order, at) => (order.type === 'END_TURN' ? [{ at, endTurn: order }] : []));
    const [only] = endTurns;
    if (!only || endTurns.length > 1) {
      throw new UsageError(`--rolls gives the dice for one END_TURN, but the orders hold ${endTurns.length === 0 ? 'none' : endTurns.length}`);
    }
    const { at, endTurn } = only;
    if (endTurn.rolls !== undefined) {
      throw new UsageError(`orders[${at}] (END_TURN by ${endTurn.player}) already has rolls: give the dice there or with --rolls, not both`);
    }
    orders = orders.map((o, i) => (i === at ? { ...o, rolls: faces } : o));
    // The faces must fit a file's limits as well as the dice.
    const checked = checkOrders(orders);
    if (!checked.ok) {
      io.err(checked.message);
      return 1;
    }
  }

  // 3. Play them, the first refusal stops everything.
  // The game's seeded dice (the rules' default), unless an END_TURN carries the faces.
  let state = replayed.state;
  for (const [index, order] of orders.entries()) {
    const outcome = playOrder(state, order);
    if (!outcome.ok) {
      io.err(`orders[${index}] (${order.type} by ${order.player}): ${outcome.reason}`);
      return 1;
    }
    state = outcome.state;
  }

  // 4. The complete new record, checkpoints and all.
  const scenario = scenarioFromData(record.scenario);
  if ('error' in scenario) {
    io.err(`${fileName(file)}: ${scenario.error}`);
    return 1;
  }
  const recorded = recordGame(scenario, record.seed, [...record.orders, ...orders]);
  if ('error' in recorded) {
    io.err(`cannot record the game: ${recorded.error}`);
    return 1;
  }
  printJson(io, recorded.record);
  return 0;
}

type Parsed = { ok: true; orders: Order[] } | { ok: false; message: string };

/** A JSON array of orders, or one order on its own. */
function parseOrders(text: string): Parsed {
  const json = parseJson(text, MAX_GAME_FILE_BYTES);
  if (!json.ok) return { ok: false, message: `orders: ${json.message}` };
  const value = json.value;
  if (typeof value !== 'object' || value === null) {
    return { ok: false, message: 'orders: expected a JSON array of orders, or one order object' };
  }
  const orders = Array.isArray(value) ? value : [value];
  if (orders.length === 0) return { ok: false, message: 'orders: the list is empty, there is nothing to play' };
  return checkOrders(orders);
}

/** The new orders, checked exactly as a game file's orders are; paths read "orders[1].target". */
function checkOrders(orders: readonly unknown[]): Parsed {
  const result = checkLongArray(gameRecordSchema.shape.orders, orders, ['orders']);
  if (!result.ok) return { ok: false, message: `the orders have errors:\n${describeIssues(result.issues, 5, result.complete)}` };
  return { ok: true, orders: result.value };
}
