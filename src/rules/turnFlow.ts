import { boardRulesOf } from './boardRulesOf.ts';
import { healHeroes } from './champions/heal.ts';
import { incomeOf, wealthOf } from './economy.ts';
import { countBuildings, defendingUnitsOf, unitCount } from './pieces.ts';
import type { EventRecorder } from './recorder.ts';
import type { GameResult, GameState, Player } from './types.ts';

// The steps every turn structure is built from (turnStructure.ts): a player's turn starting, players
// knocked out, the campaign decided. Which player's turn starts when is the structure's to say.

/** Start of a player's turn: income, then the player's own DEFEND stances end (they lasted through the others' turns). */
export function startTurn(recorder: EventRecorder, player: Player, round: number): void {
  const turnNumber = recorder.ask((state) => state.turnNumber + 1);
  recorder.emit({ type: 'TURN_STARTED', player: player.id, round, turnNumber });
  collectIncomeAndStandDown(recorder, player);
}

/** A player's income, then the end of their DEFEND stances: the start of their turn, or of a week. */
export function collectIncomeAndStandDown(recorder: EventRecorder, player: Player): void {
  const lines = recorder.ask((state) => incomeOf(state, player.id));
  const gold = lines.reduce((sum, line) => sum + line.gold, 0);
  if (gold > 0) recorder.emit({ type: 'INCOME_COLLECTED', player: player.id, gold, lines });
  const defending = recorder.ask((state) => defendingUnitsOf(state, player.id));
  if (defending.length > 0) recorder.emit({ type: 'DEFEND_ENDED', player: player.id, units: defending });
  recorder.ask(boardRulesOf)?.atTurnStart(recorder, player.id);
  healHeroes(recorder, player);
}

/** A player with no units and no buildings is out (counted by the pieces' indexes, not a pass over them). */
export function eliminateThoseWithNothing(recorder: EventRecorder): void {
  const out = recorder.ask((state) =>
    state.players.filter((p) => !p.eliminated && unitCount(state, p.id) === 0 && countBuildings(state, p.id) === 0).map((p) => p.id),
  );
  for (const player of out) recorder.emit({ type: 'PLAYER_ELIMINATED', player });
}

/** Emits GAME_OVER when the campaign is decided; true when it did. */
export function endIfDecided(recorder: EventRecorder): boolean {
  const result = recorder.ask(decided);
  if (result) recorder.emit({ type: 'GAME_OVER', result });
  return result !== null;
}

/** Economics with a turn limit: emits GAME_OVER, and is true, when round `nextRound` would be past it. */
export function endAtTurnLimit(recorder: EventRecorder, nextRound: number): boolean {
  const result = recorder.ask((state) => {
    const { campaign } = state;
    const over = campaign.kind === 'economics' && campaign.turnLimit !== null && nextRound > campaign.turnLimit;
    return over ? richest(state, 'turn-limit') : null;
  });
  if (result) recorder.emit({ type: 'GAME_OVER', result });
  return result !== null;
}

const standingIn = (state: GameState): Player[] => state.players.filter((p) => !p.eliminated);

/** How the campaign has ended by now, or null while it goes on. */
function decided(state: GameState): GameResult | null {
  const standing = standingIn(state);
  const [first, second] = standing;
  if (!first) return { kind: 'draw', players: [], reason: 'no-one-left' };
  if (!second) return { kind: 'won', winner: first.id, reason: 'last-standing' };
  const { campaign } = state;
  if (campaign.kind === 'economics' && standing.some((p) => wealthOf(state, p.id) >= campaign.wealthTarget)) return richest(state, 'wealth');
  return null;
}

/** The wealthiest player still in the game wins; an exact tie at the top is a draw. */
function richest(state: GameState, reason: 'wealth' | 'turn-limit'): GameResult {
  const standing = standingIn(state);
  const best = Math.max(...standing.map((p) => wealthOf(state, p.id)));
  const top = standing.filter((p) => wealthOf(state, p.id) === best);
  const [winner] = top;
  return winner && top.length === 1 ? { kind: 'won', winner: winner.id, reason } : { kind: 'draw', players: top.map((p) => p.id), reason };
}
