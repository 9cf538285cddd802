import { activePlayer } from '../rules/index.ts';
import type { GameEvent, GameState, PlayerId, Scenario, UnitId } from '../rules/index.ts';
import type { KnownUnit, LoggedEvent } from './session.ts';

export interface Turn {
  readonly round: number;
  readonly turnNumber: number;
  readonly player: PlayerId;
}

export function turnOf(state: GameState): Turn {
  return { round: state.round, turnNumber: state.turnNumber, player: activePlayer(state).id };
}

/** The turn a scenario's start belongs to (its setup events are logged in it). */
export function openingTurn(scenario: Scenario): Turn {
  return { round: scenario.round ?? 1, turnNumber: 0, player: scenario.players[0]?.id ?? '' };
}

/** Planning is private to the active player: the log keeps what happened on the board. */
function isPublic(event: GameEvent): boolean {
  return event.type !== 'ORDER_PLANNED' && event.type !== 'ORDER_WITHDRAWN';
}

/**
 * Tags each event with the turn it belongs to: the turn the order was given in, until a
 * TURN_STARTED hands over to the next one (its income belongs to the new turn).
 */
export function tagEvents(events: readonly GameEvent[], turn: Turn): LoggedEvent[] {
  let current = turn;
  const tagged: LoggedEvent[] = [];
  for (const event of events) {
    if (event.type === 'TURN_STARTED') current = { round: event.round, turnNumber: event.turnNumber, player: event.player };
    if (isPublic(event)) tagged.push({ ...current, event });
  }
  return tagged;
}

/** Units known at the start of the scenario. */
export function knownUnitsOf(scenario: Scenario): Record<UnitId, KnownUnit> {
  const known: Record<UnitId, KnownUnit> = {};
  for (const unit of scenario.units) known[unit.id] = { type: unit.type, owner: unit.owner };
  return known;
}

/** Adds the units these events recruited. */
export function withRecruits(known: Readonly<Record<UnitId, KnownUnit>>, events: readonly GameEvent[]): Readonly<Record<UnitId, KnownUnit>> {
  // Most orders recruit nobody: keep the same record then, so a long game is not copied once per order.
  if (!events.some((event) => event.type === 'UNIT_RECRUITED')) return known;
  const next = { ...known };
  for (const event of events) {
    if (event.type === 'UNIT_RECRUITED') next[event.unit.id] = { type: event.unit.type, owner: event.unit.owner };
  }
  return next;
}

/** One turn's events, as the turn report shows them. */
export interface TurnEvents extends Turn {
  readonly events: readonly LoggedEvent[];
}

/** The events grouped by the turn they belong to, in the order the turns came. */
export function groupByTurn(events: readonly LoggedEvent[]): TurnEvents[] {
  const turns: { round: number; turnNumber: number; player: PlayerId; events: LoggedEvent[] }[] = [];
  for (const entry of events) {
    const last = turns.at(-1);
    if (last && last.turnNumber === entry.turnNumber && last.player === entry.player) last.events.push(entry);
    else turns.push({ round: entry.round, turnNumber: entry.turnNumber, player: entry.player, events: [entry] });
  }
  return turns;
}

/**
 * What happened since `turn`'s player last played: every other player's turn since theirs ended, and the
 * start of this one (income, rests). A player yet to play sees everything from the game's start.
 */
export function sinceLastTurn(log: readonly LoggedEvent[], turn: Pick<Turn, 'player' | 'turnNumber'>): readonly LoggedEvent[] {
  let from = log.length;
  // From the end back: a long game's log holds tens of thousands of events, the span a few turns.
  while (from > 0) {
    const entry = log[from - 1];
    if (entry && entry.player === turn.player && entry.turnNumber < turn.turnNumber) break;
    from--;
  }
  return log.slice(from);
}
