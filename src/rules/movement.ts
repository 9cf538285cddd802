import { TERRAIN } from './data/terrain.ts';
import { UNITS } from './data/units.ts';
import type { UnitId } from './ids.ts';
import { cannotEnter } from './cannotEnter.ts';
import { areAdjacent, describeHex, hexAt, hexIndex, isOnMap, neighbourIndex } from './hexGeometry.ts';
import { occupancy } from './stateQueries.ts';
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
 */
export function reach(state: GameState, unit: Unit, occupants: ReadonlyMap<number, UnitId> = occupancy(state)): Reach {
  const { map } = state;
  const allowance = UNITS[unit.type].move;
  const start = hexIndex(map, unit.at);
  const cost = new Map<number, number>([[start, 0]]);
  const cameFrom = new Map<number, number>();
  const frontier: number[] = [start];
  while (frontier.length > 0) {
    let best = 0;
    for (let i = 1; i < frontier.length; i++) if (cost.get(frontier[i]!)! < cost.get(frontier[best]!)!) best = i;
    const here = frontier.splice(best, 1)[0]!;
    const spent = cost.get(here)!;
    for (let d = 0; d < 6; d++) {
      const next = neighbourIndex(map, here, d);
      if (next < 0) continue;
      const terrain = map.terrain[next]!;
      if (cannotEnter(unit.type, terrain)) continue;
      const occupant = occupants.get(next);
      if (occupant !== undefined && state.units[occupant]!.owner !== unit.owner) continue;
      const total = spent + TERRAIN[terrain].moveCost!;
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
  const { cameFrom, cost } = reach(state, unit);
  let index = hexIndex(state.map, to);
  if (!cost.has(index) || index === hexIndex(state.map, unit.at)) return null;
  const path: HexCoord[] = [];
  while (cameFrom.has(index)) {
    path.unshift(hexAt(state.map, index));
    index = cameFrom.get(index)!;
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
    const terrain = state.map.terrain[hexIndex(state.map, hex)]!;
    const blocked = cannotEnter(unit.type, terrain);
    if (blocked) return { error: blocked };
    const occupant = occupants.get(hexIndex(state.map, hex));
    if (occupant !== undefined && state.units[occupant]!.owner !== unit.owner) {
      return { error: `${rules.name} cannot move through the enemy unit at ${describeHex(hex)}` };
    }
    cost += TERRAIN[terrain].moveCost!;
    from = hex;
  }
  if (cost > rules.move && path.length > 1) return { error: `${rules.name} move ${rules.move}, this path costs ${cost}` };
  return { cost };
}
