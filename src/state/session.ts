import type { GameEvent, GameState, Order, PlayerId, Scenario, UnitId } from '../rules/index.ts';

/** An event with the turn it happened in, for the event log and the turn report. */
export interface LoggedEvent {
  readonly round: number;
  readonly turnNumber: number;
  /** Whose turn it was. */
  readonly player: PlayerId;
  readonly event: GameEvent;
}

import type { KnownUnit } from '../rules/text/names.ts';

export type { KnownUnit };

/** One game at one screen: where it started, its dice seed, the orders that stand, and what they did. */
export interface GameSession {
  readonly scenario: Scenario;
  readonly seed: number;
  /**
   * Every order of the turns already played, END_TURNs included. The current turn's plan is not kept
   * here: the rules keep it in `state.pending`, its one record (see ordersOf).
   */
  readonly played: readonly Order[];
  readonly state: GameState;
  /** "#rrggbb" per player id. */
  readonly colours: Readonly<Record<PlayerId, string>>;
  /** Everything that happened, planning aside (the plan is private until it resolves). */
  readonly log: readonly LoggedEvent[];
  /** What the last END_TURN did, down to the next player's income. */
  readonly lastReport: readonly LoggedEvent[] | null;
  readonly knownUnits: Readonly<Record<UnitId, KnownUnit>>;
}

/** Every order that stands, as a game file and the autosave keep them: the turns played, then the plan. */
export function ordersOf(session: Pick<GameSession, 'played' | 'state'>): readonly Order[] {
  const { played, state } = session;
  return state.pending.length === 0 ? played : [...played, ...state.pending.map((p) => p.order)];
}

/** The orders of a replayed game split the same way: the current turn's plan is the state's. */
export function playedOf(orders: readonly Order[], state: GameState): readonly Order[] {
  return state.pending.length === 0 ? orders : orders.slice(0, orders.length - state.pending.length);
}

// The screen's own state is the UI slice's (./uiSlice.ts); some panels still name it from here.
export type { Menu, UiState } from './uiSlice.ts';
