// Nothing replaces a game in progress without asking: a game file loaded, a replay's "Continue from here", the
// editor's "Play this map" or a game opened from Saved games waits here, beside the game it would replace, until
// the players answer Keep or Replace (src/ui/games/ReplaceDialog.tsx). Either way the game in progress is kept in
// Saved games first (./savedGames.ts), so nothing is lost.
import type { GameState } from '../rules/index.ts';
import type { GameSession } from './session.ts';
import type { DuelRequest } from './uiSlice.ts';

/** A game as the players know it: who plays, and the round. */
export interface GameNames {
  readonly names: readonly string[];
  readonly round: number;
}

/** A game to play on instead: its session, and where it came from. */
export interface IncomingGame {
  readonly kind: 'game';
  readonly session: GameSession;
  /** The autosave's text made with it (a big game file's), if any. */
  readonly autosaveText: string | null;
  /** The duels it was fighting (a game kept mid-duel), and what reopening them had to say. */
  readonly duel: DuelRequest | null;
  readonly notice: string | null;
  /** Its entry in Saved games, when it was opened from there. */
  readonly savedId: string | null;
}

/** A new game on a map from the editor, set up on the new-game screen. */
export interface IncomingMap {
  readonly kind: 'map';
  readonly name: string;
}

export interface PendingReplace {
  /** The game in progress. */
  readonly current: GameNames;
  readonly incoming: IncomingGame | IncomingMap;
}

export function gameNamesOf(state: GameState): GameNames {
  return { names: state.players.map((p) => p.name), round: state.round };
}

/** "Ann", "Ann and Bob", "Ann, Bob and Cy". */
export function namesText(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? 'nobody');
}

/** "the game of Ann and Bob, round 3". */
export function gameText(game: GameNames): string {
  return `the game of ${namesText(game.names)}, round ${game.round}`;
}

/** The text with a capital first letter, to begin a sentence. */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What would replace the game, as the question names it. */
export function incomingText(incoming: PendingReplace['incoming']): string {
  return incoming.kind === 'map' ? `a new game on the map ${JSON.stringify(incoming.name)}` : gameText(gameNamesOf(incoming.session.state));
}

/** Whether a game is in progress: one the players have not finished. */
export function inProgress(session: GameSession | null): session is GameSession {
  return session !== null && session.state.result === null;
}
