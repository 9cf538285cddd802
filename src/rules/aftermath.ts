import type { Aftermath, CombatReportBase } from './combat/report.ts';
import { cannotEnter } from './cannotEnter.ts';
import { UNITS } from './data/units.ts';
import { fullMenOf } from './combat/mass/men.ts';
import { hexAt, hexDistance, hexIndex, neighbourIndex } from './hexGeometry.ts';
import { reach } from './movement.ts';
import { ownEntry } from './pieces.ts';
import type { EventRecorder } from './recorder.ts';
import { buildingAt, occupancy, terrainAt } from './stateQueries.ts';
import type { GameState, HexCoord, Unit } from './types.ts';

/** A unit's Might now: what the fights left it, or its type's full Might. */
export function mightOf(unit: Unit): number {
  return unit.might ?? UNITS[unit.type].might;
}

/**
 * What a fight leaves on the board besides its dead, for combat systems that wear units down and move
 * pieces (Warfare): the survivors' Might, then the loser's aftermath (combat/report.ts, Aftermath).
 * Karnage's reports carry neither, and nothing happens here.
 */
export function afterTheFight(recorder: EventRecorder, attackers: readonly Unit[], defender: Unit, report: CombatReportBase): void {
  const survivingAttackers = attackers.filter((_, i) => !report.attackersDestroyed.includes(i));
  if (report.mightAfter) {
    const { mightAfter } = report;
    attackers.forEach((unit, i) => {
      const might = mightAfter.attackers[i];
      if (might !== undefined && !report.attackersDestroyed.includes(i) && might !== mightOf(unit))
        recorder.emit({ type: 'UNIT_MIGHT_CHANGED', unit: unit.id, might });
    });
    if (!report.defenderDestroyed && mightAfter.defender !== mightOf(defender)) {
      recorder.emit({ type: 'UNIT_MIGHT_CHANGED', unit: defender.id, might: mightAfter.defender });
    }
  }
  if (report.menAfter) menChanged(recorder, attackers, defender, report, report.menAfter);
  const { aftermath } = report;
  if (!aftermath) return;
  const losers = aftermath.side === 'attacker' ? survivingAttackers : report.defenderDestroyed ? [] : [defender];
  const enemies = aftermath.side === 'attacker' ? [defender.at] : survivingAttackers.map((u) => u.at);
  carryOut(recorder, aftermath, losers, enemies, defender, survivingAttackers);
}

function carryOut(
  recorder: EventRecorder,
  aftermath: Aftermath,
  losers: readonly Unit[],
  enemies: readonly HexCoord[],
  defender: Unit,
  attackers: readonly Unit[],
): void {
  switch (aftermath.effect) {
    case 'retreat':
      for (const unit of losers) stepBack(recorder, unit.id, enemies);
      return;
    case 'rout':
      for (const unit of losers) flee(recorder, unit.id);
      return;
    case 'withdraw':
      for (const unit of losers) {
        const now = recorder.ask((state) => ownEntry(state.units, unit.id));
        if (now) recorder.emit({ type: 'UNIT_WITHDRAWN', unit: { ...now, defending: false } });
      }
      return;
    case 'capture':
      capture(recorder, defender.at, attackers);
      return;
    case 'siege-goes-on':
      if (attackers.length > 0) {
        recorder.emit({ type: 'SIEGE_GOES_ON', siege: { target: defender.at, attackers: attackers.map((u) => u.id), garrison: defender.id } });
      }
      return;
  }
}

/** Steps back one hex, as far from the enemy as it can get, into a free hex it may enter; destroyed if there is none. */
function stepBack(recorder: EventRecorder, id: string, enemies: readonly HexCoord[]): void {
  const unit = recorder.ask((state) => ownEntry(state.units, id));
  if (!unit) return;
  const to = recorder.ask((state) => retreatHex(state, unit, enemies));
  if (to) recorder.emit({ type: 'UNIT_MOVED', unit: unit.id, from: unit.at, to, path: [to] });
  else recorder.emit({ type: 'UNIT_DESTROYED', unit: unit.id, owner: unit.owner, at: unit.at });
}

const distanceTo = (enemies: readonly HexCoord[], hex: HexCoord): number => Math.min(...enemies.map((e) => hexDistance(e, hex)));

function retreatHex(state: GameState, unit: Unit, enemies: readonly HexCoord[]): HexCoord | null {
  const here = distanceTo(enemies, unit.at);
  const occupants = occupancy(state);
  const start = hexIndex(state.map, unit.at);
  let best: HexCoord | null = null;
  let bestDistance = here;
  for (let d = 0; d < 6; d++) {
    const next = neighbourIndex(state.map, start, d);
    if (next < 0 || occupants.has(next)) continue;
    const hex = hexAt(state.map, next);
    if (cannotEnter(unit.type, terrainAt(state.map, hex))) continue;
    const building = buildingAt(state, hex);
    // Stepping back never takes an enemy building: that would be a capture, not a retreat.
    if (building && building.owner !== unit.owner) continue;
    const distance = distanceTo(enemies, hex);
    if (distance > bestDistance) {
      best = hex;
      bestDistance = distance;
    }
  }
  return best;
}

/** Flees along the cheapest path to the nearest free building of its owner's within its move; destroyed if there is none. */
function flee(recorder: EventRecorder, id: string): void {
  const unit = recorder.ask((state) => ownEntry(state.units, id));
  if (!unit) return;
  const path = recorder.ask((state) => pathToShelter(state, unit));
  const to = path?.at(-1);
  if (!path) recorder.emit({ type: 'UNIT_DESTROYED', unit: unit.id, owner: unit.owner, at: unit.at });
  else if (to) recorder.emit({ type: 'UNIT_MOVED', unit: unit.id, from: unit.at, to, path });
}

function pathToShelter(state: GameState, unit: Unit): HexCoord[] | null {
  const { cost, cameFrom } = reach(state, unit);
  const occupants = occupancy(state);
  let best: number | undefined;
  for (const [index, spent] of cost) {
    const hex = hexAt(state.map, index);
    if (buildingAt(state, hex)?.owner !== unit.owner || (occupants.has(index) && occupants.get(index) !== unit.id)) continue;
    const bestSpent = best === undefined ? Infinity : (cost.get(best) ?? Infinity);
    if (spent < bestSpent || (spent === bestSpent && best !== undefined && index < best)) best = index;
  }
  if (best === undefined) return null;
  // Already in a building of its own: it holds there.
  if (best === hexIndex(state.map, unit.at)) return [];
  const path: HexCoord[] = [];
  for (let at: number | undefined = best; at !== undefined && at !== hexIndex(state.map, unit.at); at = cameFrom.get(at)) path.unshift(hexAt(state.map, at));
  return path;
}

/** The garrison is gone: the building passes to the attackers, and the nearest of them moves in if it can. */
function capture(recorder: EventRecorder, target: HexCoord, attackers: readonly Unit[]): void {
  const building = recorder.ask((state) => buildingAt(state, target));
  const taker = attackers.find(
    (u) =>
      hexDistance(u.at, target) === 1 &&
      !cannotEnter(
        u.type,
        recorder.ask((state) => terrainAt(state.map, target)),
      ),
  );
  const by = taker ?? attackers[0];
  if (!by) return;
  const empty = recorder.ask((state) => !occupancy(state).has(hexIndex(state.map, target)));
  if (taker && empty) recorder.emit({ type: 'UNIT_MOVED', unit: taker.id, from: taker.at, to: target, path: [target] });
  if (building && building.owner !== by.owner) {
    recorder.emit({ type: 'BUILDING_CAPTURED', at: target, building: building.type, from: building.owner, to: by.owner, by: by.id });
  }
}

/** Each surviving unit's men after a fight, for systems of units of many men (Mass battle). */
function menChanged(
  recorder: EventRecorder,
  attackers: readonly Unit[],
  defender: Unit,
  report: CombatReportBase,
  menAfter: NonNullable<CombatReportBase['menAfter']>,
): void {
  const changed = (unit: Unit, men: number | undefined) => men !== undefined && men !== recorder.ask((state) => ownEntry(state.units, unit.id))?.men;
  attackers.forEach((unit, i) => {
    const men = menAfter.attackers[i];
    if (men !== undefined && !report.attackersDestroyed.includes(i) && changed(unit, men) && men !== fullMenOf(unit)) {
      recorder.emit({ type: 'UNIT_MEN_CHANGED', unit: unit.id, men });
    }
  });
  if (!report.defenderDestroyed && changed(defender, menAfter.defender) && menAfter.defender !== fullMenOf(defender)) {
    recorder.emit({ type: 'UNIT_MEN_CHANGED', unit: defender.id, men: menAfter.defender });
  }
}
