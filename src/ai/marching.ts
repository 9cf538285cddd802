// Where units go when they do not fight: onto enemy buildings in reach, onto and around a threatened Keep,
// towards the prize (the nearest enemy Keep for a player that focuses, else each unit's nearest enemy building
// or unit), and, for a cautious player, only where the enemy's reach is no more than our support there.
import { cheapestPath, hexDistance, hexIndex, moveDestinations, planView, UNITS, type HexCoord, type Unit } from '../rules/index.ts';
import { buildingValue, type Planner } from './planner.ts';
import { distanceField, FAR, type Field } from './field.ts';

/** Enemy buildings with nobody on them that a unit can reach this turn: taken, the Keep first. */
export function planCaptures(p: Planner): void {
  const taken = new Set(Object.values(p.state.units).map((u) => `${u.at.col},${u.at.row}`));
  const prizes = p.buildings
    .filter((b) => b.owner !== p.player && !taken.has(`${b.at.col},${b.at.row}`))
    .sort((a, b) => buildingValue(b.type) - buildingValue(a.type));
  for (const prize of prizes) {
    for (const unit of p.idle()) {
      // Every hex entered costs at least 1, so a prize farther than the unit's move is out of reach.
      if (hexDistance(unit.at, prize.at) > UNITS[unit.type].move) continue;
      const reach = moveDestinations(p.planned, planView(p.planned), unit);
      if (!reach.some((h) => h.col === prize.at.col && h.row === prize.at.row)) continue;
      const path = cheapestPath(p.planned, unit, prize.at);
      if (path && p.try({ type: 'MOVE', player: p.player, unit: unit.id, path })) break;
    }
  }
}

/** With enemies within reach of a Keep of ours, the units on and around it defend. */
export function planGuards(p: Planner): void {
  if (p.rules.guards === 0) return;
  const keeps = p.buildings.filter((b) => b.owner === p.player && b.type === 'keep');
  for (const keep of keeps) {
    const threat = p.enemies().some((e) => hexDistance(e.at, keep.at) <= UNITS[e.type].move + 1);
    if (!threat) continue;
    const near = p.idle().filter((u) => hexDistance(u.at, keep.at) <= 1);
    for (const unit of near.slice(0, p.rules.guards + 1)) p.try({ type: 'DEFEND', player: p.player, unit: unit.id });
  }
}

/** A cautious player's units left within the enemy's reach, with nothing better to do, defend. */
export function planDefences(p: Planner): void {
  if (!p.rules.cautious) return;
  for (const unit of p.idle()) if (p.dangerAt(unit.at) > 0) p.try({ type: 'DEFEND', player: p.player, unit: unit.id });
}

/** The enemy Keep nearest our own units' middle, and the enemy units near it: one prize for every unit. */
function focusGoal(p: Planner): HexCoord[] | null {
  const own = p.own;
  if (own.length === 0) return null;
  const middle = { col: Math.round(own.reduce((s, u) => s + u.at.col, 0) / own.length), row: Math.round(own.reduce((s, u) => s + u.at.row, 0) / own.length) };
  const keeps = p.buildings.filter((b) => b.owner !== p.player && b.type === 'keep');
  const keep = keeps.sort((a, b) => hexDistance(a.at, middle) - hexDistance(b.at, middle))[0];
  if (!keep) return null;
  return [
    keep.at,
    ...p
      .enemies()
      .filter((e) => hexDistance(e.at, keep.at) <= 3)
      .map((e) => e.at),
  ];
}

function goalsOf(p: Planner): HexCoord[] {
  return (p.rules.focus && focusGoal(p)) || [...p.buildings.filter((b) => b.owner !== p.player).map((b) => b.at), ...p.enemies().map((u) => u.at)];
}

/** How far a hex is from the goals: by the land's cost for a player that finds paths, else as the crow flies. */
function distanceTo(p: Planner, goals: readonly HexCoord[]): (unit: Unit, hex: HexCoord) => number {
  if (!p.rules.paths) return (_, hex) => Math.min(...goals.map((g) => hexDistance(hex, g)));
  const fields = new Map<boolean, Field>();
  return (unit, hex) => {
    const mounted = UNITS[unit.type].mounted;
    const field = fields.get(mounted) ?? distanceField(p.state.map, goals, mounted);
    fields.set(mounted, field);
    return field[hexIndex(p.state.map, hex)] ?? FAR;
  };
}

/** The crow-flies distance from a hex to the nearest goal. */
const nearestOf = (goals: readonly HexCoord[]) => (hex: HexCoord) => Math.min(...goals.map((g) => hexDistance(hex, g)));

/**
 * Mounted units that can reach no goal (the last prize stands on Mountains) stand aside, out of the way of the
 * units on foot that can take it: a ring of horsemen around a Mine on a mountain would otherwise stall a won game.
 */
function standAside(p: Planner, goals: readonly HexCoord[], distance: (unit: Unit, hex: HexCoord) => number): void {
  if (!p.own.some((u) => !UNITS[u.type].mounted)) return;
  const near = nearestOf(goals);
  for (const unit of p.idle()) {
    if (!UNITS[unit.type].mounted || distance(unit, unit.at) < FAR || near(unit.at) > ASIDE) continue;
    const clear = moveDestinations(p.planned, planView(p.planned), unit).filter((hex) => near(hex) > ASIDE);
    const best = clear.reduce<HexCoord | null>((a, b) => (a === null || near(b) < near(a) ? b : a), null);
    if (best) marchTo(p, unit, best);
  }
}

/** How far from a prize it cannot reach a mounted unit stands aside. */
const ASIDE = 2;

/** Every unit still idle marches to the reachable hex nearest its nearest prize (enemy buildings, then units). */
export function planMarches(p: Planner): void {
  const goals = goalsOf(p);
  if (goals.length === 0) return;
  const distance = distanceTo(p, goals);
  if (p.rules.paths) standAside(p, goals, distance);
  // Caution is for an even fight: three times the enemy's numbers overwhelm whatever waits for them.
  const careful = p.rules.cautious && p.own.length < 3 * p.enemies().length;
  for (const unit of p.idle()) {
    const all = moveDestinations(p.planned, planView(p.planned), unit);
    const reach = careful ? all.filter((hex) => p.dangerAt(hex) <= p.supportAt(unit, hex) + 1) : all;
    if (reach.length === 0) continue;
    const to = (hex: HexCoord) => distance(unit, hex);
    const best = p.strays() ? reach[p.random(reach.length)] : reach.reduce((a, b) => (to(b) < to(a) ? b : a));
    if (!best || to(best) >= to(unit.at)) continue;
    marchTo(p, unit, best);
  }
}

export function marchTo(p: Planner, unit: Unit, to: HexCoord): boolean {
  const path = cheapestPath(p.planned, unit, to);
  return path !== null && p.try({ type: 'MOVE', player: p.player, unit: unit.id, path });
}
