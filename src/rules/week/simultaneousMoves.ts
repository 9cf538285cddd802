import { boardRulesOf } from '../boardRulesOf.ts';
import { UNITS } from '../data/units.ts';
import { describeHex, hexIndex } from '../hexGeometry.ts';
import type { UnitId } from '../ids.ts';
import { ownEntry } from '../pieces.ts';
import type { EventRecorder } from '../recorder.ts';
import { moveUnit } from '../moveUnit.ts';
import { findPlayer, occupancy } from '../stateQueries.ts';
import type { GameState, MoveOrder, Unit } from '../types.ts';

/** One unit's move of the week, and why it was stopped (null while it goes ahead). */
interface Attempt {
  readonly order: MoveOrder;
  readonly unit: Unit;
  readonly from: number;
  readonly to: number;
  stopped: string | null;
}

/**
 * Every move of a week at once (docs/rules.md, "Simultaneous weeks"). Each plan was checked alone
 * against the board the week found, so a move's path is clear of enemies and its destination was free
 * or held by a unit of its own side that moves away (so no two enemies can swap hexes: each would be
 * ending on an enemy). What is left to settle is where moves meet:
 *
 * - two or more units ending in one hex: a stand-off, none of them enters;
 * - a move into a hex whose unit does not leave after all (its own move was stopped): it stays too,
 *   and so, in turn, does any move into its hex.
 *
 * A stopped unit stays where it was, its order spent; each is reported with its reason. No dice.
 */
export function resolveSimultaneousMoves(recorder: EventRecorder, moves: readonly MoveOrder[]): void {
  const { attempts, gone } = recorder.ask((state) => attemptsOf(state, moves));
  for (const order of gone) recorder.emit({ type: 'ORDER_DROPPED', order, reason: `unit ${order.unit} is no longer on the board` });
  recorder.ask((state) => settleConflicts(state, attempts));
  for (const attempt of attempts) {
    if (attempt.stopped) recorder.emit({ type: 'ORDER_DROPPED', order: attempt.order, reason: attempt.stopped });
  }
  const board = recorder.ask(boardRulesOf);
  for (const attempt of attempts) {
    if (attempt.stopped) continue;
    moveUnit(recorder, attempt.unit.id, attempt.order.path);
    board?.afterMove(recorder, attempt.unit.id, attempt.order.path);
  }
}

function attemptsOf(state: GameState, moves: readonly MoveOrder[]): { attempts: Attempt[]; gone: MoveOrder[] } {
  const attempts: Attempt[] = [];
  const gone: MoveOrder[] = [];
  for (const order of moves) {
    const unit = ownEntry(state.units, order.unit);
    const to = order.path.at(-1);
    if (unit && to) attempts.push({ order, unit, from: hexIndex(state.map, unit.at), to: hexIndex(state.map, to), stopped: null });
    else gone.push(order);
  }
  return { attempts, gone };
}

/** Marks the stopped attempts: stand-offs first, then the moves blocked by those, until nothing changes. */
function settleConflicts(state: GameState, attempts: readonly Attempt[]): void {
  const byDestination = new Map<number, Attempt[]>();
  for (const a of attempts) byDestination.set(a.to, [...(byDestination.get(a.to) ?? []), a]);
  for (const contenders of byDestination.values()) {
    if (contenders.length < 2) continue;
    const names = contenders.map((a) => `${nameOf(a.unit)} of ${playerName(state, a.unit.owner)}`).join(' and ');
    for (const a of contenders) a.stopped = `stand-off at ${describeHex(a.order.path.at(-1) ?? a.unit.at)}: ${names} all moved there, so none entered`;
  }
  const attemptOf = new Map<UnitId, Attempt>(attempts.map((a) => [a.unit.id, a]));
  const occupants = occupancy(state);
  for (let changed = true; changed; ) {
    changed = false;
    for (const a of attempts) {
      const holder = occupants.get(a.to);
      if (a.stopped || holder === undefined || holder === a.unit.id) continue;
      const leaving = attemptOf.get(holder);
      if (leaving && !leaving.stopped) continue;
      const unit = ownEntry(state.units, holder);
      a.stopped = `${describeHex(a.order.path.at(-1) ?? a.unit.at)} was not freed: the ${unit ? nameOf(unit) : 'unit'} there stayed`;
      changed = true;
    }
  }
}

const nameOf = (unit: Unit): string => UNITS[unit.type].name;
const playerName = (state: GameState, id: string): string => findPlayer(state, id)?.name ?? id;
