import type { GameEvent, GameState, HexCoord, Order, PlayerId, Scenario, UnitId, UnitTypeId } from '../rules/index.ts';

/** Which screen the app shows. */
export type Screen = 'setup' | 'resume' | 'game' | 'victory';

/** An event with the turn it happened in, for the event log and the turn report. */
export interface LoggedEvent {
  readonly round: number;
  readonly turnNumber: number;
  /** Whose turn it was. */
  readonly player: PlayerId;
  readonly event: GameEvent;
}

/** A unit as the logs name it, kept after the unit is gone from the board. */
export interface KnownUnit {
  readonly type: UnitTypeId;
  readonly owner: PlayerId;
}

/** One game at one screen: where it started, its dice seed, the orders that stand, and what they did. */
export interface GameSession {
  readonly scenario: Scenario;
  readonly seed: number;
  /** Every order that stands, END_TURNs included: the current turn's plan is the tail. */
  readonly orders: readonly Order[];
  readonly state: GameState;
  /** "#rrggbb" per player id. */
  readonly colours: Readonly<Record<PlayerId, string>>;
  /** Everything that happened, planning aside (the plan is private until it resolves). */
  readonly log: readonly LoggedEvent[];
  /** What the last END_TURN did, down to the next player's income. */
  readonly lastReport: readonly LoggedEvent[] | null;
  readonly knownUnits: Readonly<Record<UnitId, KnownUnit>>;
}

export type Menu = 'build' | 'recruit' | null;

export interface UiState {
  /** The hex of the selected own unit or own building. */
  readonly selected: HexCoord | null;
  /** The keyboard cursor. */
  readonly cursor: HexCoord | null;
  readonly hovered: HexCoord | null;
  /** New attacks advance into the defeated unit's hex. */
  readonly advance: boolean;
  /** Why the last order was refused, in the rules' words. */
  readonly refusal: string | null;
  /** A note that is not a refusal ("also taken back: …"). */
  readonly notice: string | null;
  /** The hand-off curtain: nothing of the game shows while it is up. */
  readonly curtain: boolean;
  readonly menu: Menu;
}

/** A saved game found at start-up, offered before it is replayed into the store. */
export interface ResumeOffer {
  readonly names: readonly string[];
  readonly round: number;
}

export const IDLE_UI: UiState = {
  selected: null,
  cursor: null,
  hovered: null,
  advance: false,
  refusal: null,
  notice: null,
  curtain: false,
  menu: null,
};
