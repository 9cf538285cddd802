// A computer player's turn: orders planned through the same rules a person's go through (validateOrder, then
// playOrder on the plan), from what the board shows now — never a die to come. Its own choices come from a seeded
// generator, so a game with computers replays exactly. In order: attacks whose exact odds (the combat system's)
// reach its strength's threshold, best first, in pairs where that helps; enemy buildings taken; the Keep guarded;
// Farms and Mines built; recruits; and every other unit marched towards the nearest prize.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import {
  activePlayer,
  attackRangeOf,
  BUILDINGS,
  cheapestPath,
  combatSetupFor,
  combatSystemFor,
  hexDistance,
  MAX_ATTACKERS_PER_DEFENDER,
  moveDestinations,
  planView,
  playOrder,
  RACES,
  UNITS,
  unitsOf,
  validateOrder,
  type BuildingId,
  type DiceSource,
  type GameState,
  type HexCoord,
  type PlannableOrder,
  type PlayerId,
  type Unit,
} from '../rules/index.ts';
import { STRENGTH_RULES, type Strength, type StrengthRules } from './strengths.ts';

const NO_DICE: DiceSource = {
  roll() {
    throw new Error('planning rolls no dice');
  },
};

/** What a building is worth taking or keeping, in gold. */
function buildingValue(type: BuildingId): number {
  return type === 'keep' ? 20 : (BUILDINGS[type].cost ?? 0) + 3 * BUILDINGS[type].income;
}

class Planner {
  planned: GameState;
  readonly orders: PlannableOrder[] = [];
  readonly player: PlayerId;

  constructor(
    readonly state: GameState,
    readonly rules: StrengthRules,
    private readonly rng: RandomGenerator,
  ) {
    this.planned = state;
    this.player = activePlayer(state).id;
  }

  random(max: number): number {
    return uniformInt(this.rng, 0, max - 1);
  }

  strays(): boolean {
    return this.rules.stray > 0 && this.random(1000) < this.rules.stray * 1000;
  }

  /** Plans `order` if the rules take it. */
  try(order: PlannableOrder): boolean {
    if (!validateOrder(this.planned, order).ok) return false;
    const outcome = playOrder(this.planned, order, NO_DICE);
    if (!outcome.ok) return false;
    this.planned = outcome.state;
    this.orders.push(order);
    return true;
  }

  /** Whether the rules would take these orders, one after another, on the plan so far (nothing is planned). */
  allows(orders: readonly PlannableOrder[]): boolean {
    let state = this.planned;
    for (const order of orders) {
      if (!validateOrder(state, order).ok) return false;
      const outcome = playOrder(state, order, NO_DICE);
      if (!outcome.ok) return false;
      state = outcome.state;
    }
    return true;
  }

  idle(): Unit[] {
    const acted = planView(this.planned).acted;
    return unitsOf(this.planned, this.player)
      .filter((u) => !acted.has(u.id))
      .sort((a, b) => (a.id < b.id ? -1 : 1));
  }

  enemies(): Unit[] {
    return Object.values(this.state.units)
      .filter((u) => u.owner !== this.player)
      .sort((a, b) => (a.id < b.id ? -1 : 1));
  }
}

/** The chance `attackers` beat the unit at `target`, exactly, as the scenario's combat system rolls it. */
function winChance(state: GameState, attackers: readonly Unit[], target: HexCoord): number {
  const setup = combatSetupFor(state, attackers, target);
  return setup ? combatSystemFor(state).odds(setup).attackerWins.value : 0;
}

interface Attack {
  readonly attackers: readonly Unit[];
  readonly target: Unit;
  readonly chance: number;
  readonly score: number;
}

/** The attacks worth making on `target`: alone or (a strength that pairs) two together, at the threshold or above. */
function attacksOn(p: Planner, target: Unit, idle: readonly Unit[]): Attack[] {
  const inRange = idle.filter((u) => hexDistance(u.at, target.at) <= attackRangeOf(p.state, u.type));
  const value = UNITS[target.type].cost + (Object.values(p.state.buildings).find((b) => b.at.col === target.at.col && b.at.row === target.at.row) ? 6 : 0);
  const options: (readonly Unit[])[] = inRange.map((u) => [u]);
  if (p.rules.pairs && MAX_ATTACKERS_PER_DEFENDER >= 2) {
    for (let i = 0; i < inRange.length; i++) for (let j = i + 1; j < inRange.length; j++) options.push([inRange[i] as Unit, inRange[j] as Unit]);
  }
  return options.flatMap((attackers) => {
    if (!p.allows(attackers.map((u) => ({ type: 'ATTACK', player: p.player, unit: u.id, target: target.at })))) return [];
    const chance = winChance(p.state, attackers, target.at);
    if (chance < p.rules.attackAt) return [];
    const risk = attackers.reduce((sum, u) => sum + UNITS[u.type].cost, 0);
    return [{ attackers, target, chance, score: chance * value - (1 - chance) * risk }];
  });
}

function planAttacks(p: Planner): void {
  const candidates = p.enemies().flatMap((target) => attacksOn(p, target, p.idle()));
  candidates.sort((a, b) => b.score - a.score || b.chance - a.chance);
  const used = new Set<string>();
  const hit = new Set<string>();
  for (const attack of candidates) {
    if (hit.has(attack.target.id) || attack.attackers.some((u) => used.has(u.id))) continue;
    if (p.strays()) continue;
    const [first, second] = attack.attackers;
    if (!first) continue;
    const onBuilding = Object.values(p.state.buildings).some((b) => b.at.col === attack.target.at.col && b.at.row === attack.target.at.row);
    const advance = onBuilding && hexDistance(first.at, attack.target.at) === 1;
    if (!p.try({ type: 'ATTACK', player: p.player, unit: first.id, target: attack.target.at, ...(advance ? { advance } : {}) })) continue;
    used.add(first.id);
    hit.add(attack.target.id);
    if (second && p.try({ type: 'ATTACK', player: p.player, unit: second.id, target: attack.target.at })) used.add(second.id);
  }
}

/** Enemy buildings with nobody on them that a unit can reach this turn: taken, the Keep first. */
function planCaptures(p: Planner): void {
  const prizes = Object.values(p.state.buildings)
    .filter((b) => b.owner !== p.player && !Object.values(p.state.units).some((u) => u.at.col === b.at.col && u.at.row === b.at.row))
    .sort((a, b) => buildingValue(b.type) - buildingValue(a.type));
  for (const prize of prizes) {
    for (const unit of p.idle()) {
      const reach = moveDestinations(p.planned, planView(p.planned), unit);
      if (!reach.some((h) => h.col === prize.at.col && h.row === prize.at.row)) continue;
      const path = cheapestPath(p.planned, unit, prize.at);
      if (path && p.try({ type: 'MOVE', player: p.player, unit: unit.id, path })) break;
    }
  }
}

/** With enemies within reach of a Keep of ours, the units on and around it defend. */
function planGuards(p: Planner): void {
  if (p.rules.guards === 0) return;
  const keeps = Object.values(p.state.buildings).filter((b) => b.owner === p.player && b.type === 'keep');
  for (const keep of keeps) {
    const threat = p.enemies().some((e) => hexDistance(e.at, keep.at) <= UNITS[e.type].move + 1);
    if (!threat) continue;
    const near = p.idle().filter((u) => hexDistance(u.at, keep.at) <= 1);
    for (const unit of near.slice(0, p.rules.guards + 1)) p.try({ type: 'DEFEND', player: p.player, unit: unit.id });
  }
}

/** Farms and Mines where a unit stands, while gold allows (keeping the reserve for recruits). */
function planBuilds(p: Planner): void {
  for (const unit of p.idle()) {
    if (activePlayer(p.planned).gold <= p.rules.reserve) return;
    for (const building of ['mine', 'farm'] as const) if (p.try({ type: 'BUILD', player: p.player, unit: unit.id, building })) break;
  }
}

/** Recruits at every recruiting building of ours: the dearest unit gold allows (a straying player picks any). */
function planRecruits(p: Planner): void {
  const race = activePlayer(p.state).race;
  const recruiters = Object.values(p.state.buildings)
    .filter((b) => b.owner === p.player && BUILDINGS[b.type].recruits !== 'none')
    .sort((a, b) => a.at.row - b.at.row || a.at.col - b.at.col);
  for (const building of recruiters) {
    const types = [...RACES[race].units].sort((a, b) => UNITS[b].cost - UNITS[a].cost);
    // A straying player starts its list at a random unit type.
    const from = p.strays() ? p.random(types.length) : 0;
    const ordered = [...types.slice(from), ...types.slice(0, from)];
    for (const unitType of ordered) if (p.try({ type: 'RECRUIT', player: p.player, at: building.at, unitType })) break;
  }
}

/** The enemy Keep nearest our own units' middle, and the enemy units near it: one prize for every unit. */
function focusGoal(p: Planner): HexCoord[] | null {
  const own = unitsOf(p.state, p.player);
  if (own.length === 0) return null;
  const middle = { col: Math.round(own.reduce((s, u) => s + u.at.col, 0) / own.length), row: Math.round(own.reduce((s, u) => s + u.at.row, 0) / own.length) };
  const keeps = Object.values(p.state.buildings).filter((b) => b.owner !== p.player && b.type === 'keep');
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

/** Enemy units that could reach `hex` and attack it next turn. */
function dangerAt(p: Planner, hex: HexCoord): number {
  return p.enemies().filter((e) => hexDistance(e.at, hex) <= UNITS[e.type].move + attackRangeOf(p.state, e.type)).length;
}

/** Our units (other than `unit`) within two hexes of `hex`. */
function supportAt(p: Planner, unit: Unit, hex: HexCoord): number {
  return unitsOf(p.state, p.player).filter((u) => u.id !== unit.id && hexDistance(u.at, hex) <= 2).length;
}

/** A cautious player's units left within the enemy's reach, with nothing better to do, defend. */
function planDefences(p: Planner): void {
  if (!p.rules.cautious) return;
  for (const unit of p.idle()) if (dangerAt(p, unit.at) > 0) p.try({ type: 'DEFEND', player: p.player, unit: unit.id });
}

/** Every unit still idle marches to the reachable hex nearest its nearest prize (enemy buildings, then units). */
function planMarches(p: Planner): void {
  const goals = (p.rules.focus && focusGoal(p)) || [
    ...Object.values(p.state.buildings)
      .filter((b) => b.owner !== p.player)
      .map((b) => b.at),
    ...p.enemies().map((u) => u.at),
  ];
  if (goals.length === 0) return;
  for (const unit of p.idle()) {
    const all = moveDestinations(p.planned, planView(p.planned), unit);
    const reach = p.rules.cautious ? all.filter((hex) => dangerAt(p, hex) <= supportAt(p, unit, hex) + 1) : all;
    if (reach.length === 0) continue;
    const distance = (hex: HexCoord) => Math.min(...goals.map((g) => hexDistance(hex, g)));
    const best = p.strays() ? reach[p.random(reach.length)] : reach.reduce((a, b) => (distance(b) < distance(a) ? b : a));
    if (!best || distance(best) >= distance(unit.at)) continue;
    const path = cheapestPath(p.planned, unit, best);
    if (path) p.try({ type: 'MOVE', player: p.player, unit: unit.id, path });
  }
}

/** The plan of the player whose turn it is in `state`, at `strength`, its choices seeded by `seed`. */
export function planTurn(state: GameState, strength: Strength, seed: number): PlannableOrder[] {
  if (state.result) return [];
  const p = new Planner(state, STRENGTH_RULES[strength], xoroshiro128plus(seed | 0));
  planAttacks(p);
  planCaptures(p);
  planGuards(p);
  planBuilds(p);
  planRecruits(p);
  planMarches(p);
  planDefences(p);
  return p.orders;
}
