import { activePlayer } from '../rules/index.ts';
import type { GameEvent, GameState, PlayerId, Scenario, UnitId } from '../rules/index.ts';
import type { KnownUnit, LoggedEvent } from './session.ts';

interface Turn {
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
