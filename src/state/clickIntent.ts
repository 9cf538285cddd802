import { activePlayer, attemptedPath, cheapestPath, sameHex, unitAt, type GameState, type HexCoord, type PlannableOrder } from '../rules/index.ts';
import { isReachable } from './selectors.ts';
import { ownBuildingAt, ownUnitAt } from './selection.ts';

/** What a click on a hex asks for; the rules then accept or refuse any order. */
export type ClickIntent =
  | { readonly kind: 'select'; readonly hex: HexCoord }
  | { readonly kind: 'order'; readonly order: PlannableOrder }
  | { readonly kind: 'deselect' };

/**
 * With an own unit selected: an enemy is attacked, a reachable hex is moved to by the cheapest path. Otherwise
 * an own unit or building is selected; another hex, with an own unit selected, is a move the rules refuse and
 * say why ("Wolf Riders move 3, this path costs 4", "Cavalry cannot enter Mountains"); without one, a
 * click clears the selection.
 */
export function clickIntent(state: GameState, selected: HexCoord | null, hex: HexCoord, advance: boolean): ClickIntent {
  const player = activePlayer(state).id;
  const unit = ownUnitAt(state, selected);
  const occupant = unitAt(state, hex);
  if (unit) {
    if (sameHex(unit.at, hex)) return { kind: 'deselect' };
    if (occupant && occupant.owner !== player) {
      return { kind: 'order', order: { type: 'ATTACK', player, unit: unit.id, target: hex, ...(advance ? { advance: true } : {}) } };
    }
    if (isReachable(state, unit, hex)) {
      const path = cheapestPath(state, unit, hex);
      if (path) return { kind: 'order', order: { type: 'MOVE', player, unit: unit.id, path } };
    }
  }
  if (ownUnitAt(state, hex) || ownBuildingAt(state, hex)) return { kind: 'select', hex };
  const attempt = unit && attemptedPath(state, unit, hex);
  if (unit && attempt) return { kind: 'order', order: { type: 'MOVE', player, unit: unit.id, path: attempt } };
  return { kind: 'deselect' };
}
