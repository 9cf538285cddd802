import type { UnitId } from './ids.ts';
import { ownEntry } from './pieces.ts';
import type { EventRecorder } from './recorder.ts';
import { buildingAt } from './stateQueries.ts';
import type { GameState, HexCoord, Unit } from './types.ts';

/** The unit of this id as the state stands, for recorder questions. */
export const unitOf =
  (id: UnitId) =>
  (state: GameState): Unit | undefined =>
    ownEntry(state.units, id);

/** A unit moving along a path; an enemy building where it ends is captured. */
export function moveUnit(recorder: EventRecorder, unitId: UnitId, path: readonly HexCoord[]): void {
  const unit = recorder.ask(unitOf(unitId));
  const to = path.at(-1);
  if (!unit || !to) return;
  recorder.emit({ type: 'UNIT_MOVED', unit: unit.id, from: unit.at, to, path });
  // An enemy unit that ends a move in a hex with a building captures it.
  const building = recorder.ask((state) => buildingAt(state, to));
  if (building && building.owner !== unit.owner) {
    recorder.emit({ type: 'BUILDING_CAPTURED', at: to, building: building.type, from: building.owner, to: unit.owner, by: unit.id });
  }
}
