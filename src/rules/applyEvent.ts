import { hexKey } from './hexGeometry.ts';
import { copyBuildings, copyUnits, ownEntry, putBuilding, putUnit, removeUnit } from './pieces.ts';
import { planWith } from './planLog.ts';
import type { Building, GameEvent, GameState, Player, Unit } from './types.ts';
import type { PlayerId, UnitId } from './ids.ts';

/** The only way a game state changes: one event in, the next state out. States are never mutated. */
export function applyEvent(state: GameState, event: GameEvent): GameState {
  return applyEventTo(state, event, null);
}

/**
 * Units and buildings records made while one order resolves, not yet handed out: an EventRecorder
 * lets applyEvent edit them in place instead of copying a record of every unit for each of a turn's
 * many events. Records it did not make itself (those of the state it started from) are still copied.
 */
export type Scratch = Set<object>;

export function applyEventTo(state: GameState, event: GameEvent, scratch: Scratch | null): GameState {
  switch (event.type) {
    case 'ORDER_PLANNED':
      return planWith(state, { order: event.order, cost: event.cost });
    case 'ORDER_WITHDRAWN':
      return { ...state, pending: state.pending.filter((_, i) => i !== event.index) };
    case 'UNIT_MOVED':
      return updateUnit(state, scratch, event.unit, (u) => ({ ...u, at: event.to }));
    case 'BUILDING_CAPTURED': {
      const key = hexKey(event.at);
      const captured = ownEntry(state.buildings, key);
      if (!captured) return state;
      const buildings = writable(state.buildings, scratch, copyBuildings);
      putBuilding(buildings, key, { ...captured, owner: event.to });
      return withPieces(state, state.units, buildings);
    }
    case 'BUILDING_BUILT': {
      const buildings = writable(state.buildings, scratch, copyBuildings);
      putBuilding(buildings, hexKey(event.at), { type: event.building, owner: event.owner, at: event.at } satisfies Building);
      return updatePlayer({ ...state, buildings }, event.owner, (p) => ({ ...p, gold: p.gold - event.cost }));
    }
    case 'UNIT_RECRUITED': {
      const units = writable(state.units, scratch, copyUnits);
      putUnit(units, event.unit.id, event.unit);
      const next = { ...state, units, nextUnitNumber: state.nextUnitNumber + 1 };
      return updatePlayer(next, event.unit.owner, (p) => ({ ...p, gold: p.gold - event.cost }));
    }
    case 'DEFEND_TAKEN':
      return updateUnit(state, scratch, event.unit, (u) => ({ ...u, defending: true }));
    case 'COMBAT_RESOLVED':
      return state; // a record of the dice; its losses follow as UNIT_DESTROYED
    case 'UNIT_DESTROYED': {
      if (!ownEntry(state.units, event.unit)) return state;
      const units = writable(state.units, scratch, copyUnits);
      removeUnit(units, event.unit);
      return withPieces(state, units, state.buildings);
    }
    case 'TURN_ENDED':
      return { ...state, pending: [] };
    case 'UNIT_MIGHT_CHANGED':
    case 'UNIT_WITHDRAWN':
    case 'UNIT_RETURNED':
    case 'SIEGE_GOES_ON':
    case 'SIEGE_ENDED':
    case 'NEW_YEAR':
      return applyWarfareEvent(state, event, scratch);
    case 'DUEL_FOUGHT':
      return state; // a line of the report: its wounds follow as HERO_VITALITY, a beaten hero as UNIT_DESTROYED
    case 'HERO_VITALITY':
      return updateUnit(state, scratch, event.unit, (u) => ({ ...u, hero: { vitality: event.vitality } }));
    case 'UNIT_MEN_CHANGED':
      return updateUnit(state, scratch, event.unit, (u) => ({ ...u, men: event.men }));
    case 'UNIT_TIRED':
      return updateUnit(state, scratch, event.unit, (u) => ({ ...u, tired: event.by }));
    case 'UNITS_RESTED': {
      const local = scratch ?? new Set();
      let next = state;
      for (const id of event.units) next = updateUnit(next, local, id, ({ tired: _tired, ...rested }) => rested);
      return next;
    }
    case 'ORDER_DROPPED':
      return state; // a line of the report: the order simply does not happen
    case 'ORDERS_SENT': {
      const week = state.week ?? { phase: 'orders', sent: {}, acted: [] };
      return { ...state, pending: [], week: { ...week, sent: { ...week.sent, [event.player]: state.pending } } };
    }
    case 'PLANNING_STARTED':
      return { ...state, activePlayer: state.players.findIndex((p) => p.id === event.player) };
    case 'WEEK_PHASE_STARTED':
      return { ...state, pending: [], week: { phase: event.phase, sent: {}, acted: event.acted } };
    case 'TURN_STARTED':
      return {
        ...state,
        activePlayer: state.players.findIndex((p) => p.id === event.player),
        round: event.round,
        turnNumber: event.turnNumber,
      };
    case 'INCOME_COLLECTED':
      return updatePlayer(state, event.player, (p) => ({ ...p, gold: p.gold + event.gold }));
    case 'DEFEND_ENDED': {
      // One copy of the units for the whole list, even when applied on its own.
      const local = scratch ?? new Set();
      let next = state;
      for (const id of event.units) next = updateUnit(next, local, id, (u) => ({ ...u, defending: false }));
      return next;
    }
    case 'PLAYER_ELIMINATED':
      return updatePlayer(state, event.player, (p) => ({ ...p, eliminated: true }));
    case 'GAME_OVER':
      return { ...state, result: event.result };
  }
}

type WarfareEvent = Extract<GameEvent, { type: 'UNIT_MIGHT_CHANGED' | 'UNIT_WITHDRAWN' | 'UNIT_RETURNED' | 'SIEGE_GOES_ON' | 'SIEGE_ENDED' | 'NEW_YEAR' }>;

/** The events of fights that wear units down and move pieces (Warfare): Might, withdrawals, sieges. */
function applyWarfareEvent(state: GameState, event: WarfareEvent, scratch: Scratch | null): GameState {
  switch (event.type) {
    case 'UNIT_MIGHT_CHANGED':
      return updateUnit(state, scratch, event.unit, (u) => ({ ...u, might: event.might }));
    case 'UNIT_WITHDRAWN': {
      const gone = applyEventTo(state, { type: 'UNIT_DESTROYED', unit: event.unit.id, owner: event.unit.owner, at: event.unit.at }, scratch);
      return { ...gone, withdrawn: [...(state.withdrawn ?? []), { unit: event.unit }] };
    }
    case 'UNIT_RETURNED': {
      const units = writable(state.units, scratch, copyUnits);
      putUnit(units, event.unit.id, event.unit);
      const withdrawn = (state.withdrawn ?? []).filter((w) => w.unit.id !== event.unit.id);
      return withList({ ...state, units }, 'withdrawn', withdrawn);
    }
    case 'SIEGE_GOES_ON': {
      const key = hexKey(event.siege.target);
      const others = (state.sieges ?? []).filter((s) => hexKey(s.target) !== key);
      return { ...state, sieges: [...others, event.siege] };
    }
    case 'SIEGE_ENDED': {
      const key = hexKey(event.target);
      return withList(
        state,
        'sieges',
        (state.sieges ?? []).filter((s) => hexKey(s.target) !== key),
      );
    }
    case 'NEW_YEAR':
      return state; // a line of the report: the returns follow as UNIT_RETURNED
  }
}

export function applyEvents(state: GameState, events: readonly GameEvent[]): GameState {
  const scratch: Scratch = new Set();
  return events.reduce((next, event) => applyEventTo(next, event, scratch), state);
}

/** The record itself when it is scratch, else a copy that becomes scratch. Edit it with pieces.ts's put*, which keep its indexes. */
function writable<T extends object>(
  record: Readonly<Record<string, T>>,
  scratch: Scratch | null,
  copyOf: (record: Readonly<Record<string, T>>) => Record<string, T>,
): Record<string, T> {
  if (scratch?.has(record)) return record as Record<string, T>;
  const copy = copyOf(record);
  scratch?.add(copy);
  return copy;
}

function updateUnit(state: GameState, scratch: Scratch | null, id: UnitId, change: (unit: Unit) => Unit): GameState {
  const unit = ownEntry(state.units, id);
  if (!unit) return state;
  const units = writable(state.units, scratch, copyUnits);
  putUnit(units, id, change(unit));
  return withPieces(state, units, state.buildings);
}

/** The state with these records: itself when they are its own, edited in place (a turn's many events make no new state each). */
function withPieces(state: GameState, units: GameState['units'], buildings: GameState['buildings']): GameState {
  return units === state.units && buildings === state.buildings ? state : { ...state, units, buildings };
}

function updatePlayer(state: GameState, id: PlayerId, change: (player: Player) => Player): GameState {
  return { ...state, players: state.players.map((p) => (p.id === id ? change(p) : p)) };
}

/** The state with an optional list set, or left out when it is empty (so states without any hash as before). */
function withList<K extends 'sieges' | 'withdrawn'>(state: GameState, key: K, list: NonNullable<GameState[K]>): GameState {
  const { [key]: _old, ...rest } = state;
  return (list.length > 0 ? { ...rest, [key]: list } : rest) as GameState;
}
