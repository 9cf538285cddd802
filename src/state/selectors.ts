// Pure views of the game for the board and the panels. Every answer comes from the rules.
import type { BoardOverlays, PlannedMark } from '../board/boardProps.ts';
import {
  activePlayer,
  attackRangeOf,
  hexDistance,
  moveDestinations,
  planView,
  sameHex,
  validateOrder,
  type GameState,
  type HexCoord,
  type Unit,
} from '../rules/index.ts';
import { groupByTurn, sinceLastTurn, turnOf, type TurnEvents } from './eventLog.ts';
import { ownUnitAt } from './selection.ts';
import type { GameSession } from './session.ts';
import type { UiState } from './uiSlice.ts';

/** Hexes the unit may end a move on this turn; none once it has its order. */
export function reachableHexes(state: GameState, unit: Unit): HexCoord[] {
  const plan = planView(state);
  if (plan.acted.has(unit.id)) return [];
  return moveDestinations(state, plan, unit);
}

export function isReachable(state: GameState, unit: Unit, hex: HexCoord): boolean {
  return reachableHexes(state, unit).some((h) => sameHex(h, hex));
}

/** Enemy hexes within the unit's range (its combat system's: 1, 2 for ranged units in Karnage) that the rules would let it attack. */
export function attackableHexes(state: GameState, unit: Unit): HexCoord[] {
  const range = attackRangeOf(state, unit.type);
  const result: HexCoord[] = [];
  for (const enemy of Object.values(state.units)) {
    if (enemy.owner === unit.owner || hexDistance(unit.at, enemy.at) > range) continue;
    const verdict = validateOrder(state, { type: 'ATTACK', player: unit.owner, unit: unit.id, target: enemy.at });
    if (verdict.ok) result.push(enemy.at);
  }
  return result;
}

/** The active player's plan as the board draws it. */
export function plannedMarks(state: GameState): PlannedMark[] {
  const plan = planView(state);
  return state.pending.flatMap(({ order }): PlannedMark[] => {
    if (order.type === 'RECRUIT') return [{ kind: 'recruit', at: order.at, unitType: order.unitType }];
    // A planned order's unit stands on the board until the turn resolves.
    const from = state.units[order.unit]?.at;
    if (!from) return [];
    switch (order.type) {
      case 'MOVE':
        return [{ kind: 'move', path: [from, ...order.path] }];
      case 'ATTACK': {
        const paired = (plan.attacksOn.get(`${order.target.col},${order.target.row}`) ?? []).length > 1;
        return [{ kind: 'attack', from, to: order.target, advance: order.advance ?? false, paired }];
      }
      case 'DEFEND':
        return [{ kind: 'defend', at: from }];
      default: // BUILD, the last kind: a new kind of order fails to compile here
        return [{ kind: 'build', at: from, building: order.building }];
    }
  });
}

export function boardOverlays(state: GameState, ui: Pick<UiState, 'selected' | 'cursor'>): BoardOverlays {
  const unit = ownUnitAt(state, ui.selected);
  return {
    selected: ui.selected,
    reachable: unit ? reachableHexes(state, unit) : [],
    attackable: unit ? attackableHexes(state, unit) : [],
    planned: plannedMarks(state),
    cursor: ui.cursor,
  };
}

/** Gold the active player holds, before the plan is paid. */
export function activeGold(state: GameState): number {
  return activePlayer(state).gold;
}

/**
 * The turns the turn report tells: in a game going on, every turn since the active player's last one (each
 * other player's, then the start of this one); in a decided game, the turn that decided it.
 */
export function reportTurns(session: Pick<GameSession, 'log' | 'state' | 'lastReport'>): TurnEvents[] {
  if (session.state.result) return groupByTurn(session.lastReport ?? []);
  return groupByTurn(sinceLastTurn(session.log, turnOf(session.state)));
}
