import type { PlayerId, TerrainId, UnitId } from './ids.ts';
import { hexIndex, hexKey, isOnMap } from './hexGeometry.ts';
import { unitsIndex } from './pieces.ts';
import type { Building, GameMap, GameState, HexCoord, Player, Unit } from './types.ts';

// Read-only questions about a state, shared by validation, resolution and the screens.

export { countBuildings } from './pieces.ts';

export function terrainAt(map: GameMap, hex: HexCoord): TerrainId {
  return map.terrain[hexIndex(map, hex)]!;
}

export function buildingAt(state: GameState, hex: HexCoord): Building | undefined {
  return state.buildings[hexKey(hex)];
}

export function findPlayer(state: GameState, id: PlayerId): Player | undefined {
  return state.players.find((p) => p.id === id);
}

/** The player whose turn it is. */
export function activePlayer(state: GameState): Player {
  return state.players[state.activePlayer]!;
}

export function unitsOf(state: GameState, owner: PlayerId): Unit[] {
  return [...(unitsIndex(state).byOwner.get(owner) ?? [])].map((id) => state.units[id]!);
}

/** A scan of every building: the rules themselves only count them (pieces.ts). */
export function buildingsOf(state: GameState, owner: PlayerId): Building[] {
  return Object.values(state.buildings).filter((b) => b.owner === owner);
}

/** Hex index → unit id, for the current positions: shared, read-only, kept per units record (pieces.ts). */
export function occupancy(state: GameState): ReadonlyMap<number, UnitId> {
  return unitsIndex(state).byHex;
}

export function unitAt(state: GameState, hex: HexCoord): Unit | undefined {
  if (!isOnMap(state.map, hex)) return undefined;
  const id = unitsIndex(state).byHex.get(hexIndex(state.map, hex));
  return id === undefined ? undefined : state.units[id];
}
