import { BUILDINGS } from './data/buildings.ts';
import type { BuildingId, PlayerId, UnitId } from './ids.ts';
import { forgetHashText } from './stateHash.ts';
import { hexIndex } from './hexGeometry.ts';
import type { Building, GameState, Unit } from './types.ts';

// Indexes of a units record and a buildings record: who stands where, whose pieces are which, who
// defends. Records are never changed once a state holding them is handed out, so each index is worked
// out once per record, beside it (WeakMap), the first time it is asked for. While an EventRecorder edits
// its own scratch records in place (see applyEvent), putUnit and the others keep an index up to date,
// or drop it when the change is one it cannot follow exactly (it is then rebuilt from the record).

type Units = GameState['units'];
type Buildings = GameState['buildings'];

export interface UnitsIndex {
  /** Map width the hex indexes were worked out for. */
  readonly width: number;
  /** Hex index → the unit standing there. */
  readonly byHex: Map<number, UnitId>;
  /** Owner → unit ids in the record's key order (the order Object.values gives). */
  readonly byOwner: Map<PlayerId, Set<UnitId>>;
  /** Owner → ids of the units in DEFEND stance, in any order. */
  readonly defending: Map<PlayerId, Set<UnitId>>;
  /** Two units in one hex (never in a real game): edits then drop the index, which cannot follow them. */
  crowded: boolean;
}

/** How many buildings of one type an owner has, and the first place in the record's key order one of them holds. */
interface OfType {
  count: number;
  first: number;
}

export interface BuildingsIndex {
  /** Hex key → its place in the record's key order. */
  readonly place: Map<string, number>;
  nextPlace: number;
  /** Owner → building type → that owner's buildings of the type. */
  readonly byOwner: Map<PlayerId, Map<BuildingId, OfType>>;
}

const unitIndexes = new WeakMap<Units, UnitsIndex>();
const buildingIndexes = new WeakMap<Buildings, BuildingsIndex>();

/** record[key] when the key is the record's own: an id such as "constructor" must not find Object.prototype's. */
export function ownEntry<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

function setOf<K, V>(map: Map<K, Set<V>>, key: K): Set<V> {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  return set;
}

/** Keys such as "7" come first in a record's key order, whenever added: an index cannot follow them in place. */
const isArrayIndex = (key: string): boolean => /^(0|[1-9]\d{0,9})$/.test(key) && Number(key) < 4294967295;

export function unitsIndex(state: Pick<GameState, 'units' | 'map'>): UnitsIndex {
  const { units, map } = state;
  let index = unitIndexes.get(units);
  if (!index || index.width !== map.width) {
    index = { width: map.width, byHex: new Map(), byOwner: new Map(), defending: new Map(), crowded: false };
    for (const id in units) {
      const unit = units[id];
      if (unit) linkUnit(index, id, unit, true);
    }
    unitIndexes.set(units, index);
  }
  return index;
}

function linkUnit(index: UnitsIndex, id: UnitId, unit: Unit, added: boolean): void {
  // On two units in one hex the last in key order stands there, as a scan finds it.
  const hex = hexIndex(index, unit.at);
  if (added && index.byHex.has(hex)) index.crowded = true;
  index.byHex.set(hex, id);
  if (added) setOf(index.byOwner, unit.owner).add(id);
  if (unit.defending) setOf(index.defending, unit.owner).add(id);
}

function unlinkUnit(index: UnitsIndex, id: UnitId, unit: Unit, removed: boolean): void {
  const hex = hexIndex(index, unit.at);
  if (index.byHex.get(hex) === id) index.byHex.delete(hex);
  index.defending.get(unit.owner)?.delete(id);
  if (removed) index.byOwner.get(unit.owner)?.delete(id);
}

/** Sets units[id] in a record being edited in place, keeping its index (if any) up to date. */
export function putUnit(units: Record<UnitId, Unit>, id: UnitId, unit: Unit): void {
  const old = ownEntry(units, id);
  units[id] = unit;
  forgetHashText(units);
  const index = unitIndexes.get(units);
  if (!index) return;
  const holder = index.byHex.get(hexIndex(index, unit.at));
  if (index.crowded || (old ? old.owner !== unit.owner : isArrayIndex(id)) || (holder !== undefined && holder !== id)) {
    unitIndexes.delete(units);
    return;
  }
  if (old) unlinkUnit(index, id, old, false);
  linkUnit(index, id, unit, !old);
}

/** Deletes units[id] from a record being edited in place, keeping its index (if any) up to date. */
export function removeUnit(units: Record<UnitId, Unit>, id: UnitId): void {
  const old = ownEntry(units, id);
  if (!old) return;
  delete units[id];
  forgetHashText(units);
  const index = unitIndexes.get(units);
  if (index?.crowded) unitIndexes.delete(units);
  else if (index) unlinkUnit(index, id, old, true);
}

export function buildingsIndex(state: Pick<GameState, 'buildings'>): BuildingsIndex {
  const { buildings } = state;
  let index = buildingIndexes.get(buildings);
  if (!index) {
    index = { place: new Map(), nextPlace: 0, byOwner: new Map() };
    for (const key in buildings) {
      const building = buildings[key];
      if (building) linkBuilding(index, key, building);
    }
    buildingIndexes.set(buildings, index);
  }
  return index;
}

function linkBuilding(index: BuildingsIndex, key: string, building: Building): void {
  let place = index.place.get(key);
  if (place === undefined) {
    place = index.nextPlace++;
    index.place.set(key, place);
  }
  let types = index.byOwner.get(building.owner);
  if (!types) {
    types = new Map();
    index.byOwner.set(building.owner, types);
  }
  const ofType = types.get(building.type);
  if (!ofType) types.set(building.type, { count: 1, first: place });
  else {
    ofType.count++;
    ofType.first = Math.min(ofType.first, place);
  }
}

/** Takes `building` (no longer at `key` in the record) off its owner's counts. */
function unlinkBuilding(index: BuildingsIndex, buildings: Buildings, key: string, building: Building): void {
  const types = index.byOwner.get(building.owner);
  const ofType = types?.get(building.type);
  if (!types || !ofType) return;
  if (--ofType.count === 0) types.delete(building.type);
  else if (index.place.get(key) === ofType.first) {
    // Its owner's first of the type was taken (a capture): look for the next one, as rare as captures.
    ofType.first = Infinity;
    for (const [other, b] of Object.entries(buildings)) {
      if (b.owner === building.owner && b.type === building.type) ofType.first = Math.min(ofType.first, placeOf(index, other));
    }
  }
}

/** A building's place in its record's key order: every key of the record has one. */
function placeOf(index: BuildingsIndex, key: string): number {
  const place = index.place.get(key);
  if (place === undefined) throw new Error(`the index of buildings has no place for "${key}"`);
  return place;
}

/** Sets buildings[key] in a record being edited in place, keeping its index (if any) up to date. */
export function putBuilding(buildings: Record<string, Building>, key: string, building: Building): void {
  const old = ownEntry(buildings, key);
  buildings[key] = building;
  forgetHashText(buildings);
  const index = buildingIndexes.get(buildings);
  if (!index) return;
  if (!old && isArrayIndex(key)) buildingIndexes.delete(buildings);
  else {
    if (old) unlinkBuilding(index, buildings, key, old);
    linkBuilding(index, key, building);
  }
}

// Copying a record's index is several times cheaper than building it again from the copied record.

/** A copy of a units record to edit in place, with a copy of its index when it has one. */
export function copyUnits(units: Units): Record<UnitId, Unit> {
  const copy = copyRecord(units);
  const index = unitIndexes.get(units);
  if (index && !index.crowded) {
    unitIndexes.set(copy, { ...index, byHex: new Map(index.byHex), byOwner: cloneSets(index.byOwner), defending: cloneSets(index.defending) });
  }
  return copy;
}

/** A copy of a buildings record to edit in place, with a copy of its index when it has one. */
export function copyBuildings(buildings: Buildings): Record<string, Building> {
  const copy = copyRecord(buildings);
  const index = buildingIndexes.get(buildings);
  if (index) {
    const byOwner = new Map<PlayerId, Map<BuildingId, OfType>>();
    for (const [owner, types] of index.byOwner) {
      const copies = new Map<BuildingId, OfType>();
      for (const [type, { count, first }] of types) copies.set(type, { count, first });
      byOwner.set(owner, copies);
    }
    buildingIndexes.set(copy, { place: new Map(index.place), nextPlace: index.nextPlace, byOwner });
  }
  return copy;
}

/**
 * The same as { ...record } (startGame already builds records by assignment), two to five times faster
 * in V8: the copy starts as a hash table (deleting a key that is not the last one makes it one), where
 * adding hundreds of keys to a fast object would walk a new hidden class per key.
 */
function copyRecord<T>(record: Readonly<Record<string, T>>): Record<string, T> {
  const copy: Record<string, T> = { a: undefined as T, b: undefined as T };
  delete copy.a;
  delete copy.b;
  for (const key of Object.keys(record)) {
    const value = record[key];
    if (value !== undefined) copy[key] = value;
  }
  return copy;
}

function cloneSets<K, V>(map: ReadonlyMap<K, ReadonlySet<V>>): Map<K, Set<V>> {
  const copy = new Map<K, Set<V>>();
  for (const [key, set] of map) copy.set(key, new Set(set));
  return copy;
}

// ---- Questions answered from the indexes ----

/** The owner's units in DEFEND stance, in the record's key order. */
export function defendingUnitsOf(state: GameState, owner: PlayerId): UnitId[] {
  const index = unitsIndex(state);
  const defending = index.defending.get(owner);
  if (!defending || defending.size <= 1) return [...(defending ?? [])];
  // In key order, from the owner's units: ending the stances copies every unit anyway.
  const owned = index.byOwner.get(owner);
  if (!owned) throw new Error(`the index of units has units of "${owner}" defending, but none of theirs`);
  return [...owned].filter((id) => defending.has(id));
}

export function unitCount(state: GameState, owner: PlayerId): number {
  return unitsIndex(state).byOwner.get(owner)?.size ?? 0;
}

/** The owner's buildings of each type, types in the order their first building comes in the record. */
export function buildingCounts(state: GameState, owner: PlayerId): [BuildingId, number][] {
  const types = buildingsIndex(state).byOwner.get(owner);
  if (!types) return [];
  return [...types].sort(([, a], [, b]) => a.first - b.first).map(([type, ofType]) => [type, ofType.count]);
}

/** How many buildings the owner has: of one type, or of all types. */
export function countBuildings(state: GameState, owner: PlayerId, type?: BuildingId): number {
  const types = buildingsIndex(state).byOwner.get(owner);
  if (!types) return 0;
  if (type !== undefined) return types.get(type)?.count ?? 0;
  let count = 0;
  for (const ofType of types.values()) count += ofType.count;
  return count;
}

/** The base cost of the owner's buildings in play, added up (wealth counts a share of it). */
export function buildingValue(state: GameState, owner: PlayerId): number {
  let value = 0;
  for (const [type, count] of buildingCounts(state, owner)) value += count * (BUILDINGS[type].cost ?? 0);
  return value;
}
