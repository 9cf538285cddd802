import { incomeOf, wealthOf } from './economy.ts';
import { countBuildings, defendingUnitsOf, unitCount } from './pieces.ts';
import type { EventRecorder } from './recorder.ts';
import type { GameResult, GameState } from './types.ts';

/** Start of a turn: income, then the player's own DEFEND stances end (they lasted through the others' turns). */
export function startTurn(recorder: EventRecorder, playerIndex: number, round: number): void {
  const player = recorder.state.players[playerIndex]!;
  recorder.emit({ type: 'TURN_STARTED', player: player.id, round, turnNumber: recorder.state.turnNumber + 1 });
  const lines = incomeOf(recorder.state, player.id);
  const gold = lines.reduce((sum, line) => sum + line.gold, 0);
  if (gold > 0) recorder.emit({ type: 'INCOME_COLLECTED', player: player.id, gold, lines });
  const defending = defendingUnitsOf(recorder.state, player.id);
  if (defending.length > 0) recorder.emit({ type: 'DEFEND_ENDED', player: player.id, units: defending });
}

/** After a turn's orders resolved: who is out, whether the game is won, and whose turn is next. */
export function finishTurn(recorder: EventRecorder): void {
  const ending = recorder.state.players[recorder.state.activePlayer]!;
  recorder.emit({ type: 'TURN_ENDED', player: ending.id });

  // A player with no units and no buildings is out (counted by the pieces' indexes, not a pass over them).
  for (const player of recorder.state.players) {
    const { state } = recorder;
    const holds = unitCount(state, player.id) > 0 || countBuildings(state, player.id) > 0;
    if (!player.eliminated && !holds) recorder.emit({ type: 'PLAYER_ELIMINATED', player: player.id });
  }
  if (endIfDecided(recorder)) return;

  const { players, activePlayer, round } = recorder.state;
  let next = activePlayer;
  let nextRound = round;
  do {
    next = (next + 1) % players.length;
    if (next === recorder.state.roundStarter) nextRound++;
  } while (players[next]!.eliminated);

  const campaign = recorder.state.campaign;
  if (campaign.kind === 'economics' && campaign.turnLimit !== null && nextRound > campaign.turnLimit) {
    recorder.emit({ type: 'GAME_OVER', result: richest(recorder.state, 'turn-limit') });
    return;
  }
  startTurn(recorder, next, nextRound);
  endIfDecided(recorder);
}

/** Emits GAME_OVER when the campaign is decided; true when it did. */
export function endIfDecided(recorder: EventRecorder): boolean {
  const state = recorder.state;
  const standing = state.players.filter((p) => !p.eliminated);
  let result: GameResult | null = null;
  if (standing.length === 0) result = { kind: 'draw', players: [], reason: 'no-one-left' };
  else if (standing.length === 1) result = { kind: 'won', winner: standing[0]!.id, reason: 'last-standing' };
  else if (state.campaign.kind === 'economics') {
    const target = state.campaign.wealthTarget;
    if (standing.some((p) => wealthOf(state, p.id) >= target)) result = richest(state, 'wealth');
  }
  if (result) recorder.emit({ type: 'GAME_OVER', result });
  return result !== null;
}

/** The wealthiest player still in the game wins; an exact tie at the top is a draw. */
function richest(state: GameState, reason: 'wealth' | 'turn-limit'): GameResult {
  const standing = state.players.filter((p) => !p.eliminated);
  const best = Math.max(...standing.map((p) => wealthOf(state, p.id)));
  const top = standing.filter((p) => wealthOf(state, p.id) === best);
  return top.length === 1 ? { kind: 'won', winner: top[0]!.id, reason } : { kind: 'draw', players: top.map((p) => p.id), reason };
}

