import { TERRAIN, isOnMap, terrainAt, type GameMap, type HexCoord } from '../rules/index.ts';

/**
 * The hovered hex if it is still on the map. The board reports hover only when the pointer moves, so
 * after an undo or a new draft shrinks the map, a resting pointer's last hex may no longer exist.
 */
export function hoverOnMap(map: Pick<GameMap, 'width' | 'height'>, hover: HexCoord | null): HexCoord | null {
  return hover && isOnMap(map, hover) ? hover : null;
}

/** The status bar's "(col,row) terrain" for the hovered hex; empty when nothing on the map is hovered. */
export function hoverText(map: GameMap, hover: HexCoord | null): string {
  const hex = hoverOnMap(map, hover);
  return hex ? `(${hex.col},${hex.row}) ${TERRAIN[terrainAt(map, hex)].name}` : '';
}
