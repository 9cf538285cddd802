import type { PlayerId, TerrainId, UnitId } from './ids.ts';
import { describeHex, hexIndex, hexKey, isOnMap } from './hexGeometry.ts';
import { unitsIndex } from './pieces.ts';
import type { Building, GameMap, GameState, HexCoord, Player, Unit } from './types.ts';

// Read-only questions about a state, shared by validation, resolution and the screens.

export { countBuildings } from './pieces.ts';

/** The terrain of a hex on the map; a RangeError for one off it. */
export function terrainAt(map: GameMap, hex: HexCoord): TerrainId {
  const terrain = isOnMap(map, hex) ? map.terrain[hexIndex(map, hex)] : undefined;
  if (terrain === undefined) throw new RangeError(`${describeHex(hex)} is not on the ${map.width}×${map.height} map`);
  return terrain;
}

export function buildingAt(state: GameState, hex: HexCoord): Building | undefined {
  return state.buildings[hexKey(hex)];
}

export function findPlayer(state: GameState, id: PlayerId): Player | undefined {
  return state.players.find((p) => p.id === id);
}

/** The player whose turn it is: the one definition, for the rules and the screens alike. */
export function activePlayer(state: GameState): Player {
  const player = state.players[state.activePlayer];
  if (!player) throw new RangeError(`the active player is number ${state.activePlayer} of ${state.players.length}`);
  return player;
}

export function unitsOf(state: GameState, owner: PlayerId): Unit[] {
  const units: Unit[] = [];
  for (const id of unitsIndex(state).byOwner.get(owner) ?? []) {
    const unit = state.units[id];
    if (!unit) throw new Error(`the index of units lists "${id}", which the state does not have`);
    units.push(unit);
  }
  return units;
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
