// Which turns the timeline list renders. A long game has thousands of turns: laying out a row for each
// froze the page for seconds, so the list shows a window around the current turn, follows it on jumps,
// and grows on request ("Show earlier turns" / "Show later turns"), as the game's event log does.

/** The turns turns[first .. last] (inclusive) are rendered; empty when last < first. */
export interface TurnWindow {
  readonly first: number;
  readonly last: number;
}

/**
 * Turns shown either side of the current one when the list opens or follows a jump: a dozen rounds of a
 * four-player game to scroll through, and few enough rows to lay out in a few milliseconds.
 */
export const TURNS_AROUND = 50;
/** Turns each "Show earlier turns" / "Show later turns" adds. */
export const TURNS_MORE = 100;

/** No turns: what the list shows in the moment before its first rows render. */
export const NO_TURNS: TurnWindow = { first: 0, last: -1 };

const clampTurn = (turn: number, count: number) => Math.max(0, Math.min(count - 1, turn));

/**
 * A window of up to 2 × around + 1 turns centred on `current` (-1, the start, counts as the first turn),
 * shifted at either end of the game so it stays that size when the game has enough turns.
 */
export function windowAround(current: number, count: number, around = TURNS_AROUND): TurnWindow {
  if (count <= 0) return { first: 0, last: -1 };
  const centre = clampTurn(current, count);
  const first = Math.max(0, Math.min(centre - around, count - 1 - 2 * around));
  return { first, last: Math.min(count - 1, first + 2 * around) };
}

/**
 * The window to render now: the same one while the current turn is in it (so turns a player asked
 * for stay shown), else a new one around the current turn. Kept inside a game of `count` turns.
 */
export function followCurrent(window: TurnWindow, current: number, count: number, around = TURNS_AROUND): TurnWindow {
  if (count <= 0) return window.last < window.first ? window : { first: 0, last: -1 };
  const first = Math.max(0, window.first);
  const last = Math.min(count - 1, window.last);
  const at = clampTurn(current, count);
  if (at < first || at > last) return windowAround(current, count, around);
  return first === window.first && last === window.last ? window : { first, last };
}

/** The window with up to `by` more turns before it. */
export function showEarlier(window: TurnWindow, by = TURNS_MORE): TurnWindow {
  return { first: Math.max(0, window.first - by), last: window.last };
}

/** The window with up to `by` more turns after it, in a game of `count` turns. */
export function showLater(window: TurnWindow, count: number, by = TURNS_MORE): TurnWindow {
  return { first: window.first, last: Math.min(count - 1, window.last + by) };
}
