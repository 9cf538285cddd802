import { duelSummary } from '../champions/summary.ts';
import { menText } from '../combat/mass/men.ts';
import { describeCombat } from '../combat/registry.ts';
import { plainText } from '../combat/view.ts';
import { BUILDINGS } from '../data/buildings.ts';
import { UNITS } from '../data/units.ts';
import { describeHex } from '../hexGeometry.ts';
import type { GameEvent, GameResult, PlannableOrder } from '../types.ts';
import { playerName, unitName, unitsName, type Names } from './names.ts';

export function describeResult(result: GameResult, names: Names): string {
  if (result.kind === 'won') {
    const why = { 'last-standing': 'the last one standing', wealth: 'the wealthiest', 'turn-limit': 'the wealthiest at the turn limit' }[result.reason];
    return `${playerName(names, result.winner)} wins, ${why}.`;
  }
  if (result.players.length === 0) return 'A draw: no one is left.';
  return `A draw between ${result.players.map((p) => playerName(names, p)).join(' and ')}.`;
}

/**
 * One event in a line a player can read. With `together`, as the screens tell it, several attackers are named in
 * one phrase ("Joe's two Warriors attacked"); without, one by one ("Joe's Warriors and Joe's Warriors attacked"),
 * the words a play-by-e-mail report was published in and is verified against.
 */
export function describeEvent(event: GameEvent, names: Names, { together = false }: { readonly together?: boolean } = {}): string {
  switch (event.type) {
    case 'ORDER_PLANNED':
      return `Order planned (${event.order.type})`;
    case 'ORDER_WITHDRAWN':
      return `Order taken back (${event.order.type}): ${event.reason}`;
    case 'UNIT_MOVED':
      return `${unitName(names, event.unit)} moved ${describeHex(event.from)} → ${describeHex(event.to)}`;
    case 'BUILDING_CAPTURED':
      return `${unitName(names, event.by)} captured ${playerName(names, event.from)}'s ${BUILDINGS[event.building].name} at ${describeHex(event.at)}`;
    case 'BUILDING_BUILT':
      return `${playerName(names, event.owner)} built a ${BUILDINGS[event.building].name} at ${describeHex(event.at)} for ${event.cost} gold`;
    case 'UNIT_RECRUITED':
      return `${playerName(names, event.unit.owner)} recruited ${UNITS[event.unit.type].name} at ${describeHex(event.unit.at)} for ${event.cost} gold`;
    case 'DEFEND_TAKEN':
      return `${unitName(names, event.unit)} took up DEFEND`;
    case 'COMBAT_RESOLVED':
      return plainText(describeCombat(event.report).summary, (id) => unitName(names, id), together ? (ids) => unitsName(names, ids) : undefined);
    case 'UNIT_DESTROYED':
      return `${unitName(names, event.unit)} destroyed at ${describeHex(event.at)}`;
    case 'TURN_ENDED':
      return `${playerName(names, event.player)} ended the turn`;
    case 'DUEL_FOUGHT':
      return duelSummary(event.report);
    case 'HERO_VITALITY':
      return `${unitName(names, event.unit)}'s hero now has vitality ${event.vitality}`;
    case 'UNIT_MEN_CHANGED':
      return `${unitName(names, event.unit)} now has ${menText(event.men)}`;
    case 'UNIT_TIRED':
      return `${unitName(names, event.unit)} ${event.by === 'march' ? 'marched' : 'charged'}, and rests through the next regroup round`;
    case 'UNITS_RESTED':
      return `${playerName(names, event.player)}'s ${event.units.length === 1 ? 'unit has' : `${event.units.length} units have`} rested and may act again`;
    case 'UNIT_MIGHT_CHANGED':
      return `${unitName(names, event.unit)} now has Might ${event.might}`;
    case 'UNIT_WITHDRAWN':
      return `${unitName(names, event.unit.id)} left the field at ${describeHex(event.unit.at)}, to come home at the New Year`;
    case 'UNIT_RETURNED':
      return `${unitName(names, event.unit.id)} came home at ${describeHex(event.unit.at)}`;
    case 'SIEGE_GOES_ON':
      return `The siege of ${describeHex(event.siege.target)} goes on`;
    case 'SIEGE_ENDED':
      return `The siege of ${describeHex(event.target)} is over: ${event.reason}`;
    case 'NEW_YEAR':
      return `New Year: round ${event.round}`;
    case 'ORDER_DROPPED':
      return `${whatDidNotHappen(event.order, names)}: ${event.reason}`;
    case 'ORDERS_SENT':
      return `${playerName(names, event.player)} sent their orders`;
    case 'PLANNING_STARTED':
      return `Orders are taken from ${playerName(names, event.player)}`;
    case 'WEEK_PHASE_STARTED':
      return event.phase === 'orders' ? 'Orders for the week are open' : 'The midweek map is out: attacks are open';
    case 'TURN_STARTED':
      return `Round ${event.round}: ${playerName(names, event.player)}'s turn`;
    case 'INCOME_COLLECTED': {
      const lines = event.lines.map((l) => `${l.count} ${BUILDINGS[l.source].name} ${l.gold}`).join(', ');
      return `${playerName(names, event.player)} earned ${event.gold} gold (${lines})`;
    }
    case 'DEFEND_ENDED':
      return `${playerName(names, event.player)}'s DEFEND stances ended (${event.units.length})`;
    case 'PLAYER_ELIMINATED':
      return `${playerName(names, event.player)} is out of the game`;
    case 'GAME_OVER':
      return `Game over: ${describeResult(event.result, names)}`;
  }
}

const NOT_DONE: Readonly<Record<Exclude<PlannableOrder['type'], 'RECRUIT'>, string>> = {
  MOVE: 'did not move',
  ATTACK: 'did not attack',
  DEFEND: 'did not take up DEFEND',
  BUILD: 'did not build',
};

/** "Joe's Cavalry did not move", or "Joe's recruit of Footmen did not happen" (a recruit has no unit yet). */
function whatDidNotHappen(order: PlannableOrder, names: Names): string {
  if (order.type === 'RECRUIT') return `${playerName(names, order.player)}'s recruit of ${UNITS[order.unitType].name} did not happen`;
  return `${unitName(names, order.unit)} ${NOT_DONE[order.type]}`;
}
