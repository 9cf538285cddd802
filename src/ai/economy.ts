// Gold: Farms and Mines for income, then (a player that invests) Weaponsmiths, Armories and Barracks from spare
// gold, builders walking to land worth building on, and recruits at every building that recruits.
import {
  BUILDINGS,
  buildCost,
  hexDistance,
  moveDestinations,
  planView,
  RACES,
  TERRAIN,
  terrainAt,
  UNITS,
  type BuildingId,
  type Building,
  type HexCoord,
  type Unit,
  type UnitTypeId,
} from '../rules/index.ts';
import { marchTo } from './marching.ts';
import type { Planner } from './planner.ts';

const INCOME: readonly BuildingId[] = ['mine', 'farm'];
/** Gold of this many turns' recruits makes a player rich: it builds bonuses rather than income. */
const RICH = 3;

/** Farms and Mines where a unit stands, while gold allows (keeping the reserve for recruits). */
export function planBuilds(p: Planner): void {
  if (p.rules.invests) {
    planInvestments(p);
    return;
  }
  for (const unit of p.idle()) {
    if (p.gold() <= p.rules.reserve) return;
    for (const building of INCOME) if (p.try({ type: 'BUILD', player: p.player, unit: unit.id, building })) break;
  }
}

function ours(p: Planner, type?: BuildingId): Building[] {
  return p.buildings.filter((b) => b.owner === p.player && (type === undefined || b.type === type));
}

/** Gold the recruits of this turn will want: the dearest unit of our race at each building that recruits. */
function recruitBudget(p: Planner): number {
  const dearest = Math.max(...RACES[p.race()].units.map((t) => UNITS[t].cost));
  return ours(p).filter((b) => BUILDINGS[b.type].recruits !== 'none').length * dearest;
}

/**
 * Whether `unit` stands on a recruiting building of ours while gold allows a recruit there, for a player that
 * keeps such buildings free: it should not stay there to shoot.
 */
export function blocksRecruits(p: Planner, unit: Unit): boolean {
  const building = p.rules.room !== 'none' ? p.buildingAt(unit.at) : undefined;
  if (!building || building.owner !== p.player || BUILDINGS[building.type].recruits === 'none') return false;
  return p.gold() >= Math.min(...RACES[p.race()].units.map((t) => UNITS[t].cost));
}

/** What spare gold buys next: recruiting places while there are few, else attack and defence bonuses by turns. */
function investment(p: Planner): BuildingId {
  const recruiters = ours(p).filter((b) => BUILDINGS[b.type].recruits !== 'none').length;
  const income = ours(p).reduce((sum, b) => sum + BUILDINGS[b.type].income, 0);
  // More places to recruit at while income allows more recruits, or while the enemy outnumbers us.
  const outnumbered = p.own.length < p.enemies().length && recruiters < 4;
  if (outnumbered || recruiters < 1 + Math.floor(income / 10)) return 'barracks';
  return ours(p, 'weaponsmith').length <= ours(p, 'armory').length + 2 ? 'weaponsmith' : 'armory';
}

/**
 * A player that invests: builders build (income first, spare gold on bonuses and Barracks), fighters keep to
 * fighting; in an Economics campaign only income is built, since gold spent on anything else is wealth lost.
 */
function planInvestments(p: Planner): void {
  const economics = p.state.campaign.kind === 'economics';
  for (const unit of p.idle()) {
    if (!UNITS[unit.type].builder || p.buildingAt(unit.at)) continue;
    // Income comes first while gold is short; once it piles up, bonuses and recruiting places pay more.
    const rich = !economics && p.gold() >= RICH * recruitBudget(p);
    const income = INCOME.find((b) => BUILDINGS[b].terrains?.includes(terrainAt(p.state.map, unit.at)));
    if (income && !rich && p.try({ type: 'BUILD', player: p.player, unit: unit.id, building: income })) continue;
    if (economics || p.dangerAt(unit.at) > 0) continue;
    const extra = investment(p);
    const cost = buildCost(unit.type, extra) ?? Infinity;
    if (p.gold() - cost >= recruitBudget(p)) p.try({ type: 'BUILD', player: p.player, unit: unit.id, building: extra });
    else if (income) p.try({ type: 'BUILD', player: p.player, unit: unit.id, building: income });
  }
}

/** How good a hex is for a builder to build on next turn: Mine land, then Farm land, near home, out of reach. */
function buildSite(p: Planner, hex: HexCoord, home: HexCoord | undefined): number {
  if (p.buildingAt(hex) || p.dangerAt(hex) > 0) return -Infinity;
  const terrain = terrainAt(p.state.map, hex);
  const land = BUILDINGS.mine.terrains?.includes(terrain) ? 3 : BUILDINGS.farm.terrains?.includes(terrain) ? 2 : 0;
  return land - (home ? hexDistance(hex, home) * 0.2 : 0);
}

/** A player that invests walks its idle builders to the best free land in reach. */
export function planBuilderMoves(p: Planner): void {
  if (!p.rules.invests) return;
  const home = ours(p, 'keep')[0]?.at;
  for (const unit of p.idle()) {
    if (!UNITS[unit.type].builder) continue;
    const sites = moveDestinations(p.planned, planView(p.planned), unit);
    const best = sites.reduce<HexCoord | undefined>((a, b) => (a === undefined || buildSite(p, b, home) > buildSite(p, a, home) ? b : a), undefined);
    if (best && buildSite(p, best, home) > -Infinity) marchTo(p, unit, best);
  }
}

/** How much a unit type is worth fielding against these enemies: its attack against their defence, and back. */
function recruitScore(type: UnitTypeId, enemyAttack: number): number {
  const rules = UNITS[type];
  return rules.attack + rules.defence * (enemyAttack / 10) + (rules.range > 1 ? 1 : 0);
}

/** Whether an enemy building stands where mounted units cannot go, and we have hardly a foot unit to take it. */
function needsFoot(p: Planner): boolean {
  const foot = p.own.filter((u) => !UNITS[u.type].mounted).length;
  return foot < 2 && p.buildings.some((b) => b.owner !== p.player && !TERRAIN[terrainAt(p.state.map, b.at)].mountedMayEnter);
}

/** The unit types to try at a recruiting building, best first. */
function recruitOrder(p: Planner, builders: number, fighters: number): UnitTypeId[] {
  const types = [...RACES[p.race()].units];
  // Mounted units never enter Mountains: an enemy building there needs foot soldiers to take it.
  const footFirst = needsFoot(p);
  const late = (t: UnitTypeId) => (footFirst && UNITS[t].mounted ? 1 : 0);
  if (!p.rules.invests) {
    types.sort((a, b) => late(a) - late(b) || UNITS[b].cost - UNITS[a].cost);
    // A straying player starts its list at a random unit type.
    const from = p.strays() ? p.random(types.length) : 0;
    return [...types.slice(from), ...types.slice(0, from)];
  }
  const foes = p.enemies();
  const enemyAttack = foes.length ? foes.reduce((s, u) => s + UNITS[u.type].attack, 0) / foes.length : 6;
  const fightersFirst = types.filter((t) => !UNITS[t].builder).sort((a, b) => late(a) - late(b) || recruitScore(b, enemyAttack) - recruitScore(a, enemyAttack));
  const builder = types.filter((t) => UNITS[t].builder);
  const rich = p.gold() >= RICH * recruitBudget(p);
  const wantBuilders = builders < (p.state.campaign.kind === 'economics' ? 8 : Math.min(rich ? 12 : 6, 2 + Math.floor(fighters / 3)));
  return wantBuilders ? [...builder, ...fightersFirst] : [...fightersFirst, ...builder];
}

/** Recruits at every recruiting building of ours: the Keep first, then those nearest the enemy. */
export function planRecruits(p: Planner): void {
  const front = p.enemies()[0]?.at;
  const recruiters = ours(p)
    .filter((b) => BUILDINGS[b.type].recruits !== 'none')
    .sort(
      (a, b) =>
        (a.type === 'keep' ? 0 : 1) - (b.type === 'keep' ? 0 : 1) ||
        (front ? hexDistance(a.at, front) - hexDistance(b.at, front) : 0) ||
        a.at.row - b.at.row ||
        a.at.col - b.at.col,
    );
  let builders = p.own.filter((u) => UNITS[u.type].builder).length;
  let fighters = p.own.length - builders;
  for (const building of recruiters) {
    for (const unitType of recruitOrder(p, builders, fighters)) {
      if (!p.try({ type: 'RECRUIT', player: p.player, at: building.at, unitType })) continue;
      if (UNITS[unitType].builder) builders++;
      else fighters++;
      break;
    }
  }
}

/**
 * A player that steps off its recruiting buildings: units still idle on one, while gold allows a recruit there,
 * step next door (the least threatened free hex that recruits nothing), so the building recruits this turn.
 */
export function planMakeRoom(p: Planner): void {
  if (p.rules.room !== 'steps off') return;
  for (const unit of p.idle()) {
    if (!blocksRecruits(p, unit)) continue;
    const free = moveDestinations(p.planned, planView(p.planned), unit).filter((hex) => {
      const building = p.buildingAt(hex);
      return hexDistance(hex, unit.at) === 1 && !(building && BUILDINGS[building.type].recruits !== 'none');
    });
    const best = free.reduce<HexCoord | undefined>((a, b) => (a === undefined || p.dangerAt(b) < p.dangerAt(a) ? b : a), undefined);
    if (best) marchTo(p, unit, best);
  }
}
