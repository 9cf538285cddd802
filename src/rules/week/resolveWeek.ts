import { BUILDINGS } from '../data/buildings.ts';
import { UNITS } from '../data/units.ts';
import type { DiceSource } from '../dice.ts';
import { describeHex } from '../hexGeometry.ts';
import type { PlayerId, UnitId } from '../ids.ts';
import { ownEntry } from '../pieces.ts';
import { attacksByTarget, unitsWithOrders } from '../planLog.ts';
import type { EventRecorder } from '../recorder.ts';
import { fight } from '../fight.ts';
import { buildOrRecruit } from '../resolveTurn.ts';
import { continueSieges } from '../sieges.ts';
import { endSiegesThatCannotGoOn } from '../siegesEnd.ts';
import { buildingAt, findPlayer, unitAt } from '../stateQueries.ts';
import type { AttackOrder, GameState, PlannableOrder, PlannedOrder } from '../types.ts';
import { resolveSimultaneousMoves } from './simultaneousMoves.ts';

/** A player's plan for the phase, as sent. */
export interface SentPlan {
  readonly player: PlayerId;
  readonly plan: readonly PlannedOrder[];
}

/** The unit each attack was aimed at: the one in its target hex when the plans were made (the start of the phase). */
export type AttackTargets = ReadonlyMap<AttackOrder, UnitId | undefined>;

export function attackTargets(state: GameState, plans: readonly SentPlan[]): AttackTargets {
  const targets = new Map<AttackOrder, UnitId | undefined>();
  for (const { plan } of plans) for (const { order } of plan) if (order.type === 'ATTACK') targets.set(order, unitAt(state, order.target)?.id);
  return targets;
}

/** Every move at once, then DEFEND stances, then builds and recruits, seat by seat. No dice. */
export function resolveWeekMovement(recorder: EventRecorder, plans: readonly SentPlan[]): void {
  const orders = plans.flatMap(({ plan }) => plan);
  resolveSimultaneousMoves(
    recorder,
    orders.flatMap(({ order }) => (order.type === 'MOVE' ? [order] : [])),
  );
  for (const { order } of orders) if (order.type === 'DEFEND') recorder.emit({ type: 'DEFEND_TAKEN', unit: order.unit });
  for (const { order, cost } of orders) {
    if (order.type !== 'BUILD' && order.type !== 'RECRUIT') continue;
    const why = recorder.ask((state) => whyNotBuilt(state, order, cost));
    if (why) recorder.emit({ type: 'ORDER_DROPPED', order, reason: why });
    else buildOrRecruit(recorder, order, cost);
  }
  endSiegesThatCannotGoOn(recorder);
}

/** Why a build or recruit planned at the start of the week cannot happen after its moves, or null. */
function whyNotBuilt(state: GameState, order: PlannableOrder, cost: number): string | null {
  const player = findPlayer(state, order.player);
  if (!player || player.gold < cost) return `${player?.name ?? order.player} no longer has the ${cost} gold it costs`;
  if (order.type === 'BUILD') {
    const unit = ownEntry(state.units, order.unit);
    if (!unit) return `unit ${order.unit} is no longer on the board`;
    const there = buildingAt(state, unit.at);
    return there ? `there is already a ${BUILDINGS[there.type].name} at ${describeHex(unit.at)}` : null;
  }
  if (order.type !== 'RECRUIT') return null;
  const building = buildingAt(state, order.at);
  if (!building || building.owner !== order.player) return `the building at ${describeHex(order.at)} was taken this week`;
  const standing = unitAt(state, order.at);
  return standing ? `${describeHex(order.at)} is held by the ${UNITS[standing.type].name} that moved in` : null;
}

/**
 * Every attack of the week, plan by plan in the order given (the week's first seat first), each plan's
 * attacks grouped by target as in a turn. An attack whose target left its hex or was destroyed, or
 * whose attacker was destroyed by an earlier fight, is dropped with the reason; a pair that lost one
 * attacker fights with the other.
 */
export function resolveWeekCombats(recorder: EventRecorder, plans: readonly SentPlan[], targets: AttackTargets, dice: DiceSource): void {
  const bouts = new Map<UnitId, number>();
  // Sieges that go on are fought first, by besiegers that had no order this week.
  const ordered = unitsWithOrders(plans.flatMap(({ plan }) => plan));
  for (const unit of recorder.ask((state) => state.week?.acted ?? [])) ordered.add(unit);
  continueSieges(recorder, new Set(plans.map((p) => p.player)), ordered, dice, bouts);
  for (const { plan } of plans) {
    for (const attacks of attacksByTarget(plan).values()) {
      const first = attacks[0];
      if (!first) continue;
      const why = recorder.ask((state) => whyTargetGone(state, first, targets.get(first)));
      if (why) {
        for (const order of attacks) recorder.emit({ type: 'ORDER_DROPPED', order, reason: why });
        continue;
      }
      const gone = recorder.ask((state) => attacks.filter((a) => !ownEntry(state.units, a.unit)));
      for (const order of gone) recorder.emit({ type: 'ORDER_DROPPED', order, reason: `unit ${order.unit} was destroyed before its attack` });
      const fighting = attacks.filter((a) => !gone.includes(a));
      if (fighting.length > 0) fight(recorder, fighting, dice, bouts);
    }
  }
}

function whyTargetGone(state: GameState, attack: AttackOrder, aimedAt: UnitId | undefined): string | null {
  const where = describeHex(attack.target);
  if (aimedAt === undefined) return `there was no unit at ${where} to attack`;
  const unit = ownEntry(state.units, aimedAt);
  if (!unit) return `the unit attacked at ${where} was already destroyed this week`;
  const now = unitAt(state, attack.target);
  return now?.id === aimedAt ? null : `the ${UNITS[unit.type].name} attacked at ${where} moved away`;
}
