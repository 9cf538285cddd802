import { TERRAIN } from './data/terrain.ts';
import { UNITS } from './data/units.ts';
import type { TerrainId, UnitId, UnitTypeId } from './ids.ts';
import { cannotEnter } from './cannotEnter.ts';
import { areAdjacent, describeHex, hexAt, hexDistance, hexIndex, isOnMap, neighbourIndex, neighbours } from './hexGeometry.ts';
import { occupancy, terrainAt } from './stateQueries.ts';
import type { GameState, HexCoord, Unit } from './types.ts';
import type { PlanView } from './plan.ts';

export interface Reach {
  /** Hex index → move points spent to get there by the cheapest way. */
  readonly cost: ReadonlyMap<number, number>;
  /** Hex index → the hex it is cheapest to come from. */
  readonly cameFrom: ReadonlyMap<number, number>;
}

/**
 * Every hex the unit can pass through this turn with its move allowance, paying each entered hex's
 * cost (one adjacent hex is always allowed) and never passing an enemy unit (Dijkstra; allowances are tiny, so scanning a short frontier for its cheapest hex beats a heap).
 * A larger `allowance` finds the ways a unit cannot afford this turn (./movement.ts attemptedPath).
 */
export function reach(state: GameState, unit: Unit, occupants: ReadonlyMap<number, UnitId> = occupancy(state), allowance = UNITS[unit.type].move): Reach {
  const { map } = state;
  const start = hexIndex(map, unit.at);
  const cost = new Map<number, number>([[start, 0]]);
  const cameFrom = new Map<number, number>();
  const frontier: number[] = [start];
  for (let here = takeCheapest(frontier, cost); here !== undefined; here = takeCheapest(frontier, cost)) {
    const spent = costOf(cost, here);
    for (let d = 0; d < 6; d++) {
      const next = neighbourIndex(map, here, d);
      if (next < 0) continue;
      const terrain = map.terrain[next];
      if (terrain === undefined) throw new RangeError(`hex ${next} is not on the ${map.width}×${map.height} map`);
      const step = entering(unit.type, terrain);
      if (typeof step === 'string') continue;
      const occupant = occupants.get(next);
      if (occupant !== undefined && state.units[occupant]?.owner !== unit.owner) continue;
      const total = spent + step;
      // A unit may always enter one adjacent hex as its whole move, whatever it costs: else no foot
      // unit (move 2 at most) could ever climb into Mountains (cost 3).
      if ((total > allowance && spent > 0) || total >= (cost.get(next) ?? Infinity)) continue;
      cost.set(next, total);
      cameFrom.set(next, here);
      frontier.push(next);
    }
  }
  return { cost, cameFrom };
}

/** Takes the frontier's cheapest hex out (the first of equally cheap ones); undefined once it is empty. */
function takeCheapest(frontier: number[], cost: ReadonlyMap<number, number>): number | undefined {
  let best = 0;
  let bestCost = Infinity;
  let i = 0;
  for (const hex of frontier) {
    const spent = costOf(cost, hex);
    if (spent < bestCost) {
      best = i;
      bestCost = spent;
    }
    i++;
  }
  return frontier.splice(best, 1)[0];
}

/** The cost found for a hex on the frontier: every hex put there has one. */
function costOf(cost: ReadonlyMap<number, number>, hex: number): number {
  const spent = cost.get(hex);
  if (spent === undefined) throw new Error(`hex ${hex} is on the frontier without a cost`);
  return spent;
}

/** What entering a hex of this terrain costs a unit of this type, or why it never can. */
function entering(type: UnitTypeId, terrain: TerrainId): number | string {
  return cannotEnter(type, terrain) ?? TERRAIN[terrain].moveCost ?? `nothing can enter ${TERRAIN[terrain].name}`;
}

/** Hexes the unit may end a planned move on: reachable and free once the plan resolves. */
export function moveDestinations(state: GameState, plan: PlanView, unit: Unit): HexCoord[] {
  const { cost } = reach(state, unit);
  const result: HexCoord[] = [];
  for (const index of cost.keys()) {
    const occupant = plan.occupantAfterPlan(index);
    if (occupant === undefined || occupant === unit.id) {
      if (index !== hexIndex(state.map, unit.at)) result.push(hexAt(state.map, index));
    }
  }
  return result;
}

/** The cheapest path to a reachable hex, start excluded; null when it cannot be reached. */
export function cheapestPath(state: GameState, unit: Unit, to: HexCoord): HexCoord[] | null {
  return pathIn(state, reach(state, unit), unit, to);
}

/** The path `reach` found to `to`, start excluded; null when it found none. */
function pathIn(state: GameState, { cameFrom, cost }: Reach, unit: Unit, to: HexCoord): HexCoord[] | null {
  let index = hexIndex(state.map, to);
  if (!cost.has(index) || index === hexIndex(state.map, unit.at)) return null;
  const path: HexCoord[] = [];
  for (let from = cameFrom.get(index); from !== undefined; from = cameFrom.get(index)) {
    path.unshift(hexAt(state.map, index));
    index = from;
  }
  return path;
}

/** Move points searched for a way a unit cannot afford: past them, the straight way is tried (a click across a 256×256 map stays instant). */
const ATTEMPT_BUDGET = 24;

/**
 * The path a move to `to` would take whatever it costs, for the rules to judge and, when they refuse it, to
 * say why: the cheapest way that passes no enemy and no hex the unit cannot enter, found within a budget of
 * move points, else the straight way there (whose first impassable hex or enemy is then named). Null off the
 * map or on the unit's own hex.
 */
export function attemptedPath(state: GameState, unit: Unit, to: HexCoord): HexCoord[] | null {
  if (!isOnMap(state.map, to) || (to.col === unit.at.col && to.row === unit.at.row)) return null;
  const budget = Math.max(UNITS[unit.type].move, ATTEMPT_BUDGET);
  const found = hexDistance(unit.at, to) <= budget ? pathIn(state, reach(state, unit, occupancy(state), budget), unit, to) : null;
  return found ?? straightPath(state, unit, to);
}

/**
 * Hex by hex from the unit to `to` (start excluded), each step to a neighbour nearer `to`: one the unit may
 * enter and pass where there is a choice, so what the rules then name is what truly stands in the way.
 */
function straightPath(state: GameState, unit: Unit, to: HexCoord): HexCoord[] {
  const occupants = occupancy(state);
  const passable = (hex: HexCoord): boolean => {
    const occupant = occupants.get(hexIndex(state.map, hex));
    const enemy = occupant !== undefined && state.units[occupant]?.owner !== unit.owner;
    return !enemy && typeof entering(unit.type, terrainAt(state.map, hex)) === 'number';
  };
  const path: HexCoord[] = [];
  for (let here = unit.at; hexDistance(here, to) > 0; ) {
    const nearer = neighbours(state.map, here).filter((n) => hexDistance(n, to) < hexDistance(here, to));
    const next = nearer.find(passable) ?? nearer[0];
    if (!next) break;
    path.push(next);
    here = next;
  }
  return path;
}

/** Why this path is not a legal move for the unit, or null with its cost. */
export function checkPath(state: GameState, unit: Unit, path: readonly HexCoord[]): { error: string } | { cost: number } {
  const rules = UNITS[unit.type];
  if (path.length === 0) return { error: 'a move needs at least one hex to enter' };
  const occupants = occupancy(state);
  let from = unit.at;
  let cost = 0;
  for (const hex of path) {
    if (!isOnMap(state.map, hex)) return { error: `${describeHex(hex)} is not on the map` };
    if (!areAdjacent(from, hex)) return { error: `${describeHex(hex)} is not next to ${describeHex(from)}` };
    const step = entering(unit.type, terrainAt(state.map, hex));
    if (typeof step === 'string') return { error: step };
    const occupant = occupants.get(hexIndex(state.map, hex));
    if (occupant !== undefined && state.units[occupant]?.owner !== unit.owner) {
      return { error: `${rules.name} cannot move through the enemy unit at ${describeHex(hex)}` };
    }
    cost += step;
    from = hex;
  }
  if (cost > rules.move && path.length > 1) return { error: `${rules.name} move ${rules.move}, this path costs ${cost}` };
  return { cost };
}
