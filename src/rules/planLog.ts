import type { UnitId } from './ids.ts';
import { hexIndex, hexKey } from './hexGeometry.ts';
import { ownEntry, unitsIndex } from './pieces.ts';
import type { AttackOrder, GameMap, GameState, PlannedOrder } from './types.ts';

// A turn's plan grows one order at a time, and each order is checked against the plan so far. Copying
// `pending` and rescanning it for every order made a turn of N orders cost N²; instead the states planned
// one after another share one append-only log, indexed as it grows, and each state sees the first
// `length` entries of it. A state's `pending` array is only made when someone reads it.

/** What an order does to who stands in a hex; `at` is the order's position in the log. */
type HexChange = { readonly at: number; readonly kind: 'recruit' } | { readonly at: number; readonly kind: 'leave' | 'arrive'; readonly unit: UnitId };

interface PlannedAttack {
  readonly at: number;
  readonly order: AttackOrder;
}

class PlanLog {
  readonly planned: PlannedOrder[] = [];
  /** spent[n]: the gold the first n orders cost. */
  readonly spent: number[] = [0];
  #total = 0;
  /** Unit → position of its first order. */
  readonly actedAt = new Map<UnitId, number>();
  /** Unit → positions of its MOVE orders (more than one only in a plan no check accepted). */
  readonly moves = new Map<UnitId, number[]>();
  /** Target hex key → the attacks on it, with their positions. */
  readonly attacks = new Map<string, PlannedAttack[]>();
  /** Hex index → what the plan does to who stands there, in order. */
  readonly hexes = new Map<number, HexChange[]>();

  /** The log is valid for these units: planning never moves one. */
  constructor(
    readonly units: GameState['units'],
    readonly map: GameMap,
  ) {}

  append(entry: PlannedOrder): void {
    const at = this.planned.length;
    const { order } = entry;
    this.planned.push(entry);
    this.#total += entry.cost;
    this.spent.push(this.#total);
    if (order.type === 'RECRUIT') {
      this.change(hexIndex(this.map, order.at), { at, kind: 'recruit' });
      return;
    }
    if (!this.actedAt.has(order.unit)) this.actedAt.set(order.unit, at);
    if (order.type === 'ATTACK') pushTo(this.attacks, hexKey(order.target), { at, order });
    if (order.type === 'MOVE') {
      pushTo(this.moves, order.unit, at);
      const unit = ownEntry(this.units, order.unit);
      const from = unit && hexIndex(this.map, unit.at);
      // A unit leaves its hex only if it is the one standing there.
      if (from !== undefined && unitsIndex(this).byHex.get(from) === order.unit) this.change(from, { at, kind: 'leave', unit: order.unit });
      const to = order.path.at(-1);
      if (to) this.change(hexIndex(this.map, to), { at, kind: 'arrive', unit: order.unit });
    }
  }

  private change(hex: number, change: HexChange): void {
    pushTo(this.hexes, hex, change);
  }
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** A state's plan: the first `length` orders of a log. */
export interface Plan {
  readonly log: PlanLog;
  readonly length: number;
  /** Those orders as the state's `pending` array, once it was read. */
  pending?: readonly PlannedOrder[];
}

// Keyed by a state made by planWith, or by a `pending` array.
const plans = new WeakMap<object, Plan>();

const fits = (plan: Plan, state: GameState): boolean => plan.log.units === state.units && plan.log.map === state.map;

/** The plan of a state: found again in O(1) for states planned from each other; built once for others. */
export function planOf(state: GameState): Plan {
  const mine = plans.get(state);
  if (mine && fits(mine, state)) return mine;
  const pending = state.pending;
  const shared = plans.get(pending);
  if (shared && fits(shared, state)) return shared;
  const log = new PlanLog(state.units, state.map);
  for (const entry of pending) log.append(entry);
  const plan: Plan = { log, length: pending.length, pending };
  plans.set(pending, plan);
  plans.set(state, plan);
  return plan;
}

/** The state with one more planned order: O(1) unless another order was planned from the same state before. */
export function planWith(state: GameState, entry: PlannedOrder): GameState {
  let { log, length } = planOf(state);
  if (log.planned.length !== length) {
    // The log already goes on differently (another order planned from this state): a log of our own.
    const fork = new PlanLog(log.units, log.map);
    for (const entry of log.planned.slice(0, length)) fork.append(entry);
    log = fork;
  }
  log.append(entry);
  // GameState's fields in their usual order, `pending` an accessor between them. One getter shared by
  // every such state (it finds the plan by `this`) keeps them all one fast V8 shape; a getter written
  // in an object literal would be a new function each time, and make each state a slow dictionary.
  const next: Record<string, unknown> = {
    combatSystem: state.combatSystem,
    campaign: state.campaign,
    map: state.map,
    players: state.players,
    units: state.units,
    buildings: state.buildings,
    round: state.round,
    activePlayer: state.activePlayer,
    roundStarter: state.roundStarter,
    turnNumber: state.turnNumber,
  };
  Object.defineProperty(next, 'pending', PENDING);
  next.nextUnitNumber = state.nextUnitNumber;
  next.seed = state.seed;
  next.result = state.result;
  if (state.mode !== undefined) next.mode = state.mode;
  if (state.week !== undefined) next.week = state.week;
  if (state.sieges !== undefined) next.sieges = state.sieges;
  if (state.withdrawn !== undefined) next.withdrawn = state.withdrawn;
  if (state.newYearEvery !== undefined) next.newYearEvery = state.newYearEvery;
  plans.set(next, { log, length: length + 1 });
  return next as unknown as GameState;
}

const PENDING: PropertyDescriptor = {
  get(this: GameState) {
    const plan = plans.get(this);
    if (!plan) throw new Error("a planned state's orders were read through another object");
    return pendingOf(plan);
  },
  enumerable: true,
  configurable: true,
};

/** The plan's orders as an array: made on first reading, then always the same one, which leads back to the plan. */
function pendingOf(plan: Plan): readonly PlannedOrder[] {
  if (!plan.pending) {
    plan.pending = plan.log.planned.slice(0, plan.length);
    plans.set(plan.pending, plan);
  }
  return plan.pending;
}

// ---- Questions about a plan, each answered from the log's indexes ----

export function hasActed(plan: Plan, unit: UnitId): boolean {
  const at = plan.log.actedAt.get(unit);
  return at !== undefined && at < plan.length;
}

export function attacksOn(plan: Plan, targetKey: string): AttackOrder[] {
  const attacks = plan.log.attacks.get(targetKey) ?? [];
  return attacks.filter(({ at }) => at < plan.length).map(({ order }) => order);
}

export function goldSpent(plan: Plan): number {
  const spent = plan.log.spent[plan.length];
  if (spent === undefined) throw new RangeError(`a plan of ${plan.length} orders in a log of ${plan.log.planned.length}`);
  return spent;
}

/**
 * What will stand in the hex once the plan's moves and recruits resolve: a recruit wins; else the unit
 * moving there (if several, the one whose first move came last); else nobody if its unit moves away;
 * else whoever stands there now. A unit with several MOVE orders goes where its last one says.
 */
export function occupantAfterPlan(plan: Plan, hex: number): UnitId | 'recruit' | undefined {
  const changes = plan.log.hexes.get(hex);
  if (!changes) return unitsIndex(plan.log).byHex.get(hex);
  let arriving: UnitId | undefined;
  let rank = -1;
  let left = false;
  for (const change of changes) {
    if (change.at >= plan.length) break;
    if (change.kind === 'recruit') return 'recruit';
    if (change.kind === 'leave') left = true;
    else {
      // Moves of the unit: its first ranks it among those arriving, its last (in the plan) is where it goes.
      const moves = plan.log.moves.get(change.unit);
      const first = moves?.[0];
      if (!moves || first === undefined) throw new Error(`the plan moves "${change.unit}" into a hex, but has no move of it`);
      const last = moves.findLast((at) => at < plan.length);
      if (last === change.at && first > rank) {
        arriving = change.unit;
        rank = first;
      }
    }
  }
  return arriving ?? (left ? undefined : unitsIndex(plan.log).byHex.get(hex));
}

/** Planned attacks by target hex key, in the order declared; targets in the order of their first attack. */
export function attacksByTarget(planned: readonly PlannedOrder[]): Map<string, AttackOrder[]> {
  const byTarget = new Map<string, AttackOrder[]>();
  for (const { order } of planned) if (order.type === 'ATTACK') pushTo(byTarget, hexKey(order.target), order);
  return byTarget;
}

/** The units given an order in these plans (a recruit is not a unit yet). */
export function unitsWithOrders(planned: readonly PlannedOrder[]): Set<UnitId> {
  return new Set(planned.flatMap(({ order }) => (order.type === 'RECRUIT' ? [] : [order.unit])));
}

/** The planned orders themselves, for views that list them all. */
export function plannedOrders(plan: Plan): readonly PlannedOrder[] {
  return pendingOf(plan);
}
