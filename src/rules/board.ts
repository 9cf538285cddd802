import type { BuildingId, PlayerId, TerrainId, UnitId } from './ids.ts';
import { hexIndex, hexKey } from './hexGeometry.ts';
import type { Building, GameMap, GameState, HexCoord, Player, Unit } from './types.ts';

// Read-only questions about a state, shared by validation, resolution and the screens.

export function terrainAt(map: GameMap, hex: HexCoord): TerrainId {
  return map.terrain[hexIndex(map, hex)]!;
}

export function buildingAt(state: GameState, hex: HexCoord): Building | undefined {
  return state.buildings[hexKey(hex)];
}

export function findPlayer(state: GameState, id: PlayerId): Player | undefined {
  return state.players.find((p) => p.id === id);
}

export function activePlayer(state: GameState): Player {
  return state.players[state.activePlayer]!;
}

export function unitsOf(state: GameState, owner: PlayerId): Unit[] {
  return Object.values(state.units).filter((u) => u.owner === owner);
}

export function buildingsOf(state: GameState, owner: PlayerId): Building[] {
  return Object.values(state.buildings).filter((b) => b.owner === owner);
}

export function countBuildings(state: GameState, owner: PlayerId, type: BuildingId): number {
  let count = 0;
  for (const key in state.buildings) {
    const b = state.buildings[key]!;
    if (b.owner === owner && b.type === type) count++;
  }
  return count;
}

// Units records are never mutated and are shared by every state planned from them (planning changes
// only `pending`), so the hex index of each is worked out once, not on every order.
const occupancies = new WeakMap<GameState['units'], ReadonlyMap<number, UnitId>>();

/** Called before a units record is edited in place (see applyEvent's Scratch), so no stale copy is served. */
export function forgetOccupancy(units: GameState['units']): void {
  occupancies.delete(units);
}

/** Hex index → unit id, for the current positions: shared, read-only. */
export function occupancy(state: GameState): ReadonlyMap<number, UnitId> {
  let byHex = occupancies.get(state.units);
  if (!byHex) {
    const built = new Map<number, UnitId>();
    for (const id in state.units) built.set(hexIndex(state.map, state.units[id]!.at), id);
    occupancies.set(state.units, built);
    byHex = built;
  }
  return byHex;
}

export function unitAt(state: GameState, hex: HexCoord): Unit | undefined {
  for (const id in state.units) {
    const unit = state.units[id]!;
    if (unit.at.col === hex.col && unit.at.row === hex.row) return unit;
  }
  return undefined;
}

export function describeHex(hex: HexCoord): string {
  return `(${hex.col},${hex.row})`;
}
