import type { EventRecorder } from './recorder.ts';
import { newYearIfDue } from './newYear.ts';
import { resolveOrders } from './resolveTurn.ts';
import { activePlayer } from './stateQueries.ts';
import { eliminateThoseWithNothing, endAtTurnLimit, endIfDecided, startTurn } from './turnFlow.ts';
import type { TurnStructure } from './turnStructure.ts';
import type { GameState, Player } from './types.ts';

/**
 * Players around one screen (or a referee entering turns by e-mail one day per player): one turn each,
 * in seat order, and a round when every player still in the game has had one. Only the active player
 * plans; END_TURN resolves that player's orders in the order they were given.
 */
export const hotseat: TurnStructure = {
  id: 'hotseat',

  cannotOrder(state, player) {
    const active = activePlayer(state);
    return player.id === active.id ? null : `it is ${active.name}'s turn, not ${player.name}'s`;
  },

  begin(recorder) {
    const { player, round } = recorder.ask((state) => ({ player: activePlayer(state), round: state.round }));
    startTurn(recorder, player, round);
    // The first turn's income can reach an Economics wealth target, as any later turn's can.
    endIfDecided(recorder);
  },

  onEndTurn(recorder, order, dice) {
    resolveOrders(
      recorder,
      recorder.ask((state) => state.pending),
      dice,
      order.duels,
    );
    passTheTurn(recorder);
  },
};

/** After the active player's orders resolved: who is out, whether the game is won, and whose turn is next. */
function passTheTurn(recorder: EventRecorder): void {
  recorder.emit({ type: 'TURN_ENDED', player: recorder.ask(activePlayer).id });
  eliminateThoseWithNothing(recorder);
  if (endIfDecided(recorder)) return;
  const { player, round } = recorder.ask(nextSeat);
  if (endAtTurnLimit(recorder, round)) return;
  if (round !== recorder.ask((state) => state.round)) newYearIfDue(recorder, round);
  startTurn(recorder, player, round);
  endIfDecided(recorder);
}

/** The next player in seat order still in the game, and the round of their turn: a new one when the seat that opens rounds comes up. */
function nextSeat(state: GameState): { player: Player; round: number } {
  const { players, roundStarter } = state;
  let seat = state.activePlayer;
  let round = state.round;
  for (let step = 0; step < players.length; step++) {
    seat = (seat + 1) % players.length;
    if (seat === roundStarter) round++;
    const player = players[seat];
    if (player && !player.eliminated) return { player, round };
  }
  throw new Error('nobody is left to take the next turn');
}
