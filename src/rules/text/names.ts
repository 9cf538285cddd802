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

const COUNTS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** "A", "A and B", "A, B and C". */
export function listed(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}

/**
 * Several units in one phrase, each owner named once and units of a type counted: "Joe's two Warriors",
 * "Joe's Cavalry and Footmen", "Joe's Warriors and Kim's Footmen" (never "Joe's Warriors and Joe's Warriors").
 */
export function unitsName(names: Names, ids: readonly (UnitId | undefined)[]): string {
  // One entry per owner (their types counted, in the order first met), or per unit the names do not know.
  const entries: ({ readonly owner: PlayerId; readonly types: Map<UnitTypeId, number> } | { readonly name: string })[] = [];
  for (const id of ids) {
    const unit = id === undefined ? undefined : names.units[id];
    if (!unit) {
      entries.push({ name: unitName(names, id) });
      continue;
    }
    let entry = entries.find((e) => 'owner' in e && e.owner === unit.owner);
    if (!entry || !('owner' in entry)) {
      entry = { owner: unit.owner, types: new Map() };
      entries.push(entry);
    }
    entry.types.set(unit.type, (entry.types.get(unit.type) ?? 0) + 1);
  }
  return listed(
    entries.map((entry) => {
      if (!('owner' in entry)) return entry.name;
      const kinds = [...entry.types].map(([type, n]) => (n === 1 ? UNITS[type].name : `${COUNTS[n] ?? n} ${UNITS[type].name}`));
      return `${playerName(names, entry.owner)}'s ${listed(kinds)}`;
    }),
  );
}

/** +1, −1 (a real minus sign). */
export function signed(value: number): string {
  return value < 0 ? `−${-value}` : `+${value}`;
}
