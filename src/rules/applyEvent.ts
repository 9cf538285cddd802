import { hexKey } from './hexGeometry.ts';
import type { Building, GameEvent, GameState, Player, Unit } from './types.ts';
import type { PlayerId, UnitId } from './ids.ts';

/** The only way a game state changes: one event in, the next state out. States are never mutated. */
export function applyEvent(state: GameState, event: GameEvent): GameState {
  switch (event.type) {
    case 'ORDER_PLANNED':
      return { ...state, pending: [...state.pending, { order: event.order, cost: event.cost }] };
    case 'ORDER_WITHDRAWN':
      return { ...state, pending: state.pending.filter((_, i) => i !== event.index) };
    case 'UNIT_MOVED':
      return updateUnit(state, event.unit, (u) => ({ ...u, at: event.to }));
    case 'BUILDING_CAPTURED': {
      const key = hexKey(event.at);
      return { ...state, buildings: { ...state.buildings, [key]: { ...state.buildings[key]!, owner: event.to } } };
    }
    case 'BUILDING_BUILT': {
      const building: Building = { type: event.building, owner: event.owner, at: event.at };
      const next = { ...state, buildings: { ...state.buildings, [hexKey(event.at)]: building } };
      return updatePlayer(next, event.owner, (p) => ({ ...p, gold: p.gold - event.cost }));
    }
    case 'UNIT_RECRUITED': {
      const next = { ...state, units: { ...state.units, [event.unit.id]: event.unit }, nextUnitNumber: state.nextUnitNumber + 1 };
      return updatePlayer(next, event.unit.owner, (p) => ({ ...p, gold: p.gold - event.cost }));
    }
    case 'DEFEND_TAKEN':
      return updateUnit(state, event.unit, (u) => ({ ...u, defending: true }));
    case 'COMBAT_RESOLVED':
      return state; // a record of the dice; its losses follow as UNIT_DESTROYED
    case 'UNIT_DESTROYED': {
      const { [event.unit]: _destroyed, ...units } = state.units;
      return { ...state, units };
    }
    case 'TURN_ENDED':
      return { ...state, pending: [] };
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
      let next = state;
      for (const id of event.units) next = updateUnit(next, id, (u) => ({ ...u, defending: false }));
      return next;
    }
    case 'PLAYER_ELIMINATED':
      return updatePlayer(state, event.player, (p) => ({ ...p, eliminated: true }));
    case 'GAME_OVER':
      return { ...state, result: event.result };
  }
}

export function applyEvents(state: GameState, events: readonly GameEvent[]): GameState {
  return events.reduce(applyEvent, state);
}

function updateUnit(state: GameState, id: UnitId, change: (unit: Unit) => Unit): GameState {
  const unit = state.units[id];
  if (!unit) return state;
  return { ...state, units: { ...state.units, [id]: change(unit) } };
}

function updatePlayer(state: GameState, id: PlayerId, change: (player: Player) => Player): GameState {
  return { ...state, players: state.players.map((p) => (p.id === id ? change(p) : p)) };
}
