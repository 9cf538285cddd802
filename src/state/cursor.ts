import { activePlayer } from '../rules/index.ts';
import type { GameMap, GameState, HexCoord } from '../rules/index.ts';

export type CursorStep = 'left' | 'right' | 'up' | 'down';

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);

/** Left and right stay in the row; up and down go to the row above or below, same column. */
export function stepCursor(map: Pick<GameMap, 'width' | 'height'>, from: HexCoord, step: CursorStep): HexCoord {
  const col = from.col + (step === 'left' ? -1 : step === 'right' ? 1 : 0);
  const row = from.row + (step === 'up' ? -1 : step === 'down' ? 1 : 0);
  return { col: clamp(col, map.width - 1), row: clamp(row, map.height - 1) };
}

/** Where the cursor appears first: the selection, else the active player's first unit, else their first building. */
export function cursorHome(state: GameState, selected: HexCoord | null): HexCoord {
  if (selected) return selected;
  const player = activePlayer(state).id;
  const unit = Object.values(state.units).find((u) => u.owner === player);
  if (unit) return unit.at;
  const building = Object.values(state.buildings).find((b) => b.owner === player);
  return building?.at ?? { col: 0, row: 0 };
}
