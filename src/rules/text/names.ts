import { UNITS } from '../data/units.ts';
import type { PlayerId, UnitId, UnitTypeId } from '../ids.ts';

/** A unit as the logs name it, kept after the unit is gone from the board. */
export interface KnownUnit {
  readonly type: UnitTypeId;
  readonly owner: PlayerId;
}

/** What the log texts need to name players and units, gone ones included. */
export interface Names {
  readonly players: Readonly<Record<PlayerId, string>>;
  readonly units: Readonly<Record<UnitId, KnownUnit>>;
}

export function playerName(names: Names, id: PlayerId): string {
  return names.players[id] ?? id;
}

/** "Joe's Cavalry" */
export function unitName(names: Names, id: UnitId | undefined): string {
  const unit = id === undefined ? undefined : names.units[id];
  return unit ? `${playerName(names, unit.owner)}'s ${UNITS[unit.type].name}` : `unit ${id ?? '?'}`;
}

/** +1, −1 (a real minus sign). */
export function signed(value: number): string {
  return value < 0 ? `−${-value}` : `+${value}`;
}
