// The active player's units and what each does this turn: an order planned, a siege kept up, nothing it may
// do (the rules refuse it every order), or nothing yet: idle. End turn asks before leaving idle units, the
// unit list shows them all, and "next idle unit" walks through them.
import { activePlayer, hexKey, unitsOf, validateOrder, type GameState, type HexCoord, type PlannableOrder, type Unit } from '../rules/index.ts';
import { plannedOrderOf } from './selection.ts';

/** What one of the player's units does this turn. */
export type UnitStatus =
  | { readonly kind: 'ordered'; readonly order: PlannableOrder }
  /** A besieger with no order keeps its siege up: the rules fight it again at the end of the turn. */
  | { readonly kind: 'siege'; readonly target: HexCoord }
  /** The rules refuse it any order this turn (a unit resting in Mass battle, say): nothing to ask of it. */
  | { readonly kind: 'resting'; readonly reason: string }
  | { readonly kind: 'idle' };

export interface OwnUnit {
  readonly unit: Unit;
  readonly status: UnitStatus;
}

function statusOf(state: GameState, unit: Unit, besieging: ReadonlyMap<string, HexCoord>): UnitStatus {
  const planned = plannedOrderOf(state, unit.id);
  const order = planned?.planned.order;
  if (order) return { kind: 'ordered', order };
  const target = besieging.get(unit.id);
  if (target) return { kind: 'siege', target };
  // DEFEND is the one order every unit may give unless the rules hold it back altogether.
  const verdict = validateOrder(state, { type: 'DEFEND', player: unit.owner, unit: unit.id });
  return verdict.ok ? { kind: 'idle' } : { kind: 'resting', reason: verdict.reason };
}

const byPlace = (a: Unit, b: Unit) => a.at.row - b.at.row || a.at.col - b.at.col;

// One answer per state: the header, the list and the keys ask again on every change of the screen.
const answers = new WeakMap<GameState, readonly OwnUnit[]>();

/** The active player's units on the board, row by row, each with what it does this turn; none in a decided game. */
export function ownUnits(state: GameState): readonly OwnUnit[] {
  const known = answers.get(state);
  if (known) return known;
  const besieging = new Map<string, HexCoord>();
  for (const siege of state.sieges ?? []) for (const id of siege.attackers) besieging.set(id, siege.target);
  const units = state.result ? [] : unitsOf(state, activePlayer(state).id).sort(byPlace);
  const answer = units.map((unit) => ({ unit, status: statusOf(state, unit, besieging) }));
  answers.set(state, answer);
  return answer;
}

/** The units that could be given an order and have none. */
export function idleUnits(state: GameState): Unit[] {
  return ownUnits(state).flatMap(({ unit, status }) => (status.kind === 'idle' ? [unit] : []));
}

/** The idle unit after the one in `selected` (row by row, round again), or the first; none when every unit has its order. */
export function nextIdleUnit(state: GameState, selected: HexCoord | null): Unit | undefined {
  const idle = idleUnits(state);
  if (!selected || idle.length === 0) return idle[0];
  const own = ownUnits(state).map((u) => u.unit);
  const at = own.findIndex((u) => hexKey(u.at) === hexKey(selected));
  if (at < 0) return idle[0];
  const idleIds = new Set(idle.map((u) => u.id));
  for (let step = 1; step <= own.length; step++) {
    const unit = own[(at + step) % own.length];
    if (unit && idleIds.has(unit.id)) return unit;
  }
  return idle[0];
}

/** "3 units have no orders", "1 unit has no orders". */
export function idleText(count: number): string {
  return count === 1 ? '1 unit has no orders' : `${count} units have no orders`;
}
