import { loadGameRecord } from '../../io/loadGameRecord.ts';
import { replayRecord } from '../../io/replayRecord.ts';
import { buildingsOf, unitsOf, type GameState } from '../../rules/index.ts';
import { printJson, readInput, UsageError, type CliIo } from '../io.ts';

/** karnage replay FILE — validates and replays a game record, prints where the game stands. */
export function replayCommand(args: readonly string[], io: CliIo): number {
  const file = args[0];
  if (file === undefined) throw new UsageError('missing the game file to replay');
  const loaded = loadGameRecord(readInput(file, io));
  if (!loaded.ok) {
    io.err(`${file}: ${loaded.message}`);
    return 1;
  }
  const replayed = replayRecord(loaded.value);
  if (!replayed.ok) {
    io.err(`${file}: ${replayed.message}`);
    return 1;
  }
  printJson(io, { ...summarize(replayed.state), orders: loaded.value.orders.length, verifiedTurns: replayed.verifiedTurns, stateHash: replayed.hash });
  return 0;
}

function summarize(state: GameState) {
  const result = state.result;
  return {
    round: state.round,
    activePlayer: state.players[state.activePlayer]!.id,
    players: state.players.map((p) => ({
      id: p.id,
      name: p.name,
      race: p.race,
      gold: p.gold,
      units: unitsOf(state, p.id).length,
      buildings: buildingsOf(state, p.id).length,
      eliminated: p.eliminated,
    })),
    winner: result?.kind === 'won' ? result.winner : null,
    ...(result ? { result } : {}),
  };
}
