import { activePlayer, buildingsOf, unitsOf, type GameState } from '../../rules/index.ts';
import { printJson, UsageError, type CliIo } from '../io.ts';
import { readVerifiedGame } from '../verifiedGame.ts';

/** karnage replay FILE — validates and replays a game record, prints where the game stands. */
export function replayCommand(args: readonly string[], io: CliIo): number {
  const file = args[0];
  if (file === undefined) throw new UsageError('missing the game file to replay');
  const game = readVerifiedGame(file, io);
  if (!game) return 1;
  const { record, replayed } = game;
  printJson(io, { ...summarize(replayed.state), orders: record.orders.length, verifiedTurns: replayed.verifiedTurns, stateHash: replayed.hash });
  return 0;
}

function summarize(state: GameState) {
  const result = state.result;
  return {
    round: state.round,
    activePlayer: activePlayer(state).id,
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
