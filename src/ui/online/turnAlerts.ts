// What tells a player it is their move online, worked out from the store alone (useTurnAlerts.ts puts it on the
// tab): the games whose move is the user's, the tab's title and icon for them, and My games in the order a player
// looks at them — their move first, the finished last.
import type { LobbyEntry } from '../../io/online/lobby.ts';
import type { OnlineState } from './onlineTypes.ts';
import { type GameStateKind, type GameStatus, gameStatus } from './onlineView.ts';

export const PLAIN_ICON = '/favicon.svg';
export const TURN_ICON = '/favicon-turn.svg';

/** A game's status for the user as the store holds it now. */
export function statusIn(s: OnlineState, game: string): GameStatus {
  return gameStatus(s.views[game], s.user, s.sent[game] ?? null, s.connection === 'connected');
}

/** The user's games whose move is theirs (orders due and not sent), in the lobby's order. */
export function gamesToMove(s: OnlineState): LobbyEntry[] {
  return s.games.filter((g) => statusIn(s, g.id).kind === 'mine');
}

/** The tab's title: the page's own, or how many games wait for the user's move. */
export function turnTitle(base: string, toMove: number): string {
  if (toMove === 0) return base;
  return `(${toMove}) Your turn · ${base}`;
}

const RANK: Readonly<Record<GameStateKind, number>> = { mine: 0, duel: 1, dice: 2, sent: 3, theirs: 3, joining: 4, following: 4, stuck: 5, over: 6 };

/** My games by whose move it is: the user's first, then what runs by itself, others' moves, games not begun, the finished. */
export function byWhoseMove(games: readonly LobbyEntry[], statusOf: (game: string) => GameStatus): LobbyEntry[] {
  return games
    .map((entry, at) => ({ entry, at, rank: RANK[statusOf(entry.id).kind] }))
    .sort((a, b) => a.rank - b.rank || a.at - b.at)
    .map((e) => e.entry);
}

/** The games that became the user's move since `before` (game ids): each is a notification when the tab is hidden. */
export function newlyToMove(before: ReadonlySet<string>, now: readonly LobbyEntry[]): LobbyEntry[] {
  return now.filter((g) => !before.has(g.id));
}
