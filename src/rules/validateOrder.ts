import { BUILDINGS } from './data/buildings.ts';
import { RACES } from './data/races.ts';
import { MAX_ATTACKERS_PER_DEFENDER } from './data/setup.ts';
import { TERRAIN } from './data/terrain.ts';
import { UNITS } from './data/units.ts';
import { buildingAt, findPlayer, terrainAt, unitAt } from './stateQueries.ts';
import { turnStructureOf } from './turnStructures.ts';
import { buildCost, goldAvailable } from './economy.ts';
import { describeHex, hexDistance, hexIndex, hexKey, isOnMap } from './hexGeometry.ts';
import { cannotEnter } from './cannotEnter.ts';
import { duelCannotBe } from './champions/orders.ts';
import { checkPath } from './movement.ts';
import { ownEntry } from './pieces.ts';
import { attacksOn, hasActed, occupantAfterPlan, planOf, type Plan } from './planLog.ts';
import { attackRangeOf, boardRulesOf } from './boardRulesOf.ts';
import type { AttackOrder, BuildOrder, GameState, MoveOrder, Order, PlannableOrder, Player, RecruitOrder, Unit } from './types.ts';

/** An order is either accepted, with the gold it will cost, or refused with a reason a player can read. */
export type Verdict = { readonly ok: true; readonly cost: number } | { readonly ok: false; readonly reason: string };

const accept = (cost = 0): Verdict => ({ ok: true, cost });
const refuse = (reason: string): Verdict => ({ ok: false, reason });

/** Checks an order against the state and the plan so far. Never throws on any input of the Order type. */
export function validateOrder(state: GameState, order: Order): Verdict {
  if (state.result) return refuse('the game is over');
  const player = findPlayer(state, order.player);
  if (!player) return refuse(`there is no player "${order.player}"`);
  const barred = turnStructureOf(state).cannotOrder(state, player, order);
  if (barred) return refuse(barred);
  if (order.type === 'END_TURN') {
    return order.duels && order.duels.length > 0 && (state.mode ?? 'hotseat') !== 'hotseat'
      ? refuse('duels are fought only in games of turns at one screen')
      : accept();
  }

  const plan = planOf(state);
  switch (order.type) {
    case 'RECRUIT':
      return validateRecruit(state, plan, player, order);
    default: {
      // Own keys only: an id such as "constructor" must not find Object.prototype's.
      const unit = ownEntry(state.units, order.unit);
      if (!unit) return refuse(`there is no unit "${order.unit}"`);
      if (unit.owner !== player.id) return refuse(`${unitName(unit)} at ${describeHex(unit.at)} is not ${player.name}'s`);
      if (hasActed(plan, unit.id)) return refuse(`${unitName(unit)} at ${describeHex(unit.at)} already has an order this turn`);
      const verdict = validateUnitOrder(state, plan, unit, order);
      const barredHere = verdict.ok ? boardRulesOf(state)?.cannotOrder(state, plan, unit, order) : null;
      return barredHere ? refuse(barredHere) : verdict;
    }
  }
}

function validateUnitOrder(state: GameState, plan: Plan, unit: Unit, order: Exclude<PlannableOrder, RecruitOrder>): Verdict {
  switch (order.type) {
    case 'MOVE':
      return validateMove(state, plan, unit, order);
    case 'ATTACK':
      return validateAttack(state, plan, unit, order);
    case 'DEFEND':
      return accept();
    case 'BUILD':
      return validateBuild(state, unit, order);
  }
}

function unitName(unit: Unit): string {
  return UNITS[unit.type].name;
}

function validateMove(state: GameState, plan: Plan, unit: Unit, order: MoveOrder): Verdict {
  const checked = checkPath(state, unit, order.path);
  if ('error' in checked) return refuse(checked.error);
  const destination = order.path.at(-1);
  if (!destination) return refuse('a move needs at least one hex to enter');
  const occupant = occupantAfterPlan(plan, hexIndex(state.map, destination));
  if (occupant !== undefined && occupant !== unit.id) {
    return refuse(`${describeHex(destination)} will be occupied: one unit per hex`);
  }
  return accept();
}

function validateAttack(state: GameState, plan: Plan, unit: Unit, order: AttackOrder): Verdict {
  const rules = UNITS[unit.type];
  if (!isOnMap(state.map, order.target)) return refuse(`${describeHex(order.target)} is not on the map`);
  const defender = unitAt(state, order.target);
  if (!defender) return refuse(`there is no unit to attack at ${describeHex(order.target)}`);
  if (defender.owner === unit.owner) return refuse(`${unitName(defender)} at ${describeHex(order.target)} are your own`);
  const distance = hexDistance(unit.at, order.target);
  const range = attackRangeOf(state, unit.type);
  if (distance > range) {
    return refuse(
      range === 1
        ? `${rules.name} can only attack an adjacent hex`
        : `${rules.name} can attack at most ${range} hexes away; ${describeHex(order.target)} is ${distance}`,
    );
  }
  const duel = duelCannotBe(state, plan, unit, order);
  if (duel) return refuse(duel);
  const planned = attacksOn(plan, hexKey(order.target));
  if (planned.length >= MAX_ATTACKERS_PER_DEFENDER) {
    return refuse(`at most ${MAX_ATTACKERS_PER_DEFENDER} units may attack one defender in a turn`);
  }
  if (order.advance) {
    if (distance > 1) return refuse(`${rules.name} cannot advance after an attack from ${distance} hexes away`);
    const blocked = cannotEnter(unit.type, terrainAt(state.map, order.target));
    if (blocked) return refuse(blocked);
    if (planned.some((a) => a.advance)) return refuse('only one attacker of a pair can advance into the hex');
  }
  return accept();
}

function validateBuild(state: GameState, unit: Unit, order: BuildOrder): Verdict {
  const building = BUILDINGS[order.building];
  const cost = buildCost(unit.type, order.building);
  if (cost === null) return refuse(`a ${building.name} cannot be built`);
  const existing = buildingAt(state, unit.at);
  if (existing) return refuse(`there is already a ${BUILDINGS[existing.type].name} at ${describeHex(unit.at)}`);
  const terrain = terrainAt(state.map, unit.at);
  if (building.terrains && !building.terrains.includes(terrain)) {
    const allowed = building.terrains.map((t) => TERRAIN[t].name).join(' or ');
    return refuse(`a ${building.name} can only stand on ${allowed}, not ${TERRAIN[terrain].name}`);
  }
  return affordable(state, building.name, cost);
}

function validateRecruit(state: GameState, plan: Plan, player: Player, order: RecruitOrder): Verdict {
  const rules = UNITS[order.unitType];
  if (rules.race !== player.race) return refuse(`${RACES[player.race].name} cannot recruit ${rules.name}`);
  if (!isOnMap(state.map, order.at)) return refuse(`${describeHex(order.at)} is not on the map`);
  const building = buildingAt(state, order.at);
  if (!building || building.owner !== player.id) return refuse(`you have no building at ${describeHex(order.at)} to recruit in`);
  const recruits = BUILDINGS[building.type].recruits;
  const name = BUILDINGS[building.type].name;
  if (recruits === 'none') return refuse(`a ${name} does not recruit units`);
  if (recruits === 'mounted' && !rules.mounted) return refuse(`a ${name} recruits only mounted units, not ${rules.name}`);
  if (recruits === 'foot' && rules.mounted) return refuse(`a ${name} recruits only foot units, not ${rules.name}`);
  const blocked = cannotEnter(order.unitType, terrainAt(state.map, order.at));
  if (blocked) return refuse(blocked);
  if (occupantAfterPlan(plan, hexIndex(state.map, order.at)) !== undefined) {
    return refuse(`the ${name} at ${describeHex(order.at)} will be occupied: one unit per hex`);
  }
  return affordable(state, rules.name, rules.cost);
}

function affordable(state: GameState, what: string, cost: number): Verdict {
  const gold = goldAvailable(state);
  if (cost > gold) return refuse(`not enough gold: ${what} costs ${cost}, you have ${gold}`);
  return accept(cost);
}
